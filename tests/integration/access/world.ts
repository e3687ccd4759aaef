// The world of the generated access matrix: a brand B under test with one object of every kind, another brand C with
// the same kinds (for mixed ids: B's id with C's object), an inactive brand I, and one caller of every kind the issue
// names (P8 item 2), and a brand G with gates and dates (P15) with its own member, admin and results-link viewer.
// Everyone except the anonymous caller and the share viewer holds EVERY permission in their brand,
// so a refusal can only come from who they are, never from a missing grant.
import { ENTITIES, ACTIONS, type TAction, type TEntity } from "@/lib/permissions";
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { hashShareToken, newShareToken } from "@/server/access/share-viewer";
import { createBrand, createUser } from "../support/factories";
import { createAssortment, createProduct } from "../support/product-factories";
import { createStudyWith } from "../support/study-factories";

const ALL: [TEntity, TAction][] = ENTITIES.flatMap((e) => ACTIONS.map((a) => [e, a] as [TEntity, TAction]));

export type TCaller =
  | "anonymous" | "shareOther" | "outsider" | "inactive" | "restricted" | "kbOnly" | "member" | "admin"
  | "gatedMember" | "gatedAdmin" | "gatedShare";
/** The gates-and-dates callers (P15): a full member of G holding every permission, an admin on G, and the viewer of
 *  a results link of G's own study. */
export const GATED_CALLERS = ["gatedMember", "gatedAdmin", "gatedShare"] as const satisfies readonly TCaller[];
export const CALLERS: TCaller[] = ["anonymous", "shareOther", "outsider", "inactive", "restricted", "kbOnly", "member", "admin", ...GATED_CALLERS];

/** The objects a route or field can name, by kind. */
export interface TObjects {
  brand: string;
  survey: string;
  product: string;
  assortment: string;
  consumer_profile: string;
  demographic: string;
  category: string;
  tag: string;
  group: string;
  user: string;
  short_id: string;
}
export type TObjectKind = keyof TObjects;

async function brandObjects(brandId: string): Promise<TObjects> {
  const category = await prisma.brandCategory.create({ data: { brand_id: brandId, name: `Cat ${newId().slice(-6)}` } });
  const assortment = await createAssortment(brandId);
  const product = await createProduct(brandId, { assortmentIds: [assortment.id] });
  const survey = await createStudyWith(brandId, { products: 1, segmentation: true, assortmentId: assortment.id, audiences: [["US", "panel"]] });
  const demographic = await prisma.demographicQuestion.findFirstOrThrow({ where: { brand_id: brandId }, select: { id: true } });
  const profile = await prisma.consumerProfile.create({ data: { brand_id: brandId, title: `Profile ${newId().slice(-5)}` } });
  const tag = await prisma.tag.create({ data: { brand_id: brandId, name: "Tag", slug: `tag-${newId().slice(-6)}`, path: `tag-${newId().slice(-6)}` } });
  const group = await prisma.surveyGroup.create({ data: { brand_id: brandId, name: "Group", short_id: `g${newId().slice(-11)}` } });
  const colleague = await createUser({ brands: { [brandId]: [["survey", "read"]] } });
  return {
    brand: brandId,
    survey: survey.id,
    product: product.id,
    assortment: assortment.id,
    consumer_profile: profile.id,
    demographic: demographic.id,
    category: category.id,
    tag: tag.id,
    group: group.id,
    user: colleague.id,
    short_id: survey.short_id,
  };
}

export interface TWorld {
  B: TObjects;
  C: TObjects;
  I: TObjects;
  /** A brand with gates and dates (P15). */
  G: TObjects;
  /** Bearer tokens by caller (anonymous: null); the share viewer sends `shareToken` instead. */
  tokens: Record<TCaller, string | null>;
  /** The user id of each caller (null: anonymous and the share viewer). */
  ids: Record<TCaller, string | null>;
  /** A results share token of another study of B than B.survey. */
  shareToken: string;
  /** A results share token of B.survey itself (for share-enabled entry points). */
  ownShareToken: string;
  /** A results share token of G.survey (the gatedShare caller). */
  gatedShareToken: string;
}

