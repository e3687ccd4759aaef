// The study card action menu (spec 3 §2 "Study card action menu", §6 roles), checked over every combination of
// status × role × gates-and-dates × template × type × v2, one spec bullet at a time, then as a whole.
import { describe, expect, it } from "vitest";
import { ADMIN_ONLY_SUFFIX, MENU_ACTIONS, MENU_LABELS, studyMenu, type TMenuAction, type TMenuInput } from "@/lib/studies/menu";
import { STUDY_STATUSES } from "@/lib/studies/status";

const ROLES = {
  admin: { isAdmin: true, canWriteSurvey: false },
  writer: { isAdmin: false, canWriteSurvey: true },
  reader: { isAdmin: false, canWriteSurvey: false },
} as const;
type TRole = keyof typeof ROLES;
const TYPES = ["line_review", "early_stage", "legacy", "pulse", "it", null] as const;

interface TCase extends TMenuInput { role: TRole }
const CASES: TCase[] = [];
for (const status of STUDY_STATUSES)
  for (const role of Object.keys(ROLES) as TRole[])
    for (const gatesAndDates of [false, true])
      for (const template of [false, true])
        for (const type of TYPES)
          for (const isV2 of [false, true]) CASES.push({ status, role, ...ROLES[role], gatesAndDates, template, type, isV2 });

const actions = (c: TMenuInput) => studyMenu(c).map((i) => i.action);
const has = (c: TMenuInput, a: TMenuAction) => actions(c).includes(a);
const where = (pred: (c: TCase) => boolean) => CASES.filter(pred);

// spec 3 §6 "Without survey write access these menu actions are hidden" (+ sales-data import, which is the sales
// plan's import, and archive, a write: our decisions).
const HIDDEN_WITHOUT_WRITE: TMenuAction[] = [
  "link", "duplicate", "delete", "sales_plan", "publish", "edit", "clear_answers", "close", "reopen", "to_draft",
  "view_as_user", "change_dp",
];
// spec 3 §6 "Admin-only when the brand has the gates-and-dates feature".
const GATED: TMenuAction[] = [
  "results", "publish", "edit", "clear_answers", "close", "reopen", "to_draft", "sales_plan", "view_as_user",
  "change_dp", "submission_stats",
];
// spec 3 §6 "Admin-only when the brand lacks the gates-and-dates feature: sales plan and submission stats".
const MS_ONLY: TMenuAction[] = ["sales_plan", "submission_stats"];

describe("spec 3 §2 state rules of the menu", () => {
  it(`covers ${CASES.length} combinations`, () => expect(CASES.length).toBe(3 * 3 * 2 * 2 * TYPES.length * 2));

  it("Publish is offered only in Draft", () => {
    for (const c of where((c) => c.status !== "Draft")) expect(has(c, "publish")).toBe(false);
    for (const c of where((c) => c.status === "Draft" && c.role === "admin")) expect(has(c, "publish")).toBe(true);
  });

  it("Close and Revert are offered only in Active", () => {
    for (const c of where((c) => c.status !== "Active")) {
      expect(has(c, "close")).toBe(false);
      expect(has(c, "to_draft")).toBe(false);
    }
    for (const c of where((c) => c.status === "Active" && c.role === "admin")) {
      expect(has(c, "close")).toBe(true);
      expect(has(c, "to_draft")).toBe(true);
    }
  });

  it("Re-open is offered only in Closed", () => {
    for (const c of where((c) => c.status !== "Closed")) expect(has(c, "reopen")).toBe(false);
    for (const c of where((c) => c.status === "Closed" && c.role !== "reader" && (c.role === "admin" || !c.gatesAndDates))) {
      expect(has(c, "reopen")).toBe(true);
    }
  });

  it("Edit is hidden for Closed studies", () => {
    for (const c of where((c) => c.status === "Closed")) expect(has(c, "edit")).toBe(false);
    for (const c of where((c) => c.status !== "Closed" && c.role === "admin")) expect(has(c, "edit")).toBe(true);
  });

  it("Sales-data import is offered only for line_review studies; the sales plan on every type (spec 3 §6)", () => {
    for (const c of where((c) => c.type !== "line_review")) expect(has(c, "sales_import")).toBe(false);
    for (const c of where((c) => c.type === "line_review" && c.role === "admin")) expect(has(c, "sales_import")).toBe(true);
    for (const c of where((c) => c.role === "admin")) expect(has(c, "sales_plan"), JSON.stringify(c)).toBe(true);
  });

  it("Archive applies to v2 studies only (spec 3 §4)", () => {
    for (const c of where((c) => !c.isV2)) expect(has(c, "archive")).toBe(false);
    for (const c of where((c) => c.isV2 && c.role !== "reader")) expect(has(c, "archive")).toBe(true);
  });
});

