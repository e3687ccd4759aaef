// The publish flow (spec 2 §4 "Publish flow") and the Review step's display rules (spec 2 §2 "Prep-to-send step",
// §6, §9 price estimate).
import { describe, expect, it } from "vitest";
import {
  PUBLISH_IDLE,
  isPanelStudy,
  liveLinkHeader,
  problemsFromInvalidParams,
  productsPerRespondent,
  publishReducer,
  reviewPriceEstimate,
  responseSize,
  showFinishModal,
  showPreviewButton,
  type TPublishEvent,
  type TPublishProblem,
  type TPublishState,
} from "@/lib/builder/publish-flow";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { question, builderStudy } from "./fixture";

const run = (events: TPublishEvent[], from: TPublishState = PUBLISH_IDLE) => events.reduce(publishReducer, from);
const noProducts: TPublishProblem = { key: "min_products", message: "Studies should have at least 1 product.", blocking: true };
const salesPlan: TPublishProblem = { key: "sales_plan", message: "The sales plan is empty.", blocking: false };

describe("publish flow", () => {
  it("validation runs first: blocking problems open the issues dialog and never reach the count", () => {
    const s = run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [noProducts, salesPlan] }]);
    expect(s).toEqual({ phase: "issues", problems: [noProducts] });
    expect(run([{ type: "counted", count: 3 }], s)).toBe(s);
    expect(run([{ type: "fix-errors" }], s)).toEqual(PUBLISH_IDLE);
  });

  it("without blocking problems the count is fetched, then 'Ready to Send?' shows the warnings", () => {
    const s = run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [salesPlan] }]);
    expect(s).toEqual({ phase: "counting", warnings: [salesPlan] });
    expect(run([{ type: "counted", count: 0 }], s)).toEqual({ phase: "confirm", count: 0, warnings: [salesPlan] });
  });

  it("no responses: Yes, publish publishes without deleting answers", () => {
    const s = run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [] }, { type: "counted", count: 0 }, { type: "publish" }]);
    expect(s).toEqual({ phase: "publishing", deleteAnswers: false });
    expect(run([{ type: "published" }], s)).toEqual(PUBLISH_IDLE);
  });

  it("responses exist: a second dialog offers keep or delete; keep publishes with delete_answers false", () => {
    const s = run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [] }, { type: "counted", count: 4 }, { type: "publish" }]);
    expect(s).toEqual({ phase: "responses", count: 4 });
    expect(run([{ type: "keep" }], s)).toEqual({ phase: "publishing", deleteAnswers: false });
  });

  it("delete asks a third, final confirmation before publishing with delete_answers true", () => {
    const s = run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [] }, { type: "counted", count: 2 }, { type: "publish" }, { type: "delete" }]);
    expect(s).toEqual({ phase: "confirm-delete", count: 2 });
    expect(run([{ type: "confirm-delete" }], s)).toEqual({ phase: "publishing", deleteAnswers: true });
    expect(run([{ type: "cancel" }], s)).toEqual({ phase: "responses", count: 2 });
  });

  it("Cancel on 'Ready to Send?' ends the flow; a failed save or count stops it", () => {
    expect(run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [] }, { type: "counted", count: 0 }, { type: "cancel" }])).toEqual(PUBLISH_IDLE);
    expect(run([{ type: "start" }, { type: "saved", ok: false }])).toEqual(PUBLISH_IDLE);
    expect(run([{ type: "start" }, { type: "saved", ok: true }, { type: "checked", problems: [] }, { type: "count-failed" }])).toEqual(PUBLISH_IDLE);
  });

  it("a server 409 with invalid_params shows the same issues dialog", () => {
    const publishing: TPublishState = { phase: "publishing", deleteAnswers: false };
    const problems = problemsFromInvalidParams([
      { name: "products", reason: "Studies should have at least 1 product." },
      { name: "products.0", reason: "Studies should have at least 1 product." },
      { name: "template", reason: "You cannot publish a template study." },
    ]);
    expect(problems.map((p) => p.message)).toEqual(["Studies should have at least 1 product.", "You cannot publish a template study."]);
    expect(run([{ type: "server-issues", problems }], publishing)).toEqual({ phase: "issues", problems });
  });

  it("ignores events that do not belong to the phase (double clicks, late answers)", () => {
    const publishing: TPublishState = { phase: "publishing", deleteAnswers: true };
    expect(run([{ type: "publish" }, { type: "cancel" }, { type: "start" }], publishing)).toBe(publishing);
    expect(run([{ type: "counted", count: 5 }])).toEqual(PUBLISH_IDLE);
    expect(run([{ type: "start" }, { type: "start" }])).toEqual({ phase: "checking", saved: false });
    // The checks wait for the save: they must see the study as the server has it.
    expect(run([{ type: "start" }, { type: "checked", problems: [] }])).toEqual({ phase: "checking", saved: false });
  });

  it("the spec texts of the dialogs are kept verbatim", () => {
    expect(BUILDER_MSG.publishIssues).toBe("There are some issues with your study! You won't be able to publish yet.");
    expect(BUILDER_MSG.readyToSendTitle).toBe("Ready to Send?");
    expect(BUILDER_MSG.readyToSendBody).toBe("You won't be able to make further changes to this campaign after publishing. Are you sure?");
    expect([BUILDER_MSG.cancel, BUILDER_MSG.yesPublish, BUILDER_MSG.fixErrors]).toEqual(["Cancel", "Yes, publish", "Fix errors"]);
    expect(BUILDER_MSG.published).toBe("Campaign published.");
    expect(BUILDER_MSG.reloadError).toBe("Error, please reload");
  });
});

