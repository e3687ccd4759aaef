// The learnings report's pages (spec 3 §2 "Report pages hold 4 takeaways, 2 per row") and the editor's form rules
// (lib/learnings/form.ts: the server's own limits; "" in the product select is the study as a whole).
import { describe, expect, it } from "vitest";
import { ZTakeawayForm } from "@/lib/learnings/form";
import { LEARNING_TEXT_MAX, LEARNINGS_MSG } from "@/lib/learnings/messages";
import { reportPages } from "@/lib/learnings/report";

describe("report pages", () => {
  it("hold 4 takeaways each, the last what is left", () => {
    expect(reportPages([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(reportPages([1, 2, 3, 4])).toEqual([[1, 2, 3, 4]]);
    expect(reportPages([])).toEqual([]);
  });
});

describe("the takeaway form", () => {
  it("trims the texts and reads no product as the study as a whole", () => {
    expect(ZTakeawayForm.parse({ learning: "  Olive wins ", decision: "", estimated_roi: " 5% ", question_id: "" })).toEqual({
      learning: "Olive wins",
      decision: "",
      estimated_roi: "5%",
      question_id: null,
    });
  });

  it("needs a learning and refuses texts over the limit", () => {
    const empty = ZTakeawayForm.safeParse({ learning: "  ", decision: "", estimated_roi: "", question_id: "" });
    expect(empty.success ? null : empty.error.issues[0]!.message).toBe(LEARNINGS_MSG.learningRequired);
    const long = ZTakeawayForm.safeParse({ learning: "ok", decision: "x".repeat(LEARNING_TEXT_MAX + 1), estimated_roi: "", question_id: "" });
    expect(long.success ? null : long.error.issues[0]!.message).toBe(LEARNINGS_MSG.tooLong("The decision", LEARNING_TEXT_MAX));
  });
});
