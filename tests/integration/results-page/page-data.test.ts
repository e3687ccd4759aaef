// The results page's server side (server/pages/results-page.ts#resultsPageData; P11 items 1, 2, 5; spec 3 §2, §6):
// on the hand-built study of tests/integration/results/fixture.ts (160 counted respondents, 60 in QA, 100 in QB).
// Who sees results (gates and dates keep them for admins; view=user shows an admin what a user sees), every state's
// text, the address's filters (a foreign id is reported and dropped, never an error), submission stats for admins
// only, the v2 base, and the print view with every tab.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import { RESULTS_PAGE } from "@/lib/messages";
import { RESULTS_TABS, RESULTS_URL_MSG } from "@/lib/results/page";
import { RESULTS_STATE_MSG } from "@/lib/results/study-state";
import type { TResultsPageData } from "@/lib/results/tab-data";
import { parseFeatures } from "@/lib/schemas/brand";
import type { TSearchParams } from "@/lib/results/page";
import { loadActor } from "@/server/access/actor";
import { prisma } from "@/server/db";
import { resultsPageData, type TResultsBase } from "@/server/pages/results-page";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { study } from "../studies-read/fixtures";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

let w: TResultsWorld;
let admin: string;
let reader: string;

beforeAll(async () => {
  w = await buildResultsStudy();
  admin = (await createUser({ is_admin: true })).id;
  reader = (await createUser({ brands: { [w.brandId]: [["survey", "read"]] } })).id;
}, 60_000);

async function pageAs(userId: string, search: TSearchParams = {}, studyId = w.surveyId, base: TResultsBase = "campaign"): Promise<TResultsPageData> {
  const actor = (await loadActor(userId))!;
  const access = await grant(userId, w.brandId, "survey.read");
  const brand = await prisma.brand.findUniqueOrThrow({ where: { id: w.brandId }, select: { features: true } });
  return resultsPageData({ actor, features: parseFeatures(brand.features), access }, studyId, search, base);
}

function ready(d: TResultsPageData) {
  if (d.kind !== "ready") throw new Error(`expected results, got ${d.kind}: ${"message" in d ? d.message : ""}`);
  return d;
}

async function setFeatures(on: string[]) {
  const brand = await prisma.brand.findUniqueOrThrow({ where: { id: w.brandId }, select: { features: true } });
  const features = { ...(brand.features as Record<string, boolean>) };
  for (const f of ["gatesAndDates", "enableSurveyCreatorV2", "enableSnapShare"]) features[f] = on.includes(f);
  await prisma.brand.update({ where: { id: w.brandId }, data: { features } });
}

