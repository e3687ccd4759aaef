"use client";
// A country card (spec 2 §2 "International step": population, currency, GDP, GDP per capita), used for the study's
// countries and inside the Select Countries modal. Flags are the flag-icons package's SVGs (its stylesheet maps
// `fi fi-{code}` to the file); a fact the country has no figure for (no registry package ships GDP) is left out
// rather than shown as "—" on every card (docs/decisions.md P10).
import "flag-icons/css/flag-icons.min.css";
import type { ReactNode } from "react";
import { compactNumber, usdAmount } from "@/lib/international/prices";
import { flagIconName } from "@/lib/international/state";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import type { TCountryInfo } from "./use-all-countries";

export function CountryFlag({ country }: { country: Pick<TCountryInfo, "code" | "flag_image_link"> }) {
  if (country.flag_image_link) return <img src={country.flag_image_link} alt="" className="h-6 w-8 rounded-sm object-cover" />;
  const name = flagIconName(country.code);
  // Decorative: the country's name is always next to it.
  return (
    <span
      aria-hidden
      data-testid="country-flag"
      data-flag={name ?? ""}
      // flag-icons sizes a flag by the font size (4:3, 1em high); its stylesheet is outside Tailwind's layers.
      className={`shrink-0 rounded-sm shadow-[0_0_0_1px_var(--color-line)] ${name ? `fi fi-${name} text-2xl` : "inline-block h-6 w-8 bg-sunken"}`}
    />
  );
}

export function CountryFacts({ country }: { country: TCountryInfo }) {
  const rows: [string, string | null][] = [
    [TRANSLATION_MSG.population, country.population == null ? null : compactNumber(country.population)],
    [TRANSLATION_MSG.currency, `${country.currency_code} (${country.currency_symbol})`],
    [TRANSLATION_MSG.gdp, country.gdp_in_usd == null ? null : usdAmount(country.gdp_in_usd, true)],
    [TRANSLATION_MSG.gdpPerCapita, country.gdp_per_capita_in_usd == null ? null : usdAmount(country.gdp_per_capita_in_usd, false)],
  ];
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-faint">{k}</dt>
            <dd className="text-right tabular-nums text-ink-soft">{v}</dd>
          </div>
        ))}
    </dl>
  );
}

export function CountryCard({ country, badge, action }: { country: TCountryInfo; badge?: ReactNode; action?: ReactNode }) {
  return (
    <article
      className="flex flex-col rounded-lg border border-line bg-white p-4 shadow-sm"
      data-testid="intl-country-card"
      data-country={country.code}
      aria-label={country.country_name}
    >
      <div className="flex items-start gap-2">
        <CountryFlag country={country} />
        <div className="min-w-0 flex-1">
          <h4 className="truncate font-medium text-ink">{country.country_name}</h4>
          <p className="text-xs text-faint">{country.region}</p>
        </div>
        {action}
      </div>
      {badge && <div className="mt-2">{badge}</div>}
      <CountryFacts country={country} />
    </article>
  );
}
