// The live survey's wire format (P6): what the respondent app and the public /api/v1/live endpoints exchange.
// The spec describes only the brand side; every shape here is our decision (docs/decisions.md P6, contract
// docs/contracts/p6-live-survey.md). Option ids are the option's index in the source-language list as a string,
// so a translated respondent answers with the same ids and answers are stored in the study language.
import { z } from "zod";
import { LIVE_MSG } from "./messages";
import { LIVE_TEXT_MAX } from "./rules";

/** Wire statuses of a respondent (Respondent.status started = partial, completed = complete, terminated = terminate). */
export const LIVE_STATUSES = ["partial", "complete", "terminate", "quota_full"] as const;
export type TLiveStatus = (typeof LIVE_STATUSES)[number];

/** Outcomes that end a visit without (or after) a session; "closed" covers Draft and Closed studies. */
export type TLiveOutcomeStatus = "complete" | "terminate" | "quota_full" | "closed";

// LIVE_TEXT_MAX and LIVE_TOKEN_HEADER are defined in rules.ts (zod-free), so the respondent app's bundle can use
// them without pulling zod in; re-exported here for the server code that imports them from the wire module.
export { LIVE_TEXT_MAX, LIVE_TOKEN_HEADER } from "./rules";
/** Largest request body the live endpoints read (bytes). */
export const LIVE_BODY_MAX_BYTES = 64 * 1024;

export interface TLiveOption {
  /** Index in the source-language option list, as a string. */
  id: string;
  label: string;
  /** Image options (segmentation type image): the image to show. */
  image?: { desktop: string | null; mobile: string | null } | null;
}

export interface TLiveIntro {
  type: string | null;
  title: string | null;
  /** Sanitised rich text (ul, li, s, u, em, strong, br, p). */
  text_html: string | null;
  button_text: string | null;
  images: { desktop: string | null; mobile: string | null }[];
  /** Only when the study uses one; ids are checked against [A-Za-z0-9_-]{1,20}. */
  video: { provider: "youtube" | "vimeo"; id: string } | null;
}

export interface TLiveSegment {
  id: string;
  type: "choice" | "multi" | "image" | "text";
  title: string;
  required: boolean;
  dropdown: boolean;
  /** Already filtered by the respondent's country and shuffled per respondent when the study randomises. */
  options: TLiveOption[];
}

export interface TLiveFollowUpSide {
  title: string;
  options: TLiveOption[];
  min_label: string | null;
  max_label: string | null;
}

export interface TLiveFollowUp {
  id: string;
  type: "multi" | "choice" | "text" | "star";
  /** Which sides are asked: positive after a rating of 4 or 5, negative after 1 to 3 (lib/survey/rules.ts). */
  fire_positive: boolean;
  fire_negative: boolean;
  positive: TLiveFollowUpSide;
  negative: TLiveFollowUpSide;
}

export interface TLiveQuestion {
  id: string;
  text: string;
  star_low: string;
  star_high: string;
  required: boolean;
  intro: TLiveIntro | null;
  follow_ups: TLiveFollowUp[];
}

export interface TLiveProduct {
  id: string;
  /** null when hidden (hide_all_product_* or the question's disable_product_*). */
  name: string | null;
  /** Formatted in the respondent country's currency ("€49.00"), or null when hidden or unknown. */
  price: string | null;
  images: { desktop: string | null; mobile: string | null }[];
  colors: string | null;
  fit: string | null;
  materials: string | null;
  features: string | null;
  description_html: string | null;
  question: TLiveQuestion;
}

export interface TLiveStyle {
  accent: string | null;
  primary: string | null;
  secondary: string | null;
  logo: string | null;
  /** The brand's css override, served inside a <style> element (every "<" escaped as \3C, so it cannot close it). */
  css_override: string | null;
}

export interface TLiveSurvey {
  short_id: string;
  brand_name: string;
  /** The language the texts are in (study language or the country's translated language). */
  language: string;
  country: string;
  preview: boolean;
  style: TLiveStyle;
  welcome: {
    header: string;
    message: string;
    button_text: string;
    image: { desktop: string | null; mobile: string | null } | null;
    css_position: string | null;
    css_size: string | null;
  };
  /** Shown before the questions when the study's privacy settings ask for it. */
  privacy: { text: string } | null;
  intro: TLiveIntro | null;
  segments: TLiveSegment[];
  /** The respondent's assigned products, in the order shown. */
  products: TLiveProduct[];
  exit: { header: string; message: string; button_text: string; button_url: string | null };
}

export interface TLiveAnswers {
  segments: { demographic_id: string; values: string[]; text: string | null }[];
  ratings: { product_id: string; rating: number }[];
  follow_ups: { product_id: string; follow_up_id: string; side: "positive" | "negative"; values: string[]; text: string | null; star: number | null }[];
}

export interface TLiveSession {
  respondent: { _id: string; token: string; status: TLiveStatus };
  survey: TLiveSurvey;
  answers: TLiveAnswers;
}

/** POST start / GET session answer: either a session to take, or an outcome to show or follow. */
export type TLiveStartResult =
  | { status: "partial"; session: TLiveSession }
  | { status: TLiveOutcomeStatus; redirect_url: string | null; title: string; message: string };

/** PUT answers: how many answers were stored; `outcome` is set when the answers ended the visit (a screening
 *  rule excluded the respondent: terminate). */
export interface TLiveSaveResult {
  saved: number;
  outcome: TLiveCompleteResult | null;
}

export interface TLiveCompleteResult {
  status: TLiveOutcomeStatus;
  /** Panel complete/terminate/quota_full link with the mapped parameters, or the study's post-study redirect. */
  redirect_url: string | null;
}

// ---- request bodies ------------------------------------------------------------------------------------------

const ZId = z.string().regex(/^[0-9a-f]{24}$/, "must be a 24-character id");
const ZOptionId = z.string().regex(/^\d{1,3}$/, LIVE_MSG.unknownOption);
/** Stars are whole numbers 1–5; 0, 6, 3.5 and "five" are refused. */
export const ZStar = z.number({ error: LIVE_MSG.starRequired }).int(LIVE_MSG.starRequired).min(1, LIVE_MSG.starRequired).max(5, LIVE_MSG.starRequired);
const ZText = z.string().max(LIVE_TEXT_MAX, LIVE_MSG.textTooLong);

export const ZLiveStart = z
  .object({
    /** The live link's query string as an object (country, audience, group, lang and the panel parameters). */
    params: z.record(z.string().max(100), z.string().max(500)).default({}),
    /** Preview: needs a signed-in user who may read the study's brand; records nothing. */
    preview: z.boolean().default(false),
  })
  .strict();
export type TLiveStartInput = z.output<typeof ZLiveStart>;

export const ZLiveAnswers = z
  .object({
    segments: z.array(z.object({ demographic_id: ZId, values: z.array(ZOptionId).max(50).default([]), text: ZText.nullish() }).strict()).max(100).default([]),
    ratings: z.array(z.object({ product_id: ZId, rating: ZStar }).strict()).max(100).default([]),
    follow_ups: z
      .array(
        z
          .object({
            product_id: ZId,
            follow_up_id: ZId,
            values: z.array(ZOptionId).max(10).default([]),
            text: ZText.nullish(),
            star: ZStar.nullish(),
          })
          .strict(),
      )
      .max(500)
      .default([]),
  })
  .strict();
export type TLiveAnswersInput = z.output<typeof ZLiveAnswers>;

export const ZLiveComplete = z.object({}).strict();
