// @vitest-environment jsdom
// Select Countries (P10 walk-through): every country the seed ships has a flag in the flag-icons package (SVG, not an
// emoji that needs a colour-emoji font), and a card leaves out the facts it has no figure for instead of "—".
import { readdirSync } from "node:fs";
import path from "node:path";
import { cleanup, render, screen } from "@testing-library/react";
import { countries } from "countries-list";
import { afterEach, describe, expect, it } from "vitest";
import { CountryCard } from "@/components/builder/international/country-card";
import type { TCountryInfo } from "@/components/builder/international/use-all-countries";
import { flagIconName } from "@/lib/international/state";
import { TRANSLATION_MSG } from "@/lib/study-rules/messages";

afterEach(cleanup);

const FLAGS_DIR = path.resolve(import.meta.dirname, "../../../node_modules/flag-icons/flags/4x3");

describe("flags", () => {
  it("has an SVG flag for every country the seed ships (countries-list)", () => {
    const files = new Set(readdirSync(FLAGS_DIR).map((f) => f.replace(/\.svg$/, "")));
    const missing = Object.keys(countries).filter((code) => !files.has(flagIconName(code) ?? ""));
    expect(missing).toEqual([]);
  });
});

const country = (over: Partial<TCountryInfo> = {}): TCountryInfo => ({
  code: "FR",
  country_name: "France",
  region: "Europe",
  flag_image_link: null,
  population: 64_768_389,
  currency_code: "EUR",
  currency_symbol: "€",
  gdp_in_usd: null,
  gdp_per_capita_in_usd: null,
  languages: ["fr"],
  ...over,
});

describe("a country card", () => {
  it("shows the flag-icons flag and only the facts it has figures for", () => {
    render(<CountryCard country={country()} />);
    const card = screen.getByRole("article", { name: "France" });
    const flag = card.querySelector('[data-testid="country-flag"]');
    expect(flag?.className).toMatch(/\bfi fi-fr\b/);
    expect(flag?.getAttribute("aria-hidden")).toBe("true");
    const terms = [...card.querySelectorAll("dt")].map((d) => d.textContent);
    expect(terms).toEqual([TRANSLATION_MSG.population, TRANSLATION_MSG.currency]);
    expect(card.textContent).not.toContain("—");
    expect(card.textContent).toContain("EUR (€)");
  });

  it("shows GDP and GDP per capita when the country has them", () => {
    render(<CountryCard country={country({ gdp_in_usd: 3.03e12, gdp_per_capita_in_usd: 44_461 })} />);
    const card = screen.getByRole("article", { name: "France" });
    const facts = Object.fromEntries([...card.querySelectorAll("dt")].map((d) => [d.textContent, d.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      [TRANSLATION_MSG.population]: "64.77M",
      [TRANSLATION_MSG.currency]: "EUR (€)",
      [TRANSLATION_MSG.gdp]: "$3.03T",
      [TRANSLATION_MSG.gdpPerCapita]: "$44,461",
    });
  });

  it("uses the country's own image link when it has one", () => {
    render(<CountryCard country={country({ flag_image_link: "/flags/fr.png" })} />);
    expect(screen.getByRole("article", { name: "France" }).querySelector("img")?.getAttribute("src")).toBe("/flags/fr.png");
  });
});
