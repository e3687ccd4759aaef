"use client";
// A country card (spec 2 §2 "International step": population, currency, GDP, GDP per capita), used for the study's
// countries and inside the Select Countries modal.
import type { ReactNode } from "react";
import { compactNumber, usdAmount } from "@/lib/international/prices";
import { flagEmoji } from "@/lib/international/state";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TCountryInfo } from "./use-all-countries";

export function CountryFlag({ country }: { country: Pick<TCountryInfo, "code" | "flag_image_link"> }) {
  return country.flag_image_link ? (
    <img src={country.flag_image_link} alt="" className="h-6 w-8 rounded-sm object-cover" />
  ) : (
    <span aria-hidden className="text-2xl leading-none">
      {flagEmoji(country.code)}
    </span>
  );
}

export function CountryFacts({ country }: { country: TCountryInfo }) {
  const rows: [string, string][] = [
    [TRANSLATION_MSG.population, compactNumber(country.population)],
    [TRANSLATION_MSG.currency, `${country.currency_code} (${country.currency_symbol})`],
    [TRANSLATION_MSG.gdp, usdAmount(country.gdp_in_usd, true)],
    [TRANSLATION_MSG.gdpPerCapita, usdAmount(country.gdp_per_capita_in_usd, false)],
  ];
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="text-right tabular-nums text-slate-800">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CountryCard({ country, badge, action }: { country: TCountryInfo; badge?: ReactNode; action?: ReactNode }) {
  return (
    <article
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="intl-country-card"
      data-country={country.code}
      aria-label={country.country_name}
    >
      <div className="flex items-start gap-2">
        <CountryFlag country={country} />
        <div className="min-w-0 flex-1">
          <h4 className="truncate font-medium text-slate-900">{country.country_name}</h4>
          <p className="text-xs text-slate-500">{country.region}</p>
        </div>
        {action}
      </div>
      {badge && <div className="mt-2">{badge}</div>}
      <CountryFacts country={country} />
    </article>
  );
}
