// Recording learnings on the wire (P13 item 1): a key takeaway {learning, decision, estimated_roi, question_id} and the
// study's impact {insight, learnings, decisions, estimated_roi}, with the zod schemas the server checks them with.
// Texts are plain text as typed, trimmed, NUL removed (as snips, docs/decisions.md P12 #3): markup stays text.
import { z } from "zod";
import { ID_PATTERN } from "@/lib/ids";
import { cleanText } from "@/lib/snips/rules";
import { LEARNING_TEXT_MAX, LEARNINGS_MSG, ROI_MAX } from "./messages";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .transform(cleanText)
    .refine((v) => v.length <= max, LEARNINGS_MSG.tooLong(label, max));

const id = z.string().regex(ID_PATTERN, "Must be a 24-character lowercase hexadecimal id.");

export const ZTakeawayFields = z.object({
  learning: text("The learning", LEARNING_TEXT_MAX).refine((v) => v.length > 0, LEARNINGS_MSG.learningRequired),
  decision: text("The decision", LEARNING_TEXT_MAX).nullish().transform((v) => v ?? ""),
  estimated_roi: text("The estimated ROI", ROI_MAX).nullish().transform((v) => v ?? ""),
  /** The question (of a product) it is about; null: the study as a whole. */
  question_id: id.nullish().transform((v) => v ?? null),
});
export type TTakeawayFields = z.output<typeof ZTakeawayFields>;

export const ZTakeawayUpdate = ZTakeawayFields.extend({
  _id: id,
  /** The date_modified the editor read: a takeaway changed since is a 409. */
  date_modified: z.string().refine((v) => !Number.isNaN(Date.parse(v)), "date_modified must be an ISO 8601 date-time.").nullish(),
});

export const ZTakeawayOrder = z.array(id).max(1_000);

export const ZImpactInput = z.object({
  insight: text("The insight", LEARNING_TEXT_MAX).nullish(),
  learnings: text("The learnings", LEARNING_TEXT_MAX).nullish(),
  decisions: text("The decisions", LEARNING_TEXT_MAX).nullish(),
  estimated_roi: text("The estimated ROI", ROI_MAX).nullish(),
});
export type TImpactInput = z.output<typeof ZImpactInput>;
