import "server-only";
// A respondent's session: an opaque random token held only by the respondent's browser; the database keeps its
// sha256 (Respondent.token_hash), so a leaked table never yields usable tokens. Preview sessions use a signed,
// stateless token instead (preview-token.ts) and resolve to a virtual respondent.
import { createHash, randomBytes } from "node:crypto";
import { LIVE_MSG } from "@/lib/survey/messages";
import { endedOutcome, liveStatus, type TRespondentDbStatus } from "@/lib/survey/rules";
import type { TStudyShape } from "@/lib/survey/shape";
import type { TAudienceType } from "@/lib/study-rules/audiences";
import type { TStoredAnswers } from "@/lib/survey/answers";
import type { TLiveAnswers, TLiveStartResult } from "@/lib/survey/wire";
import { AppError } from "../errors";
import { livePool, prisma, type Tx } from "../db";
import { buildLiveSurvey, liveOutcome } from "./live-payload";
import { currentStudyShape, shapeForStamp, STAMP_SQL } from "./shape-cache";
import { isPreviewToken, verifyPreviewToken } from "./preview-token";

export interface TLiveRespondentCtx {
  id: string;
  status: TRespondentDbStatus;
  is_preview: boolean;
  country_code: string;
  audience_id: string | null;
  audience_type: TAudienceType;
  language: string;
  assigned_products: string[];
  panel_params: Record<string, string>;
  group_id: string | null;
}

export interface TLiveSessionCtx {
  shape: TStudyShape;
  respondent: TLiveRespondentCtx;
  /** With `{ answers: true }`: what the respondent has stored, as the required-answers check reads it. */
  stored?: TStoredAnswers;
}

/** The stored answers in the same statement as the session (what complete checks): one round trip. */
const STORED_SQL = `,
  (SELECT coalesce(json_agg(json_build_object('demographic_id', sa.demographic_id)), '[]') FROM "SegmentAnswer" sa WHERE sa.respondent_id = r.id) AS segments,
  (SELECT coalesce(json_agg(json_build_object('product_id', ra.product_id, 'rating', ra.rating)), '[]') FROM "RatingAnswer" ra WHERE ra.respondent_id = r.id) AS ratings,
  (SELECT coalesce(json_agg(json_build_object('product_id', fa.product_id, 'follow_up_id', fa.follow_up_id, 'side', fa.side)), '[]')
     FROM "FollowUpAnswer" fa WHERE fa.respondent_id = r.id) AS follow_ups`;

/** 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** A preview respondent's id: stable for its token (so option order survives a reload), shaped like an id. */
export const previewRespondentId = (token: string): string => hashToken(token).slice(0, 24);

export const sessionNotFound = () => new AppError("not_found", LIVE_MSG.sessionNotFound);

/** Longest token looked at: stored tokens are 43 characters, preview tokens carry at most a few hundred ids. */
const TOKEN_MAX = 8000;

export function panelParamsOf(stored: unknown): Record<string, string> {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === "string"));
}

interface TSessionRow {
  id: string;
  status: TRespondentDbStatus;
  is_preview: boolean;
  audience_id: string | null;
  audience_type: TAudienceType | null;
  language: string | null;
  assigned_products: string[];
  panel_params: unknown;
  group_id: string | null;
  country_code: string | null;
  survey_id: string;
  stamp: string;
  segments?: TStoredAnswers["segments"];
  ratings?: TStoredAnswers["ratings"];
  follow_ups?: TStoredAnswers["follow_ups"];
}

/**
 * The session of `token` on the study `shortId`; an unknown token, or one of another study → 404 sessionNotFound.
 * One query reads the respondent and the study's stamp; the study shape comes from the per-process cache
 * (shape-cache.ts), so the respondent's hot path does not reload the study on every call.
 */
