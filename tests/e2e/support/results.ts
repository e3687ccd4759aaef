// The seeded studies the results journeys read (prisma/seed/catalog.ts#studiesFor), and the results page's address.
// Demo Outfitters has no TURF; Northwind Apparel has TURF; neither has gates and dates, which Gates & Dates Outfitters
// has (results for admins only: prisma/seed/gated-brand.ts).
import type { APIRequestContext } from "@playwright/test";
import { seedId } from "../../../lib/ids";
import { apiAs, gqlWith, test } from "./test";
import { CUSTOMER, DEMO } from "./world";
import { GATED_BRAND, GATED_STUDY } from "../../../prisma/seed/gated-brand";

const seeded = (brand: string, label: string) => seedId(`survey:${brand}:${label}`);

export const RESULTS_STUDIES = {
  /** "Fall 2025 Outerwear Concept Test": Closed, concept, 6 products, 800 respondents. */
  demoClosed: { brand: DEMO, id: seeded(DEMO, "closed") },
  /** "Spring 2026 Line Review": Active line_review, 8 products, 1,200 respondents. */
  demoActive: { brand: DEMO, id: seeded(DEMO, "active") },
  /** "Holiday 2027 Sketch Review": Draft. */
  demoDraft: { brand: DEMO, id: seeded(DEMO, "draft") },
  /** "Fall 2025 Design Test": Closed, early_stage, 5 products, 300 respondents. */
  customerClosed: { brand: CUSTOMER, id: seeded(CUSTOMER, "closed") },
  /** "Summer 2026 Assortment Test": Active line_review, 6 products, 400 respondents, every product with a sales plan. */
  customerActive: { brand: CUSTOMER, id: seeded(CUSTOMER, "active") },
  /** "Winter 2025 Line Review" of Gates & Dates Outfitters: Closed, 6 products, 36 respondents; results for admins. */
  gatedClosed: { brand: GATED_BRAND.id, id: GATED_STUDY.id },
} as const;

/** The results page of a study, with an optional query ("tab=deep-dive&country=…"). */
export function resultsPath(study: { brand: string; id: string }, query = ""): string {
  return `/brand/${study.brand}/campaign/${study.id}/results${query ? `?${query.replace(/^\?/, "")}` : ""}`;
}

/**
 * The admin's API client for a results spec (opened before the file's tests, closed after), and a GraphQL call that
 * fails the test on any error: the specs compare what the page shows with what the engine answers.
 */
export function adminApi(): { api: () => APIRequestContext; gql: <T>(query: string, variables: Record<string, unknown>) => Promise<T> } {
  let client: APIRequestContext | null = null;
  test.beforeAll(async () => {
    client = await apiAs("admin");
  });
  test.afterAll(async () => {
    await client?.dispose();
  });
  const api = () => {
    if (!client) throw new Error("adminApi: used outside a test");
    return client;
  };
  const gql = <T>(query: string, variables: Record<string, unknown>): Promise<T> => gqlWith<T>(api(), query, variables);
  return { api, gql };
}
