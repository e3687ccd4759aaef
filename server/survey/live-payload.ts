import "server-only";
// The survey a respondent takes (TLiveSurvey): every text, image and product of the study as the respondent's
// country and language see it, built from the session (assigned products, language, country). One study read plus
// the translations; option orders are seeded by the respondent id, so a reload shows the same survey.
import sanitizeHtml from "sanitize-html";
import { countryPrice } from "@/lib/international/prices";
import { targetLanguage } from "@/lib/international/texts";
import { LIVE_DEFAULTS, LIVE_OUTCOME_TEXT, privacyText } from "@/lib/survey/messages";
import { safeHttpUrl } from "@/lib/survey/redirect";
import { seededShuffle } from "@/lib/survey/shuffle";
import type { TStudyShape } from "@/lib/survey/shape";
import type {
  TLiveFollowUp, TLiveFollowUpSide, TLiveIntro, TLiveOption, TLiveOutcomeStatus, TLiveProduct, TLiveSegment, TLiveStartResult, TLiveStyle, TLiveSurvey,
} from "@/lib/survey/wire";
import type { Prisma } from "../generated/prisma/client";
import { prisma, type Tx } from "../db";
import { sanitizeDescription } from "../products/sanitize-description";
import { translatedStudyTexts } from "../translation/run";
import { outcomeRedirect } from "./redirect-url";
import type { TLiveSessionCtx } from "./session";

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v : null);
const orDefault = (v: string | null | undefined, d: string): string => (v && v.trim() !== "" ? v : d);

// ---- language ---------------------------------------------------------------------------------------------------

const normLang = (l: string | null | undefined): string => (l ?? "").trim().toLowerCase();

/**
 * The language a respondent gets: the `lang` parameter when the study has translations in it (or it is the study
 * language), else the country's translated language when that country has been translated (P5: SurveyCountry
 * translated_at, target = the country's first language unless it speaks the study language), else the study language.
 */
export async function respondentLanguage(
  study: { id: string; language: string },
  countryCode: string | null,
  lang: string | null | undefined,
  db: Tx = prisma,
): Promise<string> {
  const wanted = normLang(lang);
  const studyLang = normLang(study.language) || "en";
  if (wanted === studyLang) return studyLang;
  const [langs, sc] = await Promise.all([
    db.surveyTranslation.findMany({ where: { survey_id: study.id }, distinct: ["language"], select: { language: true } }),
    countryCode
      ? db.surveyCountry.findFirst({ where: { survey_id: study.id, country: { code: countryCode.toUpperCase() } }, select: { translated_at: true, country: { select: { languages: true } } } })
      : null,
  ]);
  const have = new Set(langs.map((l) => normLang(l.language)));
  if (wanted && have.has(wanted)) return wanted;
  if (sc?.translated_at) {
    const target = targetLanguage(sc.country.languages, studyLang);
    if (target && have.has(target)) return target;
  }
  return studyLang;
}

// ---- sanitising ---------------------------------------------------------------------------------------------------

const INTRO_TAGS = ["ul", "li", "s", "u", "em", "strong", "br", "p"];

export function sanitizeIntroText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, { allowedTags: INTRO_TAGS, allowedAttributes: {}, nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"] }).trim();
  return clean === "" ? null : clean;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,20}$/;
/** Colours and CSS sizes/positions go into style attributes: only plain tokens, nothing that ends a declaration. */
const CSS_TOKEN = /^[#A-Za-z0-9(),.%\s-]{1,60}$/;
const cssToken = (v: unknown): string | null => (typeof v === "string" && CSS_TOKEN.test(v.trim()) ? v.trim() : null);
/** Image and logo addresses: http(s) or site-relative only. */
const url = (v: unknown): string | null => (typeof v === "string" && /^(https?:\/\/|\/(?!\/))/i.test(v.trim()) ? v.trim() : null);
/** The css override sits inside a <style> element: "<" is escaped as CSS's \3C so nothing can close the element. */
export const safeCss = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.replace(/</g, "\\3C ") : null);
/** The exit button's link: the same rule as redirects (http(s) only; a bare "example.com/x" reads as https). */
export const buttonUrl = (v: string | null | undefined): string | null => safeHttpUrl(v)?.toString() ?? null;

