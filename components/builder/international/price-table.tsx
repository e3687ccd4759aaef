"use client";
// The country price table (spec 2 §2 "International step", §3 additional_price_conversions, §5 "Country prices are
// numeric; the default country's price cannot be edited"): products × study countries. The default country's
// column shows the product price, read-only, with the reason; other columns take a number (setCountryPrice), with
// the exchange-rate default (round(price × rate, 2)) as placeholder; a blank input removes the country's price.
import { useId, useState } from "react";
import { PRODUCT_LIMITS } from "@/lib/products/messages";
import { truncate } from "@/lib/products/format";
import { defaultCountryPrice, priceText } from "@/lib/international/prices";
import { canEditCountryPrice, setCountryPrice } from "@/lib/study-rules/countries";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { useBuilder } from "../builder-context";
import type { TCountryInfo } from "./use-all-countries";

export function PriceTable({ countries }: { countries: TCountryInfo[] }) {
  const { study, draft, readOnly, update } = useBuilder();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const lockedId = useId();
  const questions = draft.questions ?? [];
  const byProduct = new Map(study.questions.map((q) => [q.product, q]));
  const def = study.default_country;

  if (questions.length === 0) return <p className="text-sm text-muted">{TRANSLATION_MSG.noProducts}</p>;

  function onChange(product: string, code: string, raw: string) {
    const cell = `${product}:${code}`;
    setTyped((t) => ({ ...t, [cell]: raw }));
    const q = questions.find((x) => x.product === product);
    const { conversions, error } = setCountryPrice(q?.additional_price_conversions ?? {}, code, raw, def);
    setErrors((e) => {
      const next = { ...e };
      if (error) next[cell] = error;
      else delete next[cell];
      return next;
    });
    if (error || readOnly) return;
    update({ questions: questions.map((x) => (x.product === product ? { ...x, additional_price_conversions: conversions } : x)) });
  }

  return (
    <div className="overflow-x-auto">
      <p id={lockedId} className="sr-only">
        {TRANSLATION_MSG.defaultPriceLocked}
      </p>
      {/* An editable grid (products × countries, an input per cell): plain table markup, not the kit's DataTable. */}
      <table className="min-w-full border-collapse text-sm" data-testid="intl-price-table">
        <caption className="sr-only">{TRANSLATION_MSG.pricesTitle}</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-4 font-medium">
              {TRANSLATION_MSG.priceProduct}
            </th>
            {countries.map((c) => (
              <th key={c.code} scope="col" className="px-2 py-2 font-medium" data-testid="intl-price-column" data-country={c.code}>
                <span className="block">{c.country_name}</span>
                <span className="block text-xs font-normal text-faint">
                  {c.currency_code}
                  {c.code !== def && study.exchange_rates[c.code] !== undefined && study.study_countries[0]
                    ? ` · ${TRANSLATION_MSG.exchangeRate(String(study.exchange_rates[c.code]), c.currency_code, study.study_countries[0].currency_code)}`
                    : ""}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {questions.map((q) => {
            const name = byProduct.get(q.product)?.full_product.name ?? "";
            const price = byProduct.get(q.product)?.full_product.price ?? null;
            return (
              <tr key={q.product} className="border-b border-line-soft align-top">
                <th scope="row" className="py-2 pr-4 text-left font-normal text-ink" title={name}>
                  {truncate(name, PRODUCT_LIMITS.cardTitle)}
                </th>
                {countries.map((c) => {
                  const cell = `${q.product}:${c.code}`;
                  const label = TRANSLATION_MSG.priceLabel(name, c.country_name);
                  const cls = "w-28 rounded border px-2 py-1.5 text-right tabular-nums focus:outline-none focus:ring-2 focus:ring-focus";
                  if (!canEditCountryPrice(c.code, def)) {
                    return (
                      <td key={c.code} className="px-2 py-2">
                        <input
                          type="text"
                          readOnly
                          aria-readonly
                          aria-label={label}
                          aria-describedby={lockedId}
                          title={TRANSLATION_MSG.defaultPriceLocked}
                          value={priceText(price)}
                          className={`${cls} border-line bg-sunken text-muted`}
                        />
                      </td>
                    );
                  }
                  const stored = q.additional_price_conversions?.[c.code];
                  const error = errors[cell];
                  return (
                    <td key={c.code} className="px-2 py-2">
                      <input
                        type="text"
                        inputMode="decimal"
                        aria-label={label}
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${cell}-error` : undefined}
                        disabled={readOnly}
                        value={typed[cell] ?? priceText(stored)}
                        placeholder={priceText(defaultCountryPrice(price, study.exchange_rates[c.code]))}
                        onChange={(e) => onChange(q.product, c.code, e.target.value)}
                        className={`${cls} disabled:bg-canvas ${error ? "border-danger" : "border-line-strong"}`}
                      />
                      {error && (
                        <p id={`${cell}-error`} role="alert" className="mt-1 text-xs text-danger">
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
