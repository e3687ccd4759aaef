// A signed-in learnings report load that fails for a reason not the caller's goes to the error page with its code and
// message, as the results page does (spec 3 §8 "A failed load of the learnings or results page: the error page with
// code and message"; P15 item 11). The report's loader is replaced here by one that fails; the access is real.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/errors";
import { LEARNINGS_UI } from "@/lib/learnings/messages";
import { routes } from "@/lib/routes";
import { loadLearningsReport } from "@/server/pages/learnings-report-page";
import { grant } from "../support/access";
import { createUser } from "../support/factories";
import { buildResultsStudy, type TResultsWorld } from "../results/fixture";

const failure = vi.hoisted(() => ({ error: new Error("boom") as Error }));
vi.mock("@/server/results/learnings-and-impact", () => ({
  learningsAndImpact: async () => {
    throw failure.error;
  },
}));

const CAN = { readResults: true, write: false, share: { read: false, write: false } };
let w: TResultsWorld;
let admin: string;
beforeAll(async () => {
  w = await buildResultsStudy();
  admin = (await createUser({ is_admin: true })).id;
}, 60_000);

const load = async () => loadLearningsReport(await grant(admin, w.brandId, "key_learning.read"), w.surveyId, CAN);

describe("a failed learnings report load", () => {
  it("goes to the error page with 500 and a plain message when something unexpected fails", async () => {
    failure.error = new Error("connection reset");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(load()).rejects.toMatchObject({ digest: expect.stringContaining(routes.error(500, LEARNINGS_UI.loadFailed)) });
  });

  it("carries a service's own status and message", async () => {
    failure.error = new AppError("forbidden", "Not allowed here.");
    await expect(load()).rejects.toMatchObject({ digest: expect.stringContaining(routes.error(403, "Not allowed here.")) });
  });

  it("an unknown study is still the page's 404 (null), not the error page", async () => {
    failure.error = new AppError("not_found", "Study not found.");
    expect(await load()).toBeNull();
  });
});
