// PLACEHOLDER (P5 questions helper replaces this file): questions[] and question_template of the wizard save.
import type { TStudySave } from "@/lib/wizard/study";
import type { Tx } from "../db";
import type { Actor } from "../access/actor";
import { invalid } from "../errors";

export async function saveQuestions(
  tx: Tx,
  actor: Actor,
  surveyId: string,
  questions: TStudySave["questions"],
  template: TStudySave["question_template"],
): Promise<void> {
  void tx; void actor; void surveyId; void questions; void template;
  throw invalid("Saving questions is not available yet.");
}