describe("the results page's data", () => {
  it("shows a Closed study's results with the products, the filter definitions and every respondent", async () => {
    await setFeatures([]);
    const d = ready(await pageAs(reader));
    expect(d.view.respondents).toBe(160);
    expect(d.view.totalRespondents).toBe(160);
    expect(d.view.products.map((p) => p.product_id)).toEqual([w.p1, w.p2]);
    expect(d.view.products.every((p) => p.name.length > 0 && p.question_id)).toBe(true);
    expect(d.view.definitions.map((x) => x.accessor)).toContain("country");
    expect(d.tab.tab).toBe("stack-rank");
    expect(d.printAll).toBeNull();
    // A user with survey read only: no admin parts, no bucket groups, no learnings, no edit link.
    expect(d.stats).toBeNull();
    expect(d.view.can).toMatchObject({ admin: false, writeSurvey: false, readBuckets: false, writeBuckets: false, readLearnings: false });
    expect(d.links.map((l) => l.label)).toEqual([RESULTS_PAGE.studies]);
  });

  it("offers snips exactly when the brand has enableSnapShare (P12 #10)", async () => {
    await setFeatures(["enableSnapShare"]);
    expect(ready(await pageAs(reader)).view.can.snip).toBe(true);
    expect(ready(await pageAs(admin, { view: "user" })).view.can.snip).toBe(true);
    await setFeatures([]);
    expect(ready(await pageAs(reader)).view.can.snip).toBe(false);
    expect(ready(await pageAs(admin)).view.can.snip).toBe(false);
  });

  it("gives admins the submission stats (waiting = raw − processed)", async () => {
    const d = ready(await pageAs(admin));
    expect(d.view.can.admin).toBe(true);
    expect(d.stats).not.toBeNull();
    expect(d.stats!.waiting).toBe(Math.max(d.stats!.raw - d.stats!.processed, 0));
    expect(d.stats!.raw).toBe(160);
  });

  it("applies the address's filters to the count, and keeps the unfiltered total beside it", async () => {
    const d = ready(await pageAs(reader, { country: w.aa, tab: "head-to-head" }));
    expect(d.view.query.filters).toEqual({ country: [w.aa] });
    expect(d.view.respondents).toBe(60);
    expect(d.view.totalRespondents).toBe(160);
    expect(d.tab.tab).toBe("head-to-head");
  });

  it("reports a hand-edited address and shows every respondent instead of failing", async () => {
    const foreign = newId();
    const d = ready(await pageAs(reader, { tab: "pie-charts", colour: "red", country: foreign }));
    expect(d.view.query.tab).toBe("stack-rank");
    expect(d.view.query.filters).toEqual({});
    expect(d.view.respondents).toBe(160);
    expect(d.view.query.notices[0]).toBe(RESULTS_URL_MSG.unknownTab("pie-charts"));
    expect(d.view.query.notices).toContain(RESULTS_URL_MSG.unknownParam("colour"));
    expect(d.view.query.notices.some((n) => n.startsWith(RESULTS_URL_MSG.refusedFilter("")) && n.includes(foreign))).toBe(true);
  });

  it("leaves out only the filter the study refuses, and applies the others", async () => {
    const d = ready(await pageAs(reader, { country: [w.aa, newId()], "demographics.x": "y", [`demographics.${w.question}`]: "Yes" }));
    // The foreign country drops the country filter; the dog owners (30, all in QA) are still selected.
    expect(d.view.query.filters).toEqual({ demographics: [{ demographic_id: w.question, answers: ["Yes"] }] });
    expect(d.view.respondents).toBe(30);
    expect(d.view.query.notices.filter((n) => n.startsWith(RESULTS_URL_MSG.refusedFilter("")))).toHaveLength(1);
  });

  it("keeps results for admins when the brand has gates and dates, also from an admin viewing as a user", async () => {
    await setFeatures(["gatesAndDates"]);
    try {
      const user = await pageAs(reader);
      expect(user).toMatchObject({ kind: "message", message: RESULTS_PAGE.gated });
      expect(ready(await pageAs(admin)).view.can.admin).toBe(true);
      expect(await pageAs(admin, { view: "user" })).toMatchObject({ kind: "message", message: RESULTS_PAGE.gated });
    } finally {
      await setFeatures([]);
    }
  });

  it("shows an admin viewing as a user the user's page: no admin parts", async () => {
    const d = ready(await pageAs(admin, { view: "user" }));
    expect(d.view.query.viewAsUser).toBe(true);
    expect(d.view.can.admin).toBe(false);
    expect(d.stats).toBeNull();
  });

  it("answers an unknown id and another brand's study with the spec's text", async () => {
    expect(await pageAs(reader, {}, newId())).toMatchObject({ kind: "message", message: RESULTS_STATE_MSG.noStudy });
    expect(await pageAs(reader, {}, "not-an-id")).toMatchObject({ kind: "message", message: RESULTS_STATE_MSG.noStudy });
    const other = await buildResultsStudy();
    expect(await pageAs(admin, {}, other.surveyId)).toMatchObject({ kind: "message", message: RESULTS_STATE_MSG.noStudy });
  }, 60_000);

  it("shows the unfinished view for a Draft", async () => {
    const draft = await study(w.brandId, { status: "Draft", products: 2 });
    const d = await pageAs(admin, {}, draft.id);
    expect(d).toMatchObject({ kind: "unfinished", status: "Draft" });
  });

  it("says a study with answers but no products has no products", async () => {
    const other = await buildResultsStudy();
    await prisma.question.updateMany({ where: { survey_id: other.surveyId }, data: { disabled: true } });
    const actor = (await loadActor(admin))!;
    const access = await grant(admin, other.brandId, "survey.read");
    const d = await resultsPageData({ actor, features: parseFeatures({}), access }, other.surveyId, {}, "campaign");
    expect(d).toMatchObject({ kind: "message", message: RESULTS_STATE_MSG.noProducts });
  }, 60_000);

  it("sends the v2 base to the v1 base, with the query, when the brand has no v2 creator", async () => {
    await expect(pageAs(reader, { tab: "customers" }, w.surveyId, "survey")).rejects.toMatchObject({
      digest: expect.stringContaining(`/brand/${w.brandId}/campaign/${w.surveyId}/results?tab=customers`),
    });
    await setFeatures(["enableSurveyCreatorV2"]);
    try {
      expect(ready(await pageAs(reader, {}, w.surveyId, "survey")).view.basePath).toBe(`/brand/${w.brandId}/survey/${w.surveyId}/results`);
    } finally {
      await setFeatures([]);
    }
  });

  it("loads every tab for the print view", async () => {
    const d = ready(await pageAs(admin, { print: "all", tab: "customers" }));
    expect(d.printAll!.map((t) => t.tab)).toEqual([...RESULTS_TABS]);
    expect(d.tab.tab).toBe("customers");
    expect(d.view.query.notices).toEqual([]);
  }, 60_000);
});
