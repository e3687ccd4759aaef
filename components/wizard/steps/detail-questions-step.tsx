"use client";
// PLACEHOLDER: replaced by the P5 helper that builds the detail-questions step (docs/contracts/p5-builder.md).
import { WIZARD_MSG } from "@/lib/wizard/messages";

export function DetailQuestionsStep() {
  return <h2 className="text-xl font-semibold">{WIZARD_MSG.stepTitles["detail-questions"]}</h2>;
}