const images = (list: unknown): { desktop: string | null; mobile: string | null }[] =>
  Array.isArray(list)
    ? list.filter(isObj).map((i) => ({ desktop: url(i.desktop) ?? url(i.original), mobile: url(i.mobile) ?? url(i.desktop) ?? url(i.original) })).filter((i) => i.desktop || i.mobile)
    : [];

/** A stored intro ({type, title, text, button_text, images, video}) as shown; null when it has nothing to show. */
export function liveIntro(stored: unknown, tr: (field: "title" | "text" | "button_text", source: string | null) => string | null): TLiveIntro | null {
  if (!isObj(stored)) return null;
  const type = str(stored.type);
  const v = isObj(stored.video) ? stored.video : {};
  const vid = (k: string) => (typeof v[k] === "string" && VIDEO_ID.test(v[k] as string) ? (v[k] as string) : null);
  const video = type === "youtube" && vid("youtube_id") ? { provider: "youtube" as const, id: vid("youtube_id")! } : type === "vimeo" && vid("vimeo_id") ? { provider: "vimeo" as const, id: vid("vimeo_id")! } : null;
  const intro: TLiveIntro = {
    type,
    title: tr("title", str(stored.title)),
    text_html: sanitizeIntroText(tr("text", str(stored.text))),
    button_text: tr("button_text", str(stored.button_text)),
    images: type === "youtube" || type === "vimeo" ? [] : images(stored.images),
    video,
  };
  return intro.title || intro.text_html || intro.images.length || intro.video ? intro : null;
}

export function liveStyle(brandStyle: unknown, brandLogo: string | null, studyLogo: string | null): TLiveStyle {
  const s = isObj(brandStyle) ? brandStyle : {};
  return {
    accent: cssToken(s.accent),
    primary: cssToken(s.primary),
    secondary: cssToken(s.secondary),
    logo: url(studyLogo) ?? url(s.header_logo) ?? url(s.logo) ?? url(brandLogo),
    css_override: safeCss(s.css_override),
  };
}

function welcomeBlock(
  s: { welcome_header: string | null; welcome_message: string | null; welcome_button_text: string | null; welcome: unknown },
  t: (key: string, source: string | null) => string | null,
): TLiveSurvey["welcome"] {
  const w = isObj(s.welcome) ? s.welcome : {};
  const desktop = url(w.desktop) ?? url(w.original);
  const mobile = url(w.mobile) ?? desktop;
  return {
    header: orDefault(t("study:welcome_header", s.welcome_header), LIVE_DEFAULTS.welcomeHeader),
    message: orDefault(t("study:welcome_message", s.welcome_message), LIVE_DEFAULTS.welcomeMessage),
    button_text: orDefault(t("study:welcome_button_text", s.welcome_button_text), LIVE_DEFAULTS.welcomeButton),
    image: desktop || mobile ? { desktop, mobile } : null,
    css_position: cssToken(w.css_position),
    css_size: cssToken(w.css_size),
  };
}

/** key → translated text, falling back to the source (blank sources stay null). */
const translator = (texts: Record<string, string>) => (key: string, source: string | null | undefined): string | null => {
  if (source == null || source.trim() === "") return null;
  return texts[key] ?? source;
};

// ---- the survey -------------------------------------------------------------------------------------------------

