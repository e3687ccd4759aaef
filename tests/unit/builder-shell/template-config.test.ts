// The template-config flags (spec 2 §6, our reading in lib/builder/template-config.ts) and their effect on the steps.
import { describe, expect, it } from "vitest";
import { templateFlags } from "@/lib/builder/template-config";
import { availableSteps } from "@/lib/builder/steps";
import { DECISION_CONFIGS } from "@/lib/builder/start-rules";
import { removeAllFollowUps } from "@/lib/builder/question-editor";

const user = { isAdmin: false, viewAsUser: false };
const steps = (config: Record<string, boolean>) => availableSteps({ status: "Draft", countries: [], config }, user);

describe("templateFlags", () => {
  it("a study without a template config has every feature and the multi-follow-up editor", () => {
    expect(templateFlags({})).toEqual({
      productQuestion: true, questionIntro: true, followUps: "multi", removeAllFollowUps: false,
      demographicQuestions: true, testAudience: true, switchProductOrdering: true,
    });
    expect(templateFlags(null)).toEqual(templateFlags({}));
  });

  it("a flag switches its feature off only when explicitly false", () => {
    for (const [flag, key] of [
      ["product_question", "productQuestion"], ["question_intro", "questionIntro"], ["demographic_questions", "demographicQuestions"],
      ["test_audience", "testAudience"], ["switch_product_ordering", "switchProductOrdering"],
    ] as const) {
      expect(templateFlags({ [flag]: false })[key], flag).toBe(false);
      expect(templateFlags({ [flag]: true })[key], flag).toBe(true);
      expect(templateFlags({ [flag]: "no" as unknown as boolean })[key], flag).toBe(true);
    }
    expect(templateFlags({ remove_all_followups: true }).removeAllFollowUps).toBe(true);
  });

  it("follow-ups: single view when single_followup, none when multi_followup is false without it, else multi", () => {
    expect(templateFlags({ single_followup: true, multi_followup: false }).followUps).toBe("single");
    expect(templateFlags({ single_followup: true, multi_followup: true }).followUps).toBe("single");
    expect(templateFlags({ multi_followup: false }).followUps).toBe("none");
    expect(templateFlags({ multi_followup: true }).followUps).toBe("multi");
    // The phases' configs: early phases ask one like/dislike follow-up, later ones several.
    expect(templateFlags(DECISION_CONFIGS.concept).followUps).toBe("single");
    expect(templateFlags(DECISION_CONFIGS.line_adoption).followUps).toBe("multi");
  });

  it("product_question false hides Product Questions; demographic_questions false hides Consumers", () => {
    expect(steps({ product_question: false })).not.toContain("detail-questions");
    expect(steps({ demographic_questions: false })).not.toContain("customers");
    expect(steps({})).toContain("detail-questions");
  });

  it("removeAllFollowUps empties every question's follow-ups and keeps the rest", () => {
    const q = { product: "p", text: "T", follow_up: [{ type: "text" }] } as unknown as Parameters<typeof removeAllFollowUps>[0][number];
    expect(removeAllFollowUps([q])).toEqual([{ ...q, follow_up: [] }]);
  });
});
