// The template-config flags of a study (spec 2 §6: question_intro, multi_followup, single_followup, product_question,
// demographic_questions, test_audience, switch_product_ordering, remove_all_followups — "details not shown"). Our
// reading, in one place for the wizard and the server: a flag switches its feature off only when it is explicitly
// false (a study without a template config has everything); remove_all_followups, when true, offers a "Remove all
// follow-ups" action. Follow-ups: the single-follow-up view when single_followup is true, else any number unless
// multi_followup is false, in which case the template asks none.
export type TFollowUpMode = "none" | "single" | "multi";

export interface TTemplateFlags {
  productQuestion: boolean;
  questionIntro: boolean;
  followUps: TFollowUpMode;
  removeAllFollowUps: boolean;
  demographicQuestions: boolean;
  testAudience: boolean;
  switchProductOrdering: boolean;
}

export function templateFlags(config: Readonly<Record<string, unknown>> | null | undefined): TTemplateFlags {
  const c = config ?? {};
  const off = (flag: string) => c[flag] === false;
  return {
    productQuestion: !off("product_question"),
    questionIntro: !off("question_intro"),
    followUps: c.single_followup === true ? "single" : off("multi_followup") ? "none" : "multi",
    removeAllFollowUps: c.remove_all_followups === true,
    demographicQuestions: !off("demographic_questions"),
    testAudience: !off("test_audience"),
    switchProductOrdering: !off("switch_product_ordering"),
  };
}
