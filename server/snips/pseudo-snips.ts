import "server-only";
// Pseudo-snips (spec 3 §2 "Pseudo-snips represent learnings and impact entries", §3 PseudoSnip; P13 item 1): the key
// takeaways of the assortment's studies, newest first, shown beside its snips and opening the study's learnings
// report. Only for those who may read key learnings; cancelled reports and template studies (to non-admins) are left
// out. At most PSEUDO_SNIPS_MAX.
import { isAdmin, permits } from "@/lib/permissions";
import type { TPseudoSnip } from "@/lib/snips/wire";
import { studyTitle } from "@/lib/studies/format";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";

export const PSEUDO_SNIPS_MAX = 30;
const TITLE_LENGTH = 120;

export async function listPseudoSnips(access: TBrandAccess, assortmentId: string): Promise<TPseudoSnip[]> {
  if (!permits(access.actor, access.brandId, "key_learning.read")) return [];
  const rows = await prisma.keyLearning.findMany({
    where: {
      survey: {
        brand_id: access.brandId,
        assortment_id: assortmentId,
        learnings_cancelled_at: null,
        // Templates are for admins (a NULL temp_type is not a template: SQL's NOT would drop it).
        ...(isAdmin(access.actor) ? {} : { internal_template: false, OR: [{ temp_type: null }, { temp_type: { not: "template" } }] }),
      },
    },
    orderBy: [{ date_created: "desc" }, { id: "desc" }],
    take: PSEUDO_SNIPS_MAX,
    select: {
      id: true, learning: true, decision: true, estimated_roi: true, date_created: true, date_modified: true,
      survey: { select: { id: true, title: true } },
      created_by: { select: { id: true, first_name: true, last_name: true, email: true, department: true } },
      question: { select: { product: { select: { images: { select: { desktop: true }, orderBy: [{ order: "asc" }, { id: "asc" }], take: 1 } } } } },
    },
  });
  return rows.map((k) => ({
    pseudoSnipId: k.id,
    img: k.question?.product?.images[0]?.desktop ?? null,
    creator: k.created_by ? { _id: k.created_by.id, first_name: k.created_by.first_name, last_name: k.created_by.last_name, email: k.created_by.email, profile_image_url: null, department: k.created_by.department } : null,
    survey: { _id: k.survey.id, title: studyTitle(k.survey.title) },
    title: k.learning.length > TITLE_LENGTH ? `${k.learning.slice(0, TITLE_LENGTH - 1)}…` : k.learning,
    date_created: k.date_created.toISOString(),
    original_key_takeaway: { learning: k.learning, decision: k.decision, estimated_roi: k.estimated_roi },
    key_insight_updated: k.date_modified.getTime() !== k.date_created.getTime() ? k.date_modified.toISOString() : null,
  }));
}