const surveySelect = (productIds: string[], language: string) =>
  ({
    id: true, short_id: true, status: true, language: true, welcome_header: true, welcome_message: true, welcome_button_text: true, welcome: true,
    exit_header: true, exit_message: true, exit_button_text: true, thank_you_button_url: true, style_header_logo: true, intro: true,
    show_privacy_disclaimer_for_crm: true, show_brand_name_in_privacy_disclaimer: true,
    hide_all_product_names: true, hide_all_product_pricing: true, hide_all_product_colors: true, hide_all_product_fit: true,
    hide_all_product_materials: true, hide_all_product_features: true, hide_all_product_description: true,
    brand: { select: { name: true, style: true, logo: true, disclaimer: true } },
    countries: { orderBy: { order: "asc" }, select: { exchange_rate: true, country: { select: { code: true, currency_code: true } } } },
    products: {
      where: { product_id: { in: productIds } },
      select: {
        product_id: true, additional_price_conversions: true,
        product: {
          select: {
            name: true, price: true, description: true, colors: true, fit: true, materials: true, features: true,
            images: { orderBy: { order: "asc" }, select: { desktop: true, mobile: true } },
            translations: { where: { language }, select: { fields: true } },
          },
        },
      },
    },
    questions: {
      select: {
        id: true, product_id: true, text: true, star_low: true, star_high: true, intro: true, required: true, followup_manual_ordering: true,
        disable_product_title: true, disable_product_pricing: true, disable_product_colors: true, disable_product_fit: true,
        disable_product_materials: true, disable_product_features: true, disable_product_description: true,
        follow_ups: {
          orderBy: [{ order: "asc" }, { date_created: "asc" }],
          select: {
            id: true, type: true, fire_positive: true, fire_negative: true, positive_title: true, negative_title: true, positive_options: true,
            negative_options: true, positive_min_label: true, positive_max_label: true, negative_min_label: true, negative_max_label: true,
            disable_option_randomization: true,
          },
        },
      },
    },
    demographics: { where: { disabled: false }, select: { demographic: { select: { id: true, title: true, options: true, images: true, show_as_dropdown: true } } } },
  }) satisfies Prisma.SurveySelect;

function formatPrice(amount: number | null, currency: string | null, language: string, country: string): string | null {
  if (amount == null || !Number.isFinite(amount)) return null;
  if (!currency) return amount.toFixed(2);
  try {
    return new Intl.NumberFormat(`${language}-${country}`, { style: "currency", currency }).format(amount);
  } catch {
    try {
      return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
    } catch {
      return amount.toFixed(2);
    }
  }
}

const numbers = (v: unknown): Record<string, number> =>
  isObj(v) ? Object.fromEntries(Object.entries(v).filter((e): e is [string, number] => typeof e[1] === "number" && Number.isFinite(e[1]))) : {};

