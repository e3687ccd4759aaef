import "server-only";
// A key takeaway as every learnings call reads and answers it (spec 3 §2: "learning, decision, estimated_roi and the
// question with product images"): its question's product with the first image (desktop size).
import type { TKeyTakeaway } from "@/lib/results/respondent-reports";
import type { Prisma } from "../generated/prisma/client";

export const TAKEAWAY_SELECT = {
  id: true, learning: true, decision: true, estimated_roi: true, order: true, date_modified: true,
  question: {
    select: {
      id: true,
      product: { select: { id: true, name: true, images: { select: { desktop: true }, orderBy: [{ order: "asc" }, { id: "asc" }], take: 1 } } },
    },
  },
} as const satisfies Prisma.KeyLearningSelect;

type TRow = Prisma.KeyLearningGetPayload<{ select: typeof TAKEAWAY_SELECT }>;

export const TAKEAWAY_ORDER = [{ order: "asc" }, { date_created: "asc" }, { id: "asc" }] as const satisfies Prisma.KeyLearningOrderByWithRelationInput[];

export function serializeTakeaway(k: TRow): TKeyTakeaway {
  return {
    id: k.id,
    learning: k.learning,
    decision: k.decision,
    estimated_roi: k.estimated_roi,
    order: k.order,
    date_modified: k.date_modified.toISOString(),
    question: k.question
      ? {
          id: k.question.id,
          product: k.question.product ? { id: k.question.product.id, name: k.question.product.name, image: k.question.product.images[0]?.desktop ?? null } : null,
        }
      : null,
  };
}