export async function findSession(shortId: string, token: string | null, opts: { answers?: boolean } = {}): Promise<TLiveSessionCtx> {
  if (!token || token.length > TOKEN_MAX) throw sessionNotFound();
  if (isPreviewToken(token)) {
    const p = verifyPreviewToken(token);
    if (!p) throw sessionNotFound();
    const shape = await currentStudyShape(shortId);
    if (!shape || shape.id !== p.survey_id) throw sessionNotFound();
    const audience = shape.audiences.find((a) => a.country_code === p.country && a.audience_type === p.audience_type) ?? null;
    return {
      shape,
      respondent: {
        id: previewRespondentId(token),
        status: "started",
        is_preview: true,
        country_code: p.country,
        audience_id: audience?.id ?? null,
        audience_type: p.audience_type,
        language: p.language,
        assigned_products: p.assigned_products,
        panel_params: {},
        group_id: null,
      },
    };
  }
  const { rows: [r] } = await livePool().query<TSessionRow>(
    `SELECT r.id, r.status::text AS status, r.is_preview, r.audience_id, r.audience_type::text AS audience_type, r.language,
            r.assigned_products, r.panel_params, r.group_id, c.code AS country_code, s.id AS survey_id, ${STAMP_SQL} AS stamp${opts.answers ? STORED_SQL : ""}
     FROM "Respondent" r JOIN "Survey" s ON s.id = r.survey_id LEFT JOIN "Country" c ON c.id = r.country_id
     WHERE r.token_hash = $1 AND s.short_id = $2`,
    [hashToken(token), shortId],
  );
  if (!r) throw sessionNotFound();
  const shape = await shapeForStamp(r.survey_id, r.stamp);
  if (!shape) throw sessionNotFound();
  return {
    shape,
    respondent: {
      id: r.id,
      status: r.status,
      is_preview: r.is_preview,
      country_code: r.country_code ?? shape.countries[0]?.code ?? "",
      audience_id: r.audience_id,
      audience_type: r.audience_type ?? "crm",
      language: r.language ?? shape.language,
      assigned_products: r.assigned_products,
      panel_params: panelParamsOf(r.panel_params),
      group_id: r.group_id,
    },
    ...(opts.answers ? { stored: { segments: r.segments ?? [], ratings: r.ratings ?? [], follow_ups: r.follow_ups ?? [] } } : {}),
  };
}

/** Stored option texts (study language) → option ids (indexes); a text no longer in the list is dropped. */
export const optionIds = (values: readonly string[], options: readonly string[]): string[] =>
  values.flatMap((v) => {
    const i = options.indexOf(v);
    return i >= 0 ? [String(i)] : [];
  });

/** The answers a respondent has saved so far, in the wire form the app sends them (option ids, not texts). */
export async function savedAnswers(ctx: TLiveSessionCtx, db: Tx = prisma): Promise<TLiveAnswers> {
  if (ctx.respondent.is_preview) return { segments: [], ratings: [], follow_ups: [] };
  const respondent_id = ctx.respondent.id;
  const [segments, ratings, followUps] = await Promise.all([
    db.segmentAnswer.findMany({ where: { respondent_id }, select: { demographic_id: true, values: true, text_value: true } }),
    db.ratingAnswer.findMany({ where: { respondent_id }, select: { product_id: true, rating: true } }),
    db.followUpAnswer.findMany({ where: { respondent_id }, select: { product_id: true, follow_up_id: true, side: true, values: true, text_value: true, star_value: true } }),
  ]);
  const segById = new Map(ctx.shape.segments.map((s) => [s.id, s]));
  const fuById = new Map(ctx.shape.products.flatMap((p) => p.question.follow_ups.map((f) => [f.id, f] as const)));
  const order = new Map(ctx.respondent.assigned_products.map((id, i) => [id, i]));
  const byProduct = <T extends { product_id: string }>(a: T, b: T) => (order.get(a.product_id) ?? 0) - (order.get(b.product_id) ?? 0);
  return {
    segments: segments.flatMap((s) => {
      const seg = segById.get(s.demographic_id);
      return seg ? [{ demographic_id: s.demographic_id, values: optionIds(s.values, seg.options), text: s.text_value }] : [];
    }),
    ratings: ratings.sort(byProduct).map((r) => ({ product_id: r.product_id, rating: r.rating })),
    follow_ups: followUps.sort(byProduct).flatMap((f) => {
      const fu = fuById.get(f.follow_up_id);
      if (!fu) return [];
      const options = f.side === "positive" ? fu.positive_options : fu.negative_options;
      return [{ product_id: f.product_id, follow_up_id: f.follow_up_id, side: f.side, values: optionIds(f.values, options), text: f.text_value, star: f.star_value }];
    }),
  };
}

/** GET …/session: the same survey again with the saved answers, or the outcome of an ended visit. */
export async function resumeSession(shortId: string, token: string | null): Promise<TLiveStartResult> {
  const ctx = await findSession(shortId, token);
  const r = ctx.respondent;
  if (r.status !== "started") {
    return liveOutcome(ctx.shape, { audience_id: r.audience_id, panel_params: r.panel_params }, endedOutcome(r.status));
  }
  const [survey, answers] = await Promise.all([buildLiveSurvey(ctx, { preview: r.is_preview }), savedAnswers(ctx)]);
  return { status: "partial", session: { respondent: { _id: r.id, token: token!, status: liveStatus(r.status) }, survey, answers } };
}
