// The wizard's draft and save body (spec 2 §4 "sending only changed fields"; contract: date_modified always).
import { describe, expect, it } from "vitest";
import { mergeDraft, pendingAfterSave, saveBody, studyToDraft } from "@/lib/builder/draft";
import { ZStudySave } from "@/lib/builder/study";
import { question, builderStudy } from "../builder-publish/fixture";

describe("draft", () => {
  it("is the study in the save shape, valid for ZStudySave", () => {
    const [p1, p2] = ["1".repeat(24), "2".repeat(24)];
    const s = builderStudy({ questions: [question(2, { product: p2 }), question(1, { product: p1, merchantAllocationValue: 5 })], owned_by: null });
    const d = studyToDraft(s);
    // In the study's order (question order), with each product's sales plan.
    expect(d.products).toEqual([
      { product: p1, sales_plan: 5, msrp_initial: null, disabled: false },
      { product: p2, sales_plan: null, msrp_initial: null, disabled: false },
    ]);
    expect(ZStudySave.safeParse({ ...d, date_modified: s.date_modified }).success).toBe(true);
  });
  it("merges local edits over the study", () => {
    expect(mergeDraft(builderStudy({ title: "Old" }), { title: "New" }).title).toBe("New");
  });
  it("the save body has only changed fields and date_modified", () => {
    const s = builderStudy({ title: "Same", date_modified: "2026-02-02T00:00:00.000Z" });
    expect(saveBody(s, {})).toBeNull();
    expect(saveBody(s, { title: "Same" })).toBeNull();
    expect(saveBody(s, { title: "Other", random: s.random })).toEqual({ title: "Other", date_modified: "2026-02-02T00:00:00.000Z" });
  });
  it("edits made while a save was in flight stay pending", () => {
    expect(pendingAfterSave({ title: "A" }, { title: "A" })).toEqual({});
    expect(pendingAfterSave({ title: "A" }, { title: "B", random: false })).toEqual({ title: "B", random: false });
  });
});
