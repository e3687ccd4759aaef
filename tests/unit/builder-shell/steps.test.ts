// The wizard's steps, locking, read-only rule, Back destinations and query parameters (spec 2 §2 "Wizard route",
// "Back destinations", §4, §6).
import { describe, expect, it } from "vitest";
import {
  availableSteps,
  backDestination,
  initialStep,
  isLocked,
  isReadOnly,
  nextStep,
  parseBuilderQuery,
  previousStep,
  primaryAction,
  toBuilderStep,
  builderPath,
} from "@/lib/builder/steps";
import { BUILDER_STEPS } from "@/lib/builder/study";

const B = "b".repeat(24);
const A = "c".repeat(24);
const S = "d".repeat(24);
const draft = { status: "Draft", countries: ["us"], config: {} as Record<string, boolean> };
const user = { isAdmin: false, viewAsUser: false };
const admin = { isAdmin: true, viewAsUser: false };
const adminAsUser = { isAdmin: false, viewAsUser: true };

describe("Back destinations (spec 2 §2 table)", () => {
  it.each([
    ["homepage", `/brand/${B}/timeline`],
    ["all tests", `/brand/${B}/tests`],
    ["assortment dashboard", `/brand/${B}/assortment/${A}`],
    [null, `/brand/${B}/assortment/${A}/tests`],
    ["anything else", `/brand/${B}/assortment/${A}/tests`],
  ])("from=%s → %s", (from, to) => {
    expect(backDestination(from, B, A)).toBe(to);
  });
  it("spellings of 'all tests' from links and forms mean the same", () => {
    for (const f of ["all-tests", "All+Tests", "all_tests", " ALL TESTS "]) expect(backDestination(f, B, A)).toBe(`/brand/${B}/tests`);
  });
  it("without an assortment, Back goes to /", () => {
    for (const f of [null, "homepage", "all tests", "assortment dashboard"]) expect(backDestination(f, B, null)).toBe("/");
  });
});

describe("steps (spec 2 §2)", () => {
  it("lists every step in wizard order; a template config without demographic questions hides Consumers", () => {
    expect(availableSteps(draft, user)).toEqual([...BUILDER_STEPS]);
    expect(availableSteps({ ...draft, config: { demographic_questions: false } }, user)).not.toContain("customers");
    expect(availableSteps(draft, admin, { implemented: BUILDER_STEPS })).toEqual([...BUILDER_STEPS]);
  });
  it("steps= limits the wizard, keeping wizard order; an empty or unknown limit is ignored", () => {
    expect(availableSteps(draft, user, { limit: ["prep-to-send", "products"] })).toEqual(["products", "prep-to-send"]);
    expect(availableSteps(draft, user, { limit: ["customers"] })).toEqual(["customers"]);
    expect(availableSteps({ ...draft, config: { demographic_questions: false } }, user, { limit: ["customers"] })).toEqual(
      availableSteps({ ...draft, config: { demographic_questions: false } }, user),
    );
  });
  it("the last step of a steps= limit shows Finish; the last step otherwise has its own buttons", () => {
    const limited = ["start", "products"] as const;
    expect(primaryAction("start", limited, true)).toBe("next");
    expect(primaryAction("products", limited, true)).toBe("finish");
    expect(primaryAction("prep-to-send", availableSteps(draft, user), false)).toBeNull();
    expect(primaryAction("start", availableSteps(draft, user), false)).toBe("next");
  });
  it("next / previous / initial step", () => {
    const steps = availableSteps(draft, user);
    expect(nextStep("start", steps)).toBe("products");
    expect(nextStep("prep-to-send", steps)).toBeNull();
    expect(previousStep("start", steps)).toBeNull();
    expect(previousStep("sales-plan", steps)).toBe("products");
    expect(initialStep("sales-plan", steps)).toBe("sales-plan");
    expect(initialStep("customers", steps)).toBe("customers");
    expect(initialStep("customers", steps.filter((s) => s !== "customers"))).toBe("start");
    expect(initialStep(null, ["products", "prep-to-send"])).toBe("products");
  });
});

describe("locked routes (spec 2 §2, §6): non-admins only", () => {
  it("the brand flag, the study flag or view=user lock the wizard to products, sales-plan and prep-to-send", () => {
    const locked = ["products", "sales-plan", "prep-to-send"];
    expect(availableSteps(draft, user, { brandLocked: true })).toEqual(locked);
    expect(availableSteps({ ...draft, config: { locked_wizard_routes: true } }, user)).toEqual(locked);
    expect(availableSteps(draft, adminAsUser)).toEqual(locked);
    expect(availableSteps(draft, { isAdmin: false, viewAsUser: true })).toEqual(locked);
  });
  it("international tests keep the international step too", () => {
    const intl = { ...draft, countries: ["us", "gb"] };
    expect(availableSteps(intl, user, { brandLocked: true, implemented: BUILDER_STEPS })).toEqual(["products", "sales-plan", "international", "prep-to-send"]);
    expect(availableSteps(draft, user, { brandLocked: true, implemented: BUILDER_STEPS })).toEqual(["products", "sales-plan", "prep-to-send"]);
  });
  it("admins acting as themselves are never locked", () => {
    expect(isLocked({ config: { locked_wizard_routes: true } }, admin, true)).toBe(false);
    expect(availableSteps(draft, admin, { brandLocked: true })).toContain("start");
    expect(isLocked({ config: {} }, user, false)).toBe(false);
  });
});

describe("read-only (spec 2 §4)", () => {
  const base = { status: "Draft", viewOnly: false, locked: false, translating: false };
  it("only a Draft is editable", () => {
    expect(isReadOnly(base)).toBe(false);
    for (const status of ["Active", "Closed", "Scheduled"]) expect(isReadOnly({ ...base, status })).toBe(true);
  });
  it("the viewonly path, a lock or a translation in progress make it read-only", () => {
    expect(isReadOnly({ ...base, viewOnly: true })).toBe(true);
    expect(isReadOnly({ ...base, locked: true })).toBe(true);
    expect(isReadOnly({ ...base, translating: true })).toBe(true);
  });
});

describe("query parameters (spec 2 §2)", () => {
  it("reads step, steps, hidenav, from, view and assortmentId", () => {
    const q = parseBuilderQuery(`?step=sales-plan&steps=start,products,nope&hidenav=true&from=all%20tests&view=user&assortmentId=${A}`);
    expect(q).toEqual({ step: "sales-plan", steps: ["start", "products"], hidenav: true, from: "all tests", viewAsUser: true, assortmentId: A });
  });
  it("defaults, and step=review means prep-to-send", () => {
    expect(parseBuilderQuery("")).toEqual({ step: null, steps: null, hidenav: false, from: null, viewAsUser: false, assortmentId: null });
    expect(parseBuilderQuery({ step: "review", hidenav: "false", view: ["user", "x"] })).toMatchObject({ step: "prep-to-send", hidenav: false, viewAsUser: true });
    expect(toBuilderStep("Start")).toBe("start");
    expect(toBuilderStep("bogus")).toBeNull();
  });
  it("wizard paths: the assortment form, the optional-assortment form and viewonly", () => {
    expect(builderPath(B, S, A)).toBe(`/brand/${B}/assortment/${A}/campaign-wizard/${S}`);
    expect(builderPath(B, S, null)).toBe(`/brand/${B}/campaign-wizard/${S}`);
    expect(builderPath(B, S, A, true)).toBe(`/brand/${B}/assortment/${A}/campaign-wizard/${S}/viewonly`);
  });
});
