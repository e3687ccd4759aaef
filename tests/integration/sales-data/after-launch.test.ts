// Sales against sentiment (P13): salesAfterLaunch (the learnings report's "after launch" source) and the stack-rank
// tab's section pair each product's sentiment score with its sell-through (share of units) and give Spearman's ρ with
// its 95% interval — or no number below 4 products with both figures, and null without sales data.
import { beforeAll, describe, expect, it } from "vitest";
import { fisherInterval } from "@/lib/sales-data/correlation";
import type { TResultsView } from "@/lib/results/view";
import type { TBrandAccess } from "@/server/access/authorize";
import { loadStackRank } from "@/server/pages/results/stack-rank";
import { resultsProducts } from "@/server/pages/results/products";
import { resultsFilterDefinitions } from "@/server/results/filter-definitions";
import { salesAfterLaunch } from "@/server/sales-data/sales-after-launch";
import { grant } from "../support/access";
import { createWorld, importFile, previewOk, xlsx, type TWorld } from "./support";

let w: TWorld;
let access: TBrandAccess;
beforeAll(async () => {
  w = await createWorld();
  access = await grant(w.reader, w.brand.id, "survey.read");
}, 60_000);

async function importUnits(units: (number | null)[], version: number) {
  const rows = w.products.flatMap((p, i) => (units[i] === null || units[i] === undefined ? [] : [[p.product_id, null, p.name, units[i], units[i]! * 2]]));
  const preview = await previewOk(w, await xlsx(rows));
  const res = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: preview.file_url, version });
  expect(res.status).toBe(200);
}

describe("salesAfterLaunch", () => {
  it("is null without sales data, and for a study of another type", async () => {
    expect(await salesAfterLaunch(access, w.study.id)).toBeNull();
    expect(await salesAfterLaunch(access, w.concept.id)).toBeNull();
  });

  it("says there is no number with fewer than 4 products with both figures", async () => {
    await importUnits([30, 20, 10], 0);
    const out = (await salesAfterLaunch(access, w.study.id))!;
    expect([out.n, out.rho, out.ci]).toEqual([3, null, null]);
    expect(out.rows.map((r) => r.sell_through)).toEqual([0.5, 20 / 60, 10 / 60, null, null]);
  });

  it("gives ρ and its Bonett–Wright interval over the products with both figures", async () => {
    // Scores fall from product 1 to 5; units: 50, 40, 10, 30, 20 → ranks of sell-through 5, 4, 1, 3, 2.
    await importUnits([50, 40, 10, 30, 20], 1);
    const out = (await salesAfterLaunch(access, w.study.id))!;
    // Scores rank 5, 4, 3, 2, 1: d² = 0 + 0 + 4 + 1 + 1 = 6 → ρ = 1 − 6·6 / (5·24) = 0.7.
    expect(out.n).toBe(5);
    expect(out.rho).toBeCloseTo(0.7, 12);
    expect(out.ci![0]).toBeCloseTo(fisherInterval(0.7, 5)![0], 12);
    expect(out.total_units).toBe(150);
    expect(out.rows.map((r) => [r.product_id, r.units, r.revenue])).toEqual(w.products.map((p, i) => [p.id, [50, 40, 10, 30, 20][i], [100, 80, 20, 60, 40][i]]));
    expect(out.rows.every((r) => r.score !== null && r.name !== "")).toBe(true);
    expect(out.imported).toMatchObject({ version: 2, rows: 5 });
  });

  it("is part of the stack-rank tab's data, under the page's filters", async () => {
    const [products, definitions] = await Promise.all([resultsProducts(access, w.study.id), resultsFilterDefinitions(access, w.study.id)]);
    const view: TResultsView = {
      brandId: w.brand.id, studyId: w.study.id, title: "t", status: "Active", type: "line_review", basePath: "/x", products, definitions,
      respondents: 5, totalRespondents: 5,
      // The stack-rank loader reads no permission flag of the view.
      can: { admin: false } as TResultsView["can"],
      query: { tab: "stack-rank", salesPlan: false, viewAsUser: false, filters: {}, params: {}, notices: [], share: null },
    };
    const data = await loadStackRank({ access, view });
    expect(data.sales?.n).toBe(5);
    expect(data.sales?.rho).toBeCloseTo(0.7, 12);
    const other = await loadStackRank({ access, view: { ...view, studyId: w.concept.id, products: await resultsProducts(access, w.concept.id) } });
    expect(other.sales).toBeNull();
  });
});
