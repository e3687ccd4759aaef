// A results page load that fails for a reason not the caller's goes to the error page with its code and message
// (spec 3 §8 "A failed load of the learnings or results page: the error page with code and message"; P11 item 5).
// The stack rank's loader is replaced here by one that fails; everything before it is the real page on Postgres.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { RESULTS_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";
import { parseFeatures } from "@/lib/schemas/brand";
import { loadActor } from "@/server/access/actor";
import { resultsPageData } from "@/server/pages/results-page";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

const failure = vi.hoisted(() => ({ error: new Error("boom") as Error }));
vi.mock("@/server/pages/results/stack-rank", () => ({
  loadStackRank: async () => {
    throw failure.error;
  },
}));

let w: TResultsWorld;
let admin: string;
beforeAll(async () => {
  w = await buildResultsStudy();
  admin = (await createUser({ is_admin: true })).id;
}, 60_000);

async function load() {
  const actor = (await loadActor(admin))!;
  const access = await grant(admin, w.brandId, "survey.read");
  return resultsPageData({ actor, features: parseFeatures({}), access }, w.surveyId, {}, "campaign");
}

describe("a failed results load", () => {
  it("goes to the error page with 500 and a plain message when something unexpected fails", async () => {
    failure.error = new Error("connection reset");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(load()).rejects.toMatchObject({ digest: expect.stringContaining(routes.error(500, RESULTS_PAGE.loadFailed)) });
  });

  it("carries a service's own status and message", async () => {
    failure.error = new AppError("forbidden", "Not allowed here.");
    await expect(load()).rejects.toMatchObject({ digest: expect.stringContaining(routes.error(403, "Not allowed here.")) });
  });

  it("still answers the other tabs", async () => {
    failure.error = new Error("only the stack rank fails");
    const actor = (await loadActor(admin))!;
    const access = await grant(admin, w.brandId, "survey.read");
    const d = await resultsPageData({ actor, features: parseFeatures({}), access }, w.surveyId, { tab: "head-to-head" }, "campaign");
    expect(d.kind).toBe("ready");
  });
});