export async function createWorld(): Promise<TWorld> {
  const b = await createBrand({ features: ["timeline", "enableKnowledgeBase", "enableSnapShare", "enableSurveyCreatorV2", "enableSyntheticResearch"] });
  const c = await createBrand({ features: ["timeline", "enableKnowledgeBase", "enableSnapShare", "enableSurveyCreatorV2", "enableSyntheticResearch"] });
  const i = await createBrand({ is_active: false, features: ["timeline"] });
  const g = await createBrand({ features: ["timeline", "gatesAndDates", "enableKnowledgeBase", "enableSnapShare", "enableSurveyCreatorV2", "enableSyntheticResearch"] });
  const [B, C, I, G] = [await brandObjects(b.id), await brandObjects(c.id), await brandObjects(i.id), await brandObjects(g.id)];
  const gatedMember = await createUser({ brands: { [g.id]: ALL } });
  const outsider = await createUser({ brands: { [c.id]: ALL } });
  const inactive = await createUser({ brands: { [i.id]: ALL } });
  const restricted = await createUser({ roles: { full: false, restricted: true }, brands: { [b.id]: ALL } });
  const kbOnly = await createUser({ roles: { full: false, restricted: false, kb_user: true }, brands: { [b.id]: ALL } });
  const member = await createUser({ brands: { [b.id]: ALL } });
  const admin = await createUser({ is_admin: true });
  const other = await createStudyWith(b.id);
  const shareToken = newShareToken();
  const ownShareToken = newShareToken();
  const gatedShareToken = newShareToken();
  await prisma.shareToken.createMany({
    data: [
      { token_hash: hashShareToken(gatedShareToken), brand_id: g.id, survey_id: G.survey, scope: "results" },
      { token_hash: hashShareToken(shareToken), brand_id: b.id, survey_id: other.id, scope: "results" },
      { token_hash: hashShareToken(ownShareToken), brand_id: b.id, survey_id: B.survey, scope: "results" },
    ],
  });
  return {
    B,
    C,
    I,
    G,
    shareToken,
    ownShareToken,
    gatedShareToken,
    ids: {
      anonymous: null, shareOther: null, outsider: outsider.id, inactive: inactive.id, restricted: restricted.id, kbOnly: kbOnly.id, member: member.id, admin: admin.id,
      gatedMember: gatedMember.id, gatedAdmin: admin.id, gatedShare: null,
    },
    tokens: {
      anonymous: null,
      shareOther: null,
      outsider: outsider.token,
      inactive: inactive.token,
      restricted: restricted.token,
      kbOnly: kbOnly.token,
      member: member.token,
      admin: admin.token,
      gatedMember: gatedMember.token,
      gatedAdmin: admin.token,
      gatedShare: null,
    },
  };
}

export const isGatedCaller = (caller: TCaller): boolean => (GATED_CALLERS as readonly TCaller[]).includes(caller);

/** The brand a caller acts on: the inactive brand's member calls on I, the gates-and-dates callers on G, the outsider
 *  on B (not theirs), others on B. */
export const brandOf = (w: TWorld, caller: TCaller): TObjects => (caller === "inactive" ? w.I : isGatedCaller(caller) ? w.G : w.B);

/** Headers of a caller: a bearer token, or the share header with a null bearer (spec 3 §6). */
export function headersOf(w: TWorld, caller: TCaller): Record<string, string> {
  if (caller === "shareOther") return { "x-share-token": w.shareToken, authorization: "Bearer null" };
  if (caller === "gatedShare") return { "x-share-token": w.gatedShareToken, authorization: "Bearer null" };
  const token = w.tokens[caller];
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** A snapshot of C's objects, to prove a mixed-id call changed nothing. */
export async function snapshotBrand(o: TObjects) {
  return JSON.stringify(
    await Promise.all([
      prisma.survey.findUnique({ where: { id: o.survey } }),
      prisma.product.findUnique({ where: { id: o.product } }),
      prisma.assortment.findUnique({ where: { id: o.assortment } }),
      prisma.consumerProfile.findUnique({ where: { id: o.consumer_profile } }),
      prisma.demographicQuestion.findUnique({ where: { id: o.demographic } }),
      prisma.brandCategory.findUnique({ where: { id: o.category } }),
      prisma.tag.findUnique({ where: { id: o.tag } }),
      prisma.surveyGroup.findUnique({ where: { id: o.group } }),
      prisma.brandMembership.findMany({ where: { user_id: o.user } }),
      prisma.brandPermission.findMany({ where: { user_id: o.user } }),
      prisma.user.findUnique({ where: { id: o.user }, select: { role_full: true, role_restricted: true, role_kb_user: true, is_active: true } }),
    ]),
  );
}
