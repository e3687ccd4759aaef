// Grouped-study split (lib/survey/group-split.ts; spec 3 §3 SurveyGroup.logic: percent = Even Split, reach = Fill In
// Order, combined = Even Split With Limits).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickGroupMember, type TGroupMember } from "@/lib/survey/group-split";

const m = (short_id: string, over: Partial<TGroupMember> = {}): TGroupMember => ({ short_id, status: "Active", order: 0, limit: null, respondents: 0, completes: 0, ...over });

describe("Even Split (percent)", () => {
  it("sends to the Active member with the fewest respondents, ties to the earlier one", () => {
    expect(pickGroupMember([m("a", { order: 0, respondents: 5 }), m("b", { order: 1, respondents: 3 }), m("c", { order: 2, respondents: 3 })], "percent")?.short_id).toBe("b");
    expect(pickGroupMember([m("a", { order: 1 }), m("b", { order: 0 })], "percent")?.short_id).toBe("b");
  });

  it("skips Draft and Closed members and ignores limits", () => {
    const members = [m("a", { status: "Closed" }), m("b", { status: "Draft" }), m("c", { order: 2, respondents: 9, limit: 1, completes: 5 })];
    expect(pickGroupMember(members, "percent")?.short_id).toBe("c");
    expect(pickGroupMember([m("a", { status: "Closed" })], "percent")).toBeNull();
  });

  it("keeps members within one respondent of each other over many arrivals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 200 }), (n, arrivals) => {
        const members = Array.from({ length: n }, (_, i) => m(`s${i}`, { order: i }));
        for (let k = 0; k < arrivals; k++) pickGroupMember(members, "percent")!.respondents += 1;
        const counts = members.map((x) => x.respondents);
        expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("Fill In Order (reach)", () => {
  it("fills the first member up to its limit, then the next", () => {
    const members = [m("a", { order: 0, limit: 2 }), m("b", { order: 1, limit: 3 })];
    const sent: string[] = [];
    for (let k = 0; k < 6; k++) {
      const pick = pickGroupMember(members, "reach");
      if (!pick) break;
      sent.push(pick.short_id);
      pick.completes += 1; // every respondent completes
    }
    expect(sent).toEqual(["a", "a", "b", "b", "b"]);
    expect(pickGroupMember(members, "reach")).toBeNull();
  });

  it("skips members that are not Active", () => {
    expect(pickGroupMember([m("a", { status: "Closed", limit: 5 }), m("b", { order: 1, limit: 5 })], "reach")?.short_id).toBe("b");
  });
});

describe("Even Split With Limits (combined)", () => {
  it("splits evenly among the members still under their limit", () => {
    const members = [m("a", { order: 0, limit: 1, completes: 1, respondents: 1 }), m("b", { order: 1, limit: 10, respondents: 4 }), m("c", { order: 2, limit: 10, respondents: 2 })];
    expect(pickGroupMember(members, "combined")?.short_id).toBe("c");
  });

  it("gives null when every Active member is at its limit", () => {
    expect(pickGroupMember([m("a", { limit: 1, completes: 1 }), m("b", { status: "Draft" })], "combined")).toBeNull();
  });

  it("never picks a member at its limit or one that is not Active", () => {
    const arbMember = fc.record({
      status: fc.constantFrom("Draft" as const, "Active" as const, "Closed" as const),
      limit: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      respondents: fc.nat(20),
      completes: fc.nat(8),
    });
    fc.assert(
      fc.property(fc.array(arbMember, { maxLength: 8 }), fc.constantFrom("percent" as const, "reach" as const, "combined" as const), (rows, logic) => {
        const members = rows.map((r, i) => m(`s${i}`, { ...r, order: i }));
        const pick = pickGroupMember(members, logic);
        if (pick) expect(pick.status).toBe("Active");
        if (pick && logic !== "percent") expect(pick.limit === null || pick.completes < pick.limit).toBe(true);
        if (!pick && logic === "percent") expect(members.every((x) => x.status !== "Active")).toBe(true);
      }),
    );
  });
});
