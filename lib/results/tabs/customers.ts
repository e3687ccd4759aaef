// The Customers tab (spec 3 §3 "Results include … geo report (regions and states), browser, demographics,
// segmentation profiles"; P11 item 3): its data (built by server/pages/results/customers.ts from the P9 reports) and
// every text it shows. Client-safe. docs/decisions.md P9 #20–#21, P11 customers.
import { pointsInWords, type TPointScale } from "../claims";
import type { TMapMeasure } from "../geo-map";

export type { TMapMeasure };

/** One bar: a name with its respondents and their share (0–100, unrounded). */
export interface TCustomersShare {
  name: string;
  count: number;
  percentage: number;
}

export interface TCustomersDemographic {
  id: string;
  /** The dashboard title, else the question. */
  title: string;
  type: string;
  answered: number;
  not_answered: number;
  /** Shares of those who answered; empty for a text question. */
  options: TCustomersShare[];
  points: { min: number; mean: number; max: number } | null;
  /** The answers' points (pointable questions), so the points read in the answers' words (P15 item 3). */
  scale?: TPointScale | null;
}

/** A country, region or state of the geo report. */
export interface TCustomersGeoRow {
  /** Unique within its table. */
  key: string;
  name: string;
  /** ISO alpha-2 code of a country (null for "Unknown"); the report's name of a state or region. */
  code: string | null;
  respondents: number;
  /** Share (0–100) of the respondents of the whole (countries) or of the country (states, regions). */
  share: number;
  /** Ratings of the scored product (score view). */
  ratings: number;
  /** Sentiment score 0–100, unrounded (score view; null without ratings). */
  score: number | null;
  /** The map draws this area. */
  onMap: boolean;
}

/** A map area: its shape and, when the report has it, the index of its row. */
export interface TCustomersMapArea {
  id: string;
  name: string;
  d: string;
  row: number | null;
}

export interface TCustomersMap {
  viewBox: string;
  areas: TCustomersMapArea[];
}

export interface TCustomersGeo {
  measure: TMapMeasure;
  /** The product whose score the map shows (score view), or whose question the respondent counts were read with. */
  product: { product_id: string; name: string };
  /** Products the score view can show (the rated ones). */
  products: { product_id: string; name: string }[];
  /** The address named a product this study does not rate. */
  unknownProduct: boolean;
  total: { respondents: number; ratings: number; score: number | null };
  countries: TCustomersGeoRow[];
  world: TCustomersMap;
  /** The US states (when respondents came from the US). */
  states: TCustomersGeoRow[];
  us: TCustomersMap | null;
  /** Regions, with their country's name. */
  regions: (TCustomersGeoRow & { country: string })[];
}

export interface TCustomersData {
  /** Respondents the filters select. */
  total: number;
  demographics: TCustomersDemographic[];
  segmentation: { profiles: TCustomersShare[]; unassigned: { count: number; percentage: number } };
  browsers: TCustomersShare[];
  devices: TCustomersShare[];
  /** Null when no product of the study is rated (the geo report needs a product question). */
  geo: TCustomersGeo | null;
}

const count = (n: number) => n.toLocaleString("en-US");
/** A share for the screen: one decimal, "45.5%". */
export const formatShare = (p: number): string => `${(Math.round(p * 10) / 10).toFixed(1)}%`;
/** Points and means: up to two decimals. */
export const formatNumber = (n: number): string => (Math.round(n * 100) / 100).toLocaleString("en-US", { maximumFractionDigits: 2 });

export const CUSTOMERS_TEXT = {
  empty: "No respondents match these filters.",
  emptyText: "Remove a filter to see who answered.",
  tableToggle: "Show the figures as a table",
  respondents: "Respondents",
  share: "Share",
  count,
  bar: (name: string, n: number, p: number) => `${name}: ${formatShare(p)} (${count(n)})`,
  chartSummary: (title: string, rows: string[]) => `${title}. ${rows.join("; ")}.`,

  demographics: {
    title: "Demographics",
    none: "This study asks no demographic questions.",
    answered: (answered: number, total: number) => `${count(answered)} of ${count(total)} answered`,
    notAnswered: (n: number) => `${count(n)} did not answer`,
    multi: "Respondents could pick several answers, so the shares may add up to more than 100%.",
    shareOfAnswered: "Share of those who answered",
    /** The points in words a merchandiser reads, in the answers' own words when their points are known (lib/results/claims.ts). */
    points: (p: { min: number; mean: number; max: number }, scale: TPointScale | null = null) => pointsInWords(p, scale),
    text: "Free-text question: the answers themselves are in the respondents report.",
    noOptions: "This question has no answer options.",
    option: "Answer",
  },

  segmentation: {
    title: "Segmentation profiles",
    profile: "Profile",
    unassigned: "Unassigned",
    none: (n: number) => `This study has no segmentation profiles, so all ${count(n)} respondents are unassigned.`,
    note: "Shares of all respondents the filters select; those in no profile are unassigned.",
  },

  clients: {
    title: "Browsers and devices",
    browsers: "Browsers",
    devices: "Devices",
    browser: "Browser",
    device: "Device",
  },

  geo: {
    title: "Where respondents are",
    measureLabel: "Shade the map by",
    respondents: "Respondents",
    score: "Score",
    product: "Product",
    show: "Show",
    unknownProduct: "The product in the address is not rated in this study, so the map shows respondents.",
    noProducts: "The map needs a rated product; this study has none.",
    scoreOf: (name: string) => `Sentiment score of ${name}. Respondents are the same for every product.`,
    respondentsNote: "Respondents the filters select, wherever they answered from.",
    countries: "Countries",
    country: "Country",
    states: "US states",
    state: "State",
    regions: "Regions",
    region: "Region",
    regionsToggle: "Show respondents by region",
    ratings: "Ratings",
    shareOfAll: "Share",
    shareOfUs: "Share of US",
    shareOfCountry: "Share of country",
    notOnMap: "not on the map",
    noData: (measure: TMapMeasure) => (measure === "score" ? "No ratings" : "No respondents"),
    legend: (measure: TMapMeasure) => (measure === "score" ? "Score" : "Respondents"),
    mapLabel: (measure: TMapMeasure, where: "countries" | "states", product: string | null, rows: string[], without: number) =>
      `Map of ${measure === "score" ? `the sentiment score of ${product ?? ""}` : "respondents"} by ${where === "countries" ? "country" : "US state"}. ` +
      (rows.length ? `${rows.join("; ")}.` : measure === "score" ? "No area has ratings." : "No area has respondents.") +
      (without ? ` ${count(without)} other ${where === "countries" ? (without === 1 ? "country" : "countries") : without === 1 ? "state" : "states"} without data.` : ""),
    areaRespondents: (name: string, n: number, share: number) => `${name}: ${count(n)} ${n === 1 ? "respondent" : "respondents"} (${formatShare(share)})`,
    areaScore: (name: string, score: string, ratings: number, respondents: number) =>
      `${name}: score ${score} (${count(ratings)} ${ratings === 1 ? "rating" : "ratings"}, ${count(respondents)} ${respondents === 1 ? "respondent" : "respondents"})`,
    noScore: "—",
    total: "All respondents",
  },
} as const;
