// The seeded studies the results journeys read (prisma/seed/catalog.ts#studiesFor), and the results page's address.
// Demo Outfitters has gates and dates (results for admins only) and no TURF; Northwind Apparel has TURF and no gates.
import type { APIRequestContext } from "@playwright/test";
import { seedId } from "../../../lib/ids";
import { apiAs, gqlWith, test } from "./test";
import { CUSTOMER, DEMO } from "./world";

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
