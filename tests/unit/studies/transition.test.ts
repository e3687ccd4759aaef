// The study transition table (spec 3 §4 states and transitions, §6 roles): every status × action × role ×
// template combination, one rule at a time, then against an oracle written from the table.
import { describe, expect, it } from "vitest";
import { STATUS_META, STUDY_STATUSES, STUDY_TRANSITIONS, isStudyStatus, isV2Version, transition, type TStudyStatus, type TStudyTransition } from "@/lib/studies/status";

const ROLES = {
  admin: { isAdmin: true, canWriteSurvey: false },
  adminWriter: { isAdmin: true, canWriteSurvey: true },
  writer: { isAdmin: false, canWriteSurvey: true },
  reader: { isAdmin: false, canWriteSurvey: false },
} as const;
type TRole = keyof typeof ROLES;

interface TCase { from: TStudyStatus; action: TStudyTransition; role: TRole; template: boolean }
const CASES: TCase[] = [];
for (const from of STUDY_STATUSES)
  for (const action of STUDY_TRANSITIONS)
    for (const role of Object.keys(ROLES) as TRole[])
      for (const template of [false, true]) CASES.push({ from, action, role, template });

const run = (c: TCase) => transition(c.from, c.action, ROLES[c.role], { internalTemplate: c.template });

describe("spec 3 §4 statuses", () => {
  it("are Draft, Active, Closed coloured yellow, blue, green and sorted 1, 2, 3", () => {
    expect(STUDY_STATUSES).toEqual(["Draft", "Active", "Closed"]);
    expect(STUDY_STATUSES.map((s) => STATUS_META[s].colour)).toEqual(["yellow", "blue", "green"]);
    expect(STUDY_STATUSES.map((s) => STATUS_META[s].order)).toEqual([1, 2, 3]);
  });
  it("accepts no other status value", () => {
    for (const s of ["draft", "Archived", "", "Published", "active"]) expect(isStudyStatus(s)).toBe(false);
    for (const s of STUDY_STATUSES) expect(isStudyStatus(s)).toBe(true);
  });
  it("a study counts as v2 when its version matches 2.x.y", () => {
    for (const v of ["2.0.0", "2.13.4"]) expect(isV2Version(v)).toBe(true);
    for (const v of ["1.0.0", "2.0", "2", "v2.0.0", "2.0.0-beta", "12.0.0", "", null, undefined]) expect(isV2Version(v)).toBe(false);
  });
});

describe("spec 3 §4 table, one row at a time (writer on a normal study)", () => {
  const w = ROLES.writer;
  it("Draft → Publish → Active, stamping date_published", () => {
    expect(transition("Draft", "publish", w)).toEqual({ ok: true, to: "Active", stamp: "date_published" });
  });
  it("Active → Close Study → Closed, stamping date_closed", () => {
    expect(transition("Active", "close", w)).toEqual({ ok: true, to: "Closed", stamp: "date_closed" });
  });
  it("Closed → Re-open Study → Active, stamping date_reopened", () => {
    expect(transition("Closed", "reopen", w)).toEqual({ ok: true, to: "Active", stamp: "date_reopened" });
  });
  it("Active or Closed → Revert to Draft → Draft, admin only", () => {
    for (const from of ["Active", "Closed"] as const) {
      expect(transition(from, "to_draft", ROLES.admin)).toEqual({ ok: true, to: "Draft", stamp: null });
      expect(transition(from, "to_draft", w)).toEqual({ ok: false, reason: "forbidden" });
    }
  });
  it("refuses what the table does not list with a conflict", () => {
    expect(transition("Draft", "close", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Active", "reopen", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Closed", "publish", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Active", "publish", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Draft", "reopen", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Closed", "close", w)).toEqual({ ok: false, reason: "conflict" });
    expect(transition("Draft", "to_draft", ROLES.admin)).toEqual({ ok: false, reason: "conflict" });
  });
  it("clear answers and delete keep the status and are allowed in every status", () => {
    for (const from of STUDY_STATUSES) {
      expect(transition(from, "clear_answers", w)).toEqual({ ok: true, to: from, stamp: null });
      expect(transition(from, "delete", w)).toEqual({ ok: true, to: from, stamp: null });
    }
  });
});

describe("spec 3 §6 roles on transitions", () => {
  it("a user without survey write can do nothing, in any status", () => {
    for (const c of CASES.filter((c) => c.role === "reader")) expect(run(c)).toEqual({ ok: false, reason: "forbidden" });
  });
  it("admins always pass the role checks (even without an explicit survey write)", () => {
    for (const c of CASES.filter((c) => c.role === "admin" || c.role === "adminWriter")) {
      expect(run(c)).not.toEqual({ ok: false, reason: "forbidden" });
    }
  });
  it("templates: publish and close are admin-only; the other actions are not affected", () => {
    for (const c of CASES.filter((c) => c.template && c.role === "writer")) {
      const r = run(c);
      if (c.action === "publish" || c.action === "close") expect(r).toEqual({ ok: false, reason: "forbidden" });
      else expect(r).toEqual(run({ ...c, template: false }));
    }
    expect(transition("Draft", "publish", ROLES.admin, { internalTemplate: true }).ok).toBe(true);
    expect(transition("Active", "close", ROLES.admin, { internalTemplate: true }).ok).toBe(true);
  });
  it("role failures come before state failures (403 before 409)", () => {
    expect(transition("Draft", "close", ROLES.reader)).toEqual({ ok: false, reason: "forbidden" });
    expect(transition("Draft", "to_draft", ROLES.writer)).toEqual({ ok: false, reason: "forbidden" });
    expect(transition("Closed", "publish", ROLES.writer, { internalTemplate: true })).toEqual({ ok: false, reason: "forbidden" });
  });
});

describe("every combination against an oracle written from spec 3 §4 and §6", () => {
  const TABLE: Record<TStudyTransition, [TStudyStatus[], TStudyStatus | "same"]> = {
    publish: [["Draft"], "Active"],
    close: [["Active"], "Closed"],
    reopen: [["Closed"], "Active"],
    to_draft: [["Active", "Closed"], "Draft"],
    clear_answers: [["Draft", "Active", "Closed"], "same"],
    delete: [["Draft", "Active", "Closed"], "same"],
  };
  const STAMPS: Partial<Record<TStudyTransition, string>> = { publish: "date_published", close: "date_closed", reopen: "date_reopened" };

  it(`matches for all ${CASES.length} combinations`, () => {
    expect(CASES.length).toBe(3 * STUDY_TRANSITIONS.length * 4 * 2);
    for (const c of CASES) {
      const admin = c.role === "admin" || c.role === "adminWriter";
      const write = admin || c.role === "writer";
      const [from, to] = TABLE[c.action];
      let want;
      if (!write) want = { ok: false, reason: "forbidden" };
      else if (c.action === "to_draft" && !admin) want = { ok: false, reason: "forbidden" };
      else if (c.template && !admin && (c.action === "publish" || c.action === "close")) want = { ok: false, reason: "forbidden" };
      else if (!from.includes(c.from)) want = { ok: false, reason: "conflict" };
      else want = { ok: true, to: to === "same" ? c.from : to, stamp: STAMPS[c.action] ?? null };
      expect(run(c), JSON.stringify(c)).toEqual(want);
    }
  });
});