describe("review step rules", () => {
  const admin = { isAdmin: true, viewAsUser: false, features: { gatesAndDates: true } };
  const asUser = { ...admin, viewAsUser: true };
  const user = { isAdmin: false, viewAsUser: false, features: { gatesAndDates: true } };
  const texts = { admin: BUILDER_MSG.liveLinkAdmin, plain: BUILDER_MSG.liveLink };
  const panel = builderStudy({ audiences: [{ _id: "b".repeat(24), audience_type: "panel", country: "us", consumer_profile: null, panel_provider: null, redirect_links: { complete: null, terminate: null, quota_full: null } }] });
  const crm = builderStudy();

  it("a panel study has a panel type or a panel audience", () => {
    expect(isPanelStudy(panel)).toBe(true);
    expect(isPanelStudy(builderStudy({ panel_type: "lucid" }))).toBe(true);
    expect(isPanelStudy(builderStudy({ panel_type: "  " }))).toBe(false);
    expect(isPanelStudy(crm)).toBe(false);
  });

  it("'Live Link (Admin Only)' for admins on panel studies only", () => {
    expect(liveLinkHeader(panel, admin, texts)).toBe("Live Link (Admin Only)");
    expect(liveLinkHeader(crm, admin, texts)).toBe("Live Link");
    expect(liveLinkHeader(panel, user, texts)).toBe("Live Link");
    expect(liveLinkHeader(panel, asUser, texts)).toBe("Live Link");
  });

  it("the preview button: gates-and-dates + panel audience, for non-admins or admins viewing as a user", () => {
    expect(showPreviewButton(panel, user)).toBe(true);
    expect(showPreviewButton(panel, asUser)).toBe(true);
    expect(showPreviewButton(panel, admin)).toBe(false);
    expect(showPreviewButton(crm, user)).toBe(false);
    expect(showPreviewButton(panel, { ...user, features: { gatesAndDates: false } })).toBe(false);
  });

  it("price estimate: 250 per country × max(questions / limit, 1), one country unless international", () => {
    const qs = (n: number) => Array.from({ length: n }, (_, i) => question(i));
    expect(reviewPriceEstimate(builderStudy({ questions: qs(3) }))).toBe(250);
    expect(reviewPriceEstimate(builderStudy({ questions: qs(30) }))).toBe(500);
    expect(reviewPriceEstimate(builderStudy({ questions: qs(30), limit: { active: true, number: 10 } }))).toBe(750);
    expect(reviewPriceEstimate(builderStudy({ questions: qs(30), limit: { active: false, number: 10 } }))).toBe(500);
    expect(reviewPriceEstimate(builderStudy({ questions: qs(15), countries: ["us", "gb"] }))).toBe(500);
    // Disabled questions are not asked, so they do not count.
    expect(reviewPriceEstimate(builderStudy({ questions: [...qs(30), ...qs(30).map((q) => ({ ...q, disabled: true }))] }))).toBe(500);
  });

  it("products per respondent are capped by the active limit and by fifteen", () => {
    const qs = (n: number) => Array.from({ length: n }, (_, i) => question(i));
    expect(productsPerRespondent(builderStudy({ questions: qs(20) }))).toBe(15);
    expect(productsPerRespondent(builderStudy({ questions: qs(20), limit: { active: true, number: 8 } }))).toBe(8);
    expect(productsPerRespondent(builderStudy({ questions: qs(4), limit: { active: true, number: 8 } }))).toBe(4);
    // A limit above 15 (stored before P10) shows what the live survey gives: 15 (lib/survey/rules.ts#productCap).
    expect(productsPerRespondent(builderStudy({ questions: qs(20), limit: { active: true, number: 20 } }))).toBe(15);
  });

  it("the finish modal ('Great') follows Finish only for a study that is not published", () => {
    expect(showFinishModal("Draft")).toBe(true);
    for (const st of ["Active", "Closed", "Archived"]) expect(showFinishModal(st)).toBe(false);
    expect(BUILDER_MSG.great).toBe("Great");
  });

  it("the response size is the respondent limit, else the stat-significance count", () => {
    expect(responseSize({ respondent_limit: 300, stat_significance_count: 200 })).toBe(300);
    expect(responseSize({ respondent_limit: null, stat_significance_count: 200 })).toBe(200);
    expect(responseSize({ respondent_limit: null, stat_significance_count: null })).toBeNull();
  });
});
