"use client";
// Every supported country (GET /api/v1/countries/all), loaded once per page for the Select Countries modal and the
// cards of countries chosen but not saved yet.
import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";

export interface TCountryInfo {
  code: string;
  country_name: string;
  region: string;
  flag_image_link: string | null;
  population: number | null;
  currency_code: string;
  currency_symbol: string;
  gdp_in_usd: number | null;
  gdp_per_capita_in_usd: number | null;
  languages: string[];
}

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
