"use client";
// MakerLabs' prediction form (P14 item 2): a catalogue product not yet tested, or a new product described by hand
// (name, description, category, price, colours, materials, fit, season); the answer is a synthetic score with its
// prediction interval, the most similar tested products as evidence, and the attributes that were missing. A refusal
// (no model, a bad field) is shown as the server words it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NumberField, SelectField, TextField } from "@/components/ui/field";
import { api } from "@/lib/api-client";
import { LABS_ATTRIBUTE_LABELS, LABS_MSG } from "@/lib/labs/messages";
import { LABS_UI as T } from "@/lib/labs/ui";
import type { TLabsPredictResult } from "@/lib/labs/wire";
import { refusalText } from "@/lib/forms/server-errors";
import { SEASON_ORDER } from "@/lib/studies/format";
import { SyntheticBadge } from "./synthetic-badge";

interface Props {
  brandId: string;
  products: { id: string; name: string }[];
  categories: string[];
}

const EMPTY = { product_id: "", name: "", description: "", category: "", price: "", colors: "", materials: "", fit: "", season: "" };

function Result({ result }: { result: TLabsPredictResult }) {
  const p = result.prediction;
  return (
    <section aria-labelledby="labs-result" className="flex flex-col gap-3 rounded-panel border border-line bg-white p-4" data-testid="labs-result">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="labs-result" className="font-semibold">{T.result(result.product.name)}</h3>
        <SyntheticBadge />
      </div>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs text-muted">{LABS_MSG.predictedScore}</dt>
          <dd className="text-3xl font-semibold tabular-nums" data-testid="labs-score">{Math.round(p.score)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{LABS_MSG.predictionInterval(p.level)}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid="labs-interval">{LABS_MSG.range(p.low, p.high)}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted">{p.low === 0 && p.high === 100 ? LABS_MSG.intervalWholeScale : LABS_MSG.intervalHint(p.level)}</p>
      {p.widened && (
        <p className="text-sm text-attention-ink" data-testid="labs-widened">
          {LABS_MSG.intervalWidened(p.widened.similarity, p.widened.typical)}
        </p>
      )}
      {p.missing.length > 0 && <p className="text-sm text-attention-ink" data-testid="labs-missing">{LABS_MSG.missingAttributes(p.missing.map((m) => LABS_ATTRIBUTE_LABELS[m]))}</p>}
      <h4 className="text-sm font-semibold">{LABS_MSG.evidence}</h4>
      {p.evidence.length === 0 ? (
        <p className="text-sm text-muted">{LABS_MSG.noEvidence}</p>
      ) : (
        <div role="region" aria-label={LABS_MSG.evidence} tabIndex={0} className="overflow-x-auto focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
          <table className="w-full text-sm" data-testid="labs-evidence">
            <thead>
              <tr className="text-left text-xs text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">{T.product}</th>
                <th scope="col" className="py-1 pr-3 font-medium">{LABS_MSG.evidenceScore}</th>
                <th scope="col" className="py-1 font-medium">{LABS_MSG.similarity}</th>
              </tr>
            </thead>
            <tbody>
              {p.evidence.map((e) => (
                <tr key={e.id} className="border-t border-line">
                  <td className="py-1 pr-3">{e.name}</td>
                  <td className="py-1 pr-3 tabular-nums">{Math.round(e.score)}</td>
                  <td className="py-1 tabular-nums">{LABS_MSG.similarityValue(e.similarity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function PredictForm({ brandId, products, categories }: Props) {
  const [f, setF] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TLabsPredictResult | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setF((x) => ({ ...x, [k]: e.target.value }));

  const submit = async () => {
    setBusy(true);
    setError(null);
    const price = f.price.trim() === "" ? null : Number(f.price);
    const body = f.product_id
      ? { product_id: f.product_id }
      : {
          name: f.name, description: f.description, category: f.category || undefined, price: price !== null && Number.isFinite(price) ? price : null,
          colors: f.colors, materials: f.materials, fit: f.fit, season: f.season || undefined,
        };
    try {
      setResult(await api<TLabsPredictResult>(`/brand/${brandId}/labs/predict`, { method: "POST", json: body }));
    } catch (e) {
      setResult(null);
      setError(refusalText(e, LABS_MSG.predictFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="labs-predict" className="flex flex-col gap-4" data-testid="labs-predict">
      <div>
        <h2 id="labs-predict" className="text-lg font-semibold">{T.predictTitle}</h2>
        <p className="text-sm text-muted">{T.predictHint}</p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-3 rounded-panel border border-line bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <SelectField label={T.fromCatalogue} value={f.product_id} onChange={set("product_id")} placeholder={T.chooseProduct} options={products.map((p) => ({ value: p.id, label: p.name }))} />
        <fieldset disabled={f.product_id !== ""} className="grid grid-cols-1 gap-3 disabled:opacity-60 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-ink">{T.orDescribe}</legend>
          <TextField label={T.name} value={f.name} onChange={set("name")} maxLength={200} />
          <SelectField label={T.category} value={f.category} onChange={set("category")} placeholder={T.anyCategory} options={categories.map((c) => ({ value: c, label: c }))} />
          <TextField label={T.description} value={f.description} onChange={set("description")} maxLength={5000} className="sm:col-span-2" />
          <NumberField label={T.price} value={f.price} onChange={set("price")} min={0} step="0.01" />
          <SelectField label={T.season} value={f.season} onChange={set("season")} placeholder={T.anySeason} options={SEASON_ORDER.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) }))} />
          <TextField label={T.colors} value={f.colors} onChange={set("colors")} maxLength={500} />
          <TextField label={T.materials} value={f.materials} onChange={set("materials")} maxLength={500} />
          <TextField label={T.fit} value={f.fit} onChange={set("fit")} maxLength={200} />
        </fieldset>
        {error && <p role="alert" className="text-sm text-danger-ink" data-testid="labs-error">{error}</p>}
        <div>
          <Button type="submit" variant="primary" loading={busy}>{busy ? LABS_MSG.predicting : LABS_MSG.predict}</Button>
        </div>
      </form>
      {result && <Result result={result} />}
    </section>
  );
}
