"use client";
// Every supported country (GET /api/v1/countries/all), loaded once per page for the Select Countries modal and the
// cards of countries chosen but not saved yet.
import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import type { TWireStudyCountry } from "@/lib/builder/builder-wire";

/** A country as the modal and cards show it: the study-country wire shape without the study's translation state. */
export type TCountryInfo = Omit<TWireStudyCountry, "translating" | "translation_needed" | "translated_at">;

let cache: Promise<TCountryInfo[]> | null = null;

export function useAllCountries(): { countries: TCountryInfo[] | null; failed: boolean } {
  const [countries, setCountries] = useState<TCountryInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    cache ??= api<TCountryInfo[]>("/countries/all");
    cache.then(
      (list) => live && setCountries(list),
      () => {
        cache = null;
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { countries, failed };
}