/** The live survey of a session. */
export async function buildLiveSurvey(ctx: TLiveSessionCtx, opts: { preview: boolean }, db: Tx = prisma): Promise<TLiveSurvey> {
  const { shape, respondent: r } = ctx;
  const language = normLang(r.language) || shape.language;
  const studyLang = normLang(shape.language);
  const [s, texts] = await Promise.all([
    db.survey.findUniqueOrThrow({ where: { id: shape.id }, select: surveySelect(r.assigned_products, language) }),
    language !== studyLang ? translatedStudyTexts(shape.id, language, db) : Promise.resolve({} as Record<string, string>),
  ]);
  const t = translator(texts);
  const country = r.country_code;
  const sc = s.countries.find((c) => c.country.code === country) ?? null;
  const rates = Object.fromEntries(s.countries.filter((c) => c.exchange_rate != null).map((c) => [c.country.code, c.exchange_rate!]));
  const defaultCountry = shape.countries[0]?.code ?? null;

  const questionById = new Map(s.questions.map((q) => [q.id, q]));
  const spById = new Map(s.products.map((p) => [p.product_id, p]));
  const shapeById = new Map(shape.products.map((p) => [p.product_id, p]));
  const seed = (questionId: string) => `${r.id}:${questionId}`;

  const options = (labels: readonly string[], key: (i: number) => string, shuffleSeed: string | null, keep?: (i: number) => boolean): TLiveOption[] => {
    const list = labels.flatMap((label, i) => (keep && !keep(i) ? [] : [{ id: String(i), label: t(key(i), label) ?? label }]));
    return shuffleSeed ? seededShuffle(list, shuffleSeed) : list;
  };

  const products: TLiveProduct[] = r.assigned_products.flatMap((productId) => {
    const sp = spById.get(productId);
    const sh = shapeById.get(productId);
    const q = sh ? questionById.get(sh.question.id) : undefined;
    if (!sp || !sh || !q) return [];
    const p = sp.product;
    const own = q.product_id !== null;
    const qKey = (f: string) => (own ? `question:${q.id}:${f}` : `template:${f}`);
    const ptr = isObj(p.translations[0]?.fields) ? (p.translations[0]!.fields as Record<string, unknown>) : {};
    const ptext = (f: "name" | "description" | "colors" | "fit" | "materials" | "features", source: string | null): string | null =>
      language === studyLang ? str(source) : (str(ptr[f]) ?? t(`product:${productId}:${f}`, source));
    const hide = {
      name: s.hide_all_product_names || q.disable_product_title,
      price: s.hide_all_product_pricing || q.disable_product_pricing,
      colors: s.hide_all_product_colors || q.disable_product_colors,
      fit: s.hide_all_product_fit || q.disable_product_fit,
      materials: s.hide_all_product_materials || q.disable_product_materials,
      features: s.hide_all_product_features || q.disable_product_features,
      description: s.hide_all_product_description || q.disable_product_description,
    };
    const amount = countryPrice({ country, defaultCountry, productPrice: p.price, conversions: numbers(sp.additional_price_conversions), rates });
    const asked: TLiveFollowUp[] = q.follow_ups.map((f) => {
      const shuffleSeed = f.disable_option_randomization ? null : seed(f.id);
      const side = (which: "positive" | "negative"): TLiveFollowUpSide => ({
        title: t(`followup:${f.id}:${which}_title`, f[`${which}_title`]) ?? "",
        options: f.type === "choice" || f.type === "multi" ? options(f[`${which}_options`], (i) => `followup:${f.id}:${which}.options.${i}`, shuffleSeed && `${shuffleSeed}:${which}`) : [],
        min_label: t(`followup:${f.id}:${which}.min_label`, f[`${which}_min_label`]),
        max_label: t(`followup:${f.id}:${which}.max_label`, f[`${which}_max_label`]),
      });
      return { id: f.id, type: f.type, fire_positive: f.fire_positive, fire_negative: f.fire_negative, positive: side("positive"), negative: side("negative") };
    });
    // spec 2 §4 "Follow-up ordering per question toggles between shuffled and manual": shuffled per respondent
    // (seeded, so a reload asks them in the same order) unless the question is set to manual ordering.
    const follow_ups = q.followup_manual_ordering ? asked : seededShuffle(asked, `${seed(q.id)}:follow-ups`);
    return [
      {
        id: productId,
        name: hide.name ? null : ptext("name", p.name),
        price: hide.price ? null : formatPrice(amount, sc?.country.currency_code ?? null, language, country),
        images: p.images.map((i) => ({ desktop: url(i.desktop), mobile: url(i.mobile) ?? url(i.desktop) })),
        colors: hide.colors ? null : ptext("colors", p.colors),
        fit: hide.fit ? null : ptext("fit", p.fit),
        materials: hide.materials ? null : ptext("materials", p.materials),
        features: hide.features ? null : ptext("features", p.features),
        description_html: hide.description ? null : sanitizeDescription(ptext("description", p.description)),
        question: {
          id: q.id,
          text: orDefault(t(qKey("text"), q.text), LIVE_DEFAULTS.starText),
          star_low: orDefault(t(qKey("star_low"), q.star_low), LIVE_DEFAULTS.starLow),
          star_high: orDefault(t(qKey("star_high"), q.star_high), LIVE_DEFAULTS.starHigh),
          required: q.required,
          intro: liveIntro(q.intro, (f, src) => t(qKey(`intro.${f}`), src)),
          follow_ups,
        },
      },
    ];
  });

  const demoById = new Map(s.demographics.map((d) => [d.demographic.id, d.demographic]));
  const segments: TLiveSegment[] = shape.segments.flatMap((seg) => {
    const d = demoById.get(seg.id);
    if (!d) return [];
    const offered = seg.country_options[country.toUpperCase()];
    const keep = offered ? (i: number) => offered[i] !== false : undefined;
    const shuffleSeed = seg.randomize_options ? seed(seg.id) : null;
    const imgs = Array.isArray(d.images) ? d.images : [];
    let opts: TLiveOption[] = [];
    if (seg.type === "image") {
      const list = seg.options.flatMap((label, i) => {
        if (keep && !keep(i)) return [];
        const img = isObj(imgs[i]) ? (imgs[i] as Record<string, unknown>) : {};
        const desktop = url(img.desktop) ?? url(img.original);
        return [{ id: String(i), label: t(`demographic:${seg.id}:images.${i}.label`, label) ?? label, image: { desktop, mobile: url(img.mobile) ?? desktop } }];
      });
      opts = shuffleSeed ? seededShuffle(list, shuffleSeed) : list;
    } else if (seg.type !== "text") {
      opts = options(seg.options, (i) => `demographic:${seg.id}:options.${i}`, shuffleSeed, keep);
    }
    return [{ id: seg.id, type: seg.type, title: t(`demographic:${seg.id}:title`, d.title) ?? d.title, required: seg.required, dropdown: d.show_as_dropdown, options: opts }];
  });

  return {
    short_id: s.short_id,
    brand_name: s.brand.name,
    language,
    country,
    preview: opts.preview,
    style: liveStyle(s.brand.style, s.brand.logo, s.style_header_logo),
    welcome: welcomeBlock(s, t),
    privacy:
      r.audience_type === "crm" && s.show_privacy_disclaimer_for_crm
        ? { text: privacyText(s.show_brand_name_in_privacy_disclaimer ? s.brand.name : null, s.brand.disclaimer) }
        : null,
    intro: liveIntro(s.intro, (f, src) => t(`study:intro.${f}`, src)),
    segments,
    products,
    exit: {
      header: orDefault(t("study:exit_header", s.exit_header), LIVE_DEFAULTS.exitHeader),
      message: orDefault(t("study:exit_message", s.exit_message), LIVE_DEFAULTS.exitMessage),
      button_text: orDefault(t("study:exit_button_text", s.exit_button_text), LIVE_DEFAULTS.exitButton),
      button_url: buttonUrl(s.thank_you_button_url),
    },
  };
}

