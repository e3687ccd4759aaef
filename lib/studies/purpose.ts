// The survey purpose form's rules (spec 3 §2 "Survey purpose form", §5): at least one of the 10 fixed purposes
// (required), a free-text description (optional). Shared by the form and, later, the study wizard's server side.
import { z } from "zod";
import { SURVEY_PURPOSES } from "./messages";

export type TSurveyPurpose = (typeof SURVEY_PURPOSES)[number];

/** The form's error texts (ours: the spec only says the purposes are required). */
export const PURPOSE_ERRORS = {
  required: "Choose at least one purpose.",
  unknown: "Choose purposes from the list.",
} as const;

export const isSurveyPurpose = (p: string): p is TSurveyPurpose => (SURVEY_PURPOSES as readonly string[]).includes(p);

export const ZSurveyPurpose = z.object({
  purposes: z
    .array(z.string().refine(isSurveyPurpose, { message: PURPOSE_ERRORS.unknown }), { error: PURPOSE_ERRORS.required })
    .min(1, { message: PURPOSE_ERRORS.required })
    // The same purpose twice is one choice.
    .transform((list) => SURVEY_PURPOSES.filter((p) => list.includes(p))),
  description: z.string().optional().default(""),
});
export type TSurveyPurposeInput = z.input<typeof ZSurveyPurpose>;
export type TSurveyPurposeValue = z.output<typeof ZSurveyPurpose>;

/** Field errors of a purpose value, keyed by field; empty when it is valid. */
export function purposeErrors(value: TSurveyPurposeInput): Partial<Record<"purposes" | "description", string>> {
  const result = ZSurveyPurpose.safeParse(value);
  if (result.success) return {};
  const out: Partial<Record<"purposes" | "description", string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === "purposes" || key === "description") && !out[key]) out[key] = issue.message;
  }
  return out;
}