describe("spec 3 §6 roles in the menu", () => {
  it("without survey write access link, duplicate, delete, sales plan, publish, edit, clear answers, close, reopen, revert, view as user and change DP are hidden", () => {
    for (const c of where((c) => c.role === "reader")) {
      const shown = actions(c);
      for (const a of HIDDEN_WITHOUT_WRITE) expect(shown, `${a} in ${JSON.stringify(c)}`).not.toContain(a);
      expect(shown).not.toContain("archive");
    }
  });

  it("a read-only user still sees results (without gates and dates); nothing else needs write", () => {
    for (const c of where((c) => c.role === "reader" && !c.gatesAndDates)) expect(actions(c)).toEqual(["results"]);
    for (const c of where((c) => c.role === "reader" && c.gatesAndDates)) expect(actions(c)).toEqual([]);
  });

  it("without gates and dates, sales plan and submission stats are admin-only and labelled \"(M/S Only)\"", () => {
    for (const c of where((c) => !c.gatesAndDates)) {
      const menu = studyMenu(c);
      for (const a of [...MS_ONLY, "sales_import" as const]) {
        const item = menu.find((i) => i.action === a);
        if (c.role !== "admin") expect(item).toBeUndefined();
        else if (a !== "sales_import" || c.type === "line_review") expect(item?.label).toBe(`${MENU_LABELS[a]}${ADMIN_ONLY_SUFFIX}`);
      }
      expect(menu.filter((i) => i.label.endsWith(ADMIN_ONLY_SUFFIX)).every((i) => [...MS_ONLY, "sales_import"].includes(i.action))).toBe(true);
    }
    expect(studyMenu({ ...ROLES.admin, status: "Draft", gatesAndDates: false, template: false, type: "line_review", isV2: false })
      .find((i) => i.action === "sales_plan")?.label).toBe("Sales Plan (M/S Only)");
  });

  it("with gates and dates, results, publish, edit, clear answers, close, reopen, revert, sales plan, view as user, change DP and submission stats are admin-only, without the suffix", () => {
    for (const c of where((c) => c.gatesAndDates && c.role !== "admin")) {
      for (const a of GATED) expect(has(c, a), `${a} in ${JSON.stringify(c)}`).toBe(false);
    }
    for (const c of where((c) => c.gatesAndDates)) {
      expect(studyMenu(c).some((i) => i.label.endsWith(ADMIN_ONLY_SUFFIX))).toBe(false);
    }
    // A writer still gets the non-gated write actions.
    const writer = { ...ROLES.writer, status: "Draft" as const, gatesAndDates: true, template: false, type: "early_stage", isV2: true };
    expect(actions(writer)).toEqual(["link", "duplicate", "delete", "archive"]);
  });

  it("template studies hide publish and close from non-admins, not from admins", () => {
    for (const c of where((c) => c.template && c.role !== "admin")) {
      expect(has(c, "publish")).toBe(false);
      expect(has(c, "close")).toBe(false);
    }
    for (const c of where((c) => c.template && c.role === "admin")) {
      expect(has(c, "publish")).toBe(c.status === "Draft");
      expect(has(c, "close")).toBe(c.status === "Active");
    }
    for (const c of where((c) => !c.template && c.role === "writer" && !c.gatesAndDates)) {
      expect(has(c, "publish")).toBe(c.status === "Draft");
      expect(has(c, "close")).toBe(c.status === "Active");
    }
  });

  it("revert to draft is admin-only", () => {
    for (const c of where((c) => c.role !== "admin")) expect(has(c, "to_draft")).toBe(false);
  });

  it("admins see every action the state, type and version allow, in menu order", () => {
    const admin: TMenuInput = { ...ROLES.admin, status: "Active", gatesAndDates: true, template: true, type: "line_review", isV2: true };
    expect(actions(admin)).toEqual([
      "link", "duplicate", "delete", "sales_plan", "sales_import", "edit", "clear_answers", "close", "to_draft",
      "view_as_user", "change_dp", "results", "submission_stats", "archive",
    ]);
  });
});

describe("the whole menu against an oracle written from the spec bullets", () => {
  function expected(c: TCase): TMenuAction[] {
    const admin = c.role === "admin";
    const write = admin || c.role === "writer";
    return MENU_ACTIONS.filter((a) => {
      if (a === "publish" && (c.status !== "Draft" || (c.template && !admin))) return false;
      if (a === "close" && (c.status !== "Active" || (c.template && !admin))) return false;
      if (a === "to_draft" && (c.status !== "Active" || !admin)) return false;
      if (a === "reopen" && c.status !== "Closed") return false;
      if (a === "edit" && c.status === "Closed") return false;
      if (a === "sales_import" && c.type !== "line_review") return false;
      if (a === "archive" && !c.isV2) return false;
      if (!write && ([...HIDDEN_WITHOUT_WRITE, "sales_import", "archive"] as TMenuAction[]).includes(a)) return false;
      if (c.gatesAndDates && !admin && ([...GATED, "sales_import"] as TMenuAction[]).includes(a)) return false;
      if (!c.gatesAndDates && !admin && ([...MS_ONLY, "sales_import"] as TMenuAction[]).includes(a)) return false;
      return true;
    });
  }

  it("matches for every combination", () => {
    for (const c of CASES) expect(actions(c), JSON.stringify(c)).toEqual(expected(c));
  });
});
