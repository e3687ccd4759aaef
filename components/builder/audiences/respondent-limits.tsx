"use client";
// Admin-only respondent limits (spec 2 §3 respondent_limits {limit, match_stat_sig}, §6 "auto-close quota, match stat
// sig", §9 auto-close: limit = round(1.05 × stat significance), per country = study value ÷ countries, rounded).
// The auto-close setting and the stat significance size are study fields (autosaved with update()); the per-country
// limits go through PUT …/additional_update when "Save respondent limits" is pressed (after the pending autosave).
import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { limitsForSave, parseLimit } from "@/lib/audiences/limits";
import { countryRespondentLimit, type TRespondentLimit } from "@/lib/study-rules/audiences";
import { AUDIENCE_MSG } from "@/lib/study-rules/messages";
import { fetchBuilderStudy } from "@/lib/builder/publish-flow";
import { Button } from "@/components/ui/button";
import { useBuilder } from "../builder-context";
import { saveRespondentLimits } from "./audiences-api";

const field =
  "w-28 rounded border border-line-strong px-2 py-1.5 text-right text-sm tabular-nums focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas";

/** `countries`: the study's stored countries (the partial save refuses others). */
export function RespondentLimits({ countries, names }: { countries: string[]; names: ReadonlyMap<string, string> }) {
  const { brandId, study, draft, readOnly, update, saveNow, replaceStudy, reportError } = useBuilder();
  const id = useId();
  const autoClose = draft.settings?.limit_equals_stat_significance === true;
  const statSig = draft.stat_significance_count ?? null;
  const [statText, setStatText] = useState<string | null>(null);
  /** Limits changed here since the last save; other countries show what the study stores. */
  const [changed, setEntered] = useState<Record<string, TRespondentLimit>>({});
  const entered: Record<string, TRespondentLimit> = Object.fromEntries(
    countries.map((c) => [c, changed[c] ?? study.respondent_limits[c] ?? { limit: null, match_stat_sig: false }]),
  );
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const ctx = { limitEqualsStatSignificance: autoClose, studyStatSignificance: statSig, countryCount: countries.length };
  const statParsed = parseLimit(statText ?? (statSig === null ? "" : String(statSig)));
  const invalid = !statParsed.ok || countries.some((c) => typed[c] !== undefined && !parseLimit(typed[c]!).ok);

  function onStat(text: string) {
    setStatText(text);
    const p = parseLimit(text);
    if (p.ok) update({ stat_significance_count: p.value });
  }
  function onLimit(c: string, text: string) {
    setTyped((t) => ({ ...t, [c]: text }));
    const p = parseLimit(text);
    if (p.ok) setEntered((e) => ({ ...e, [c]: { limit: p.value, match_stat_sig: entered[c]?.match_stat_sig ?? false } }));
  }

  async function save() {
    setBusy(true);
    try {
      // Pending edits (the auto-close setting, the size) go first; the partial save then carries a fresh date_modified.
      if (!(await saveNow())) return;
      const fresh = await fetchBuilderStudy(brandId, study._id);
      const limits = limitsForSave(countries, entered, { limitEqualsStatSignificance: autoClose, studyStatSignificance: statSig });
      replaceStudy(await saveRespondentLimits(brandId, study._id, fresh.date_modified, limits));
      setEntered({});
      setTyped({});
      toast.success(AUDIENCE_MSG.limitsSaved);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded border border-warning-line-soft bg-warning-soft/40 p-4" data-testid="respondent-limits">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-ink">
        {AUDIENCE_MSG.limitsHeading} <span className="font-normal text-muted">({AUDIENCE_MSG.adminOnlyBadge})</span>
      </h3>
      <div className="flex flex-wrap items-end gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={autoClose}
            disabled={readOnly}
            onChange={(e) => update({ settings: { ...draft.settings, limit_equals_stat_significance: e.target.checked } })}
          />
          {AUDIENCE_MSG.autoClose}
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-stat`} className="text-xs font-medium text-muted">
            {AUDIENCE_MSG.statSigCount}
          </label>
          <input
            id={`${id}-stat`}
            inputMode="numeric"
            className={field}
            value={statText ?? (statSig === null ? "" : String(statSig))}
            disabled={readOnly}
            aria-invalid={!statParsed.ok}
            onChange={(e) => onStat(e.target.value)}
          />
          {!statParsed.ok && (
            <p role="alert" className="text-xs text-danger">
              {statParsed.error}
            </p>
          )}
        </div>
      </div>
      {/* An editable grid (a row header and two controls per country), not a data listing: plain table markup. */}
      <table className="text-sm">
        <tbody>
          {countries.map((c) => {
            const name = names.get(c) ?? c;
            const own = entered[c] ?? { limit: null, match_stat_sig: false };
            const shown = countryRespondentLimit(own, ctx);
            const matched = shown.match_stat_sig && statSig !== null;
            const text = matched ? String(shown.limit ?? "") : (typed[c] ?? (own.limit === null ? "" : String(own.limit)));
            const p = parseLimit(text);
            return (
              <tr key={c} data-testid="respondent-limit-row" data-country={c}>
                <th scope="row" className="py-1 pr-4 text-left font-normal">
                  {name}
                </th>
                <td className="py-1 pr-4">
                  <input
                    aria-label={AUDIENCE_MSG.countryLimit(name)}
                    inputMode="numeric"
                    className={field}
                    value={text}
                    disabled={readOnly || matched}
                    aria-invalid={!p.ok}
                    onChange={(e) => onLimit(c, e.target.value)}
                  />
                  {!p.ok && (
                    <p role="alert" className="text-xs text-danger">
                      {p.error}
                    </p>
                  )}
                </td>
                <td className="py-1">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={autoClose || own.match_stat_sig}
                      disabled={readOnly || autoClose}
                      onChange={(e) => setEntered((x) => ({ ...x, [c]: { limit: own.limit, match_stat_sig: e.target.checked } }))}
                    />
                    {AUDIENCE_MSG.matchStatSig}
                  </label>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button variant="secondary" disabled={readOnly || busy || invalid} onClick={() => void save()}>
        {AUDIENCE_MSG.saveLimits}
      </Button>
    </section>
  );
}