/**
 * What the server-rendered welcome page needs before the app loads (app/s/[shortId]/route.ts): brand, style and the
 * welcome texts in the respondent's language. `open` = the study takes answers (Active); the page shows the closed
 * text otherwise, unless the link asks for a preview (which the start call then checks). null: unknown short id.
 */
export async function liveWelcomePage(
  shortId: string,
  params: Record<string, string>,
  db: Tx = prisma,
): Promise<{ open: boolean; draft: boolean; survey: Pick<TLiveSurvey, "short_id" | "brand_name" | "language" | "style" | "welcome"> } | null> {
  const s = await db.survey.findUnique({
    where: { short_id: shortId },
    select: {
      id: true, short_id: true, status: true, language: true, welcome_header: true, welcome_message: true, welcome_button_text: true, welcome: true,
      style_header_logo: true, brand: { select: { name: true, style: true, logo: true } },
      countries: { orderBy: { order: "asc" }, take: 1, select: { country: { select: { code: true } } } },
    },
  });
  if (!s) return null;
  const country = params.country?.trim().toUpperCase() || s.countries[0]?.country.code || null;
  const language = await respondentLanguage(s, country, params.lang, db);
  const texts = language !== normLang(s.language) ? await translatedStudyTexts(s.id, language, db) : {};
  return {
    open: s.status === "Active",
    draft: s.status === "Draft",
    survey: {
      short_id: s.short_id,
      brand_name: s.brand.name,
      language,
      style: liveStyle(s.brand.style, s.brand.logo, s.style_header_logo),
      welcome: welcomeBlock(s, translator(texts)),
    },
  };
}

/** An ended visit as the start / session calls answer it: the outcome page's texts and the redirect, if any. */
export async function liveOutcome(
  shape: TStudyShape,
  who: { audience_id: string | null; panel_params: Record<string, string> },
  status: TLiveOutcomeStatus,
  db: Tx = prisma,
): Promise<Extract<TLiveStartResult, { redirect_url: string | null }>> {
  return { status, redirect_url: await outcomeRedirect(shape, who, status, db), ...LIVE_OUTCOME_TEXT[status] };
}
