import "server-only";
// POST /api/v1/live/{short_id}/start (P6 contract): turns a visit of a live link into a respondent session, or
// into the outcome that ends it (closed study, country not in the study, full quota). A preview runs the same
// survey for a signed-in reader of the brand and writes nothing: its session is a signed token.
import Bowser from "bowser";
import { newId } from "@/lib/ids";
import { pickProducts } from "@/lib/survey/assignment";
import { LIVE_MSG } from "@/lib/survey/messages";
import { productCap } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TLiveAnswers, TLiveStartInput, TLiveStartResult } from "@/lib/survey/wire";
import { authorize } from "../access/authorize";
import { isUserPrincipal, type Principal } from "../access/principal";
import { AppError, forbidden, unauthenticated } from "../errors";
import { prisma } from "../db";
import { assignProducts } from "./assign-products";
import { buildLiveSurvey, liveOutcome, respondentLanguage } from "./live-payload";
import { currentStudyShape } from "./shape-cache";
import { signPreviewToken } from "./preview-token";
import { quotaFull } from "./quota";
import { resolveAudience, type TResolvedAudience } from "./resolve-audience";
import { hashToken, newToken, previewRespondentId, type TLiveSessionCtx } from "./session";
import { limitStart } from "./start-rate-limit";

export interface TStartClient {
  /** Rate-limit key: the client address (start-rate-limit.ts#clientKey). */
  key: string;
  userAgent: string | null;
}

export const EMPTY_ANSWERS: TLiveAnswers = { segments: [], ratings: [], follow_ups: [] };
const NOBODY = { audience_id: null, panel_params: {} };
const whoOf = (a: TResolvedAudience | null) => (a ? { audience_id: a.audience?.id ?? null, panel_params: a.panel_params } : NOBODY);

const surveyNotFound = () => new AppError("not_found", LIVE_MSG.surveyNotFound);

/** Browser family and device type from the user agent ("Chrome", "mobile"); null when unknown. */
export function browserOf(userAgent: string | null): { browser: string | null; device: string | null } {
  if (!userAgent?.trim()) return { browser: null, device: null };
  const p = Bowser.parse(userAgent.slice(0, 1000));
  return { browser: p.browser.name ?? null, device: p.platform.type ?? null };
}

/** State from the link (a `state` or `region` parameter, e.g. panels that pass the respondent's state). */
const stateOf = (params: Record<string, string>): string | null => (params.state ?? params.region)?.trim().slice(0, 100) || null;

/**
 * A link to a study that takes no answers: the live page serves the closed page without a start, so it asks here
 * for the redirect a start would give (redirect_link_closed, or the panel's link with the respondent's parameters).
 */
export async function closedLinkRedirect(shortId: string, params: Record<string, string>): Promise<string | null> {
  const shape = await currentStudyShape(shortId);
  if (!shape || shape.status === "Active") return null;
  const out = await liveOutcome(shape, whoOf(await resolveAudience(shape, params)), "closed");
  return "redirect_url" in out ? out.redirect_url : null;
}

/** Anyone may start; `principal` (null when none) matters only for a preview, which needs survey.read on the study's brand. */
export async function startRespondent(principal: Principal | null, shortId: string, input: TLiveStartInput, client: TStartClient): Promise<TLiveStartResult> {
  await limitStart(client.key);
  const shape = await currentStudyShape(shortId);
  if (!shape) throw surveyNotFound();
  if (input.preview) return startPreview(principal, shape, input.params);

  const who = await resolveAudience(shape, input.params);
  if (shape.status !== "Active") return liveOutcome(shape, whoOf(who), "closed");
  if (!who) return liveOutcome(shape, NOBODY, "terminate");

  const [language, country, group, full] = await Promise.all([
    respondentLanguage(shape, who.country_code, input.params.lang),
    prisma.country.findUnique({ where: { id: who.country_id }, select: { region: true } }),
    input.params.group?.trim()
      ? prisma.surveyGroupMember.findFirst({ where: { survey_id: shape.id, group: { short_id: input.params.group.trim() } }, select: { group_id: true } })
      : null,
    quotaFull(shape, who.country_code),
  ]);
  const { browser, device } = browserOf(client.userAgent);
  const id = newId();
  const base = {
    id,
    survey_id: shape.id,
    audience_id: who.audience?.id ?? null,
    audience_type: who.audience_type,
    consumer_profile_id: who.audience?.consumer_profile_id ?? null,
    country_id: who.country_id,
    language,
    ms_id: id,
    panel_respondent_id: who.panel_respondent_id,
    panel_id: who.panel_id,
    panel_params: who.panel_params,
    group_id: group?.group_id ?? null,
    browser,
    device,
    region: country?.region ?? null,
    state: stateOf(input.params),
  };

  if (full) {
    // Recorded, so the brand sees how many were turned away; never counted as a complete.
    await prisma.respondent.create({ data: { ...base, status: "quota_full", completed_at: new Date() } });
    return liveOutcome(shape, whoOf(who), "quota_full");
  }

  const token = newToken();
  const assigned = await prisma.$transaction(async (tx) => {
    const products = await assignProducts(shape, {}, tx);
    await tx.respondent.create({ data: { ...base, token_hash: hashToken(token), assigned_products: products, status: "started" } });
    return products;
  });
  const ctx: TLiveSessionCtx = {
    shape,
    respondent: {
      id, status: "started", is_preview: false, country_code: who.country_code, audience_id: base.audience_id, audience_type: who.audience_type,
      language, assigned_products: assigned, panel_params: who.panel_params, group_id: base.group_id,
    },
  };
  return { status: "partial", session: { respondent: { _id: id, token, status: "partial" }, survey: await buildLiveSurvey(ctx, { preview: false }), answers: EMPTY_ANSWERS } };
}

async function startPreview(principal: Principal | null, shape: TStudyShape, params: Record<string, string>): Promise<TLiveStartResult> {
  // A share viewer is not signed in: previews are for the brand's users.
  if (!isUserPrincipal(principal)) throw unauthenticated(LIVE_MSG.previewNeedsSignIn);
  try {
    // The one check inside a service: the brand is known only once the short id has found the study.
    await authorize(principal, { brand: shape.brand_id, permission: "survey.read" });
  } catch (e) {
    if (e instanceof AppError) throw forbidden(LIVE_MSG.previewForbidden);
    throw e;
  }
  const who = await resolveAudience(shape, params);
  if (!who) return liveOutcome(shape, NOBODY, "terminate");
  const language = await respondentLanguage(shape, who.country_code, params.lang);
  const assigned = pickProducts(shape.products, productCap(shape.limit), shape.random, Math.random);
  const token = signPreviewToken({ survey_id: shape.id, country: who.country_code, audience_type: who.audience_type, language, assigned_products: assigned });
  const id = previewRespondentId(token);
  const ctx: TLiveSessionCtx = {
    shape,
    respondent: {
      id, status: "started", is_preview: true, country_code: who.country_code, audience_id: who.audience?.id ?? null, audience_type: who.audience_type,
      language, assigned_products: assigned, panel_params: {}, group_id: null,
    },
  };
  return { status: "partial", session: { respondent: { _id: id, token, status: "partial" }, survey: await buildLiveSurvey(ctx, { preview: true }), answers: EMPTY_ANSWERS } };
}
