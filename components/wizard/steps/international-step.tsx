"use client";
// PLACEHOLDER: replaced by the P5 helper that builds the international step (docs/contracts/p5-builder.md).
import { WIZARD_MSG } from "@/lib/wizard/messages";

export function InternationalStep() {
  return <h2 className="text-xl font-semibold">{WIZARD_MSG.stepTitles["international"]}</h2>;
}
