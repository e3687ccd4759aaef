"use client";
// The Select Countries modal (spec 2 §2 "International step"): search, a card per country (flag, name, population,
// currency, GDP, GDP per capita) to toggle, "No Countries found." when the search matches none, Done to apply.
import { useEffect, useId, useMemo, useState } from "react";
import { searchCountries } from "@/lib/international/state";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { CountryFacts, CountryFlag } from "./country-card";
import type { TCountryInfo } from "./use-all-countries";

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  countries: TCountryInfo[] | null;
  /** The codes chosen now (the default country excluded). */
  selected: string[];
  defaultCountry: string | null;
  onConfirm(codes: string[]): void;
}

export function SelectCountriesModal({ open, onOpenChange, countries, selected, defaultCountry, onConfirm }: Props) {
  const [picked, setPicked] = useState<string[]>(selected);
  const [q, setQ] = useState("");
  const searchId = useId();
  useEffect(() => {
    if (open) {
      setPicked(selected);
      setQ("");
    }
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps -- reset only when it opens
  const list = useMemo(
    () => searchCountries((countries ?? []).filter((c) => c.code !== defaultCountry), q),
    [countries, defaultCountry, q],
  );
  const toggle = (code: string) => setPicked((p) => (p.includes(code) ? p.filter((c) => c !== code) : [...p, code]));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TRANSLATION_MSG.selectCountries}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {BUILDER_MSG.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => {
              onConfirm(picked);
              onOpenChange(false);
            }}
          >
            {TRANSLATION_MSG.done}
          </button>
        </>
      }
    >
      <label htmlFor={searchId} className="mt-4 block text-sm font-medium">
        {TRANSLATION_MSG.searchCountries}
      </label>
      <input
        id={searchId}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className="mt-1 w-full rounded border border-line-strong px-3 py-2 focus:outline-none focus:ring-2 focus:ring-focus"
      />
      <div className="mt-4 max-h-[55vh] overflow-y-auto pr-1">
        {countries && list.length === 0 ? (
          <p role="status" className="py-8 text-center text-sm text-muted">
            {TRANSLATION_MSG.noCountries}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {list.map((c) => {
              const on = picked.includes(c.code);
              return (
                <li key={c.code}>
                  <button
                    type="button"
                    aria-pressed={on}
                    aria-label={TRANSLATION_MSG.selectCountry(c.country_name)}
                    onClick={() => toggle(c.code)}
                    data-testid="intl-country-option"
                    data-country={c.code}
                    className={`w-full rounded-lg border p-3 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${
                      on ? "border-primary bg-primary-soft" : "border-line hover:bg-canvas"
                    }`}
                  >
                    <span className="flex items-center gap-2">
                      <CountryFlag country={c} />
                      <span className="font-medium text-ink">{c.country_name}</span>
                      {on && <span className="ml-auto text-xs font-semibold text-primary-strong">✓</span>}
                    </span>
                    <CountryFacts country={c} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
