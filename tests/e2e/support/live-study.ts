// Published (Active) studies for the respondent journeys (tests/e2e/survey-*.spec.ts), made through the product's
// own API as a signed-in admin: a Draft with products that have images (campaignSNT + the wizard save), then the
// wizard save for texts, questions with follow-ups, privacy settings, the respondent limit, countries and
// audiences, then publish. Respondents are driven through the public /api/v1/live endpoints where a journey needs
// one that is not the one under test.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { LIVE_LABELS } from "../../../lib/survey/messages";
import { DECISION_CONFIGS } from "../../../lib/builder/start-rules";
import type { TLiveAnswersInput, TLiveCompleteResult, TLiveStartResult } from "../../../lib/survey/wire";
import { DEMO, json } from "./world";

type TProduct = { _id: string; name: string; assortment: string[]; images: unknown[] };
type TBuilder = {
  date_modified: string;
  short_id: string;
  live_link: string;
  status: string;
  questions: { product: string; _id: string; order: number; full_product: { name: string } }[];
};

/** Platform segmentation questions a journey can ask (seeded; prisma/seed/demographics.ts), by title. */
export const SEGMENTS = {
  age: "What is your age?",
  state: "In which US state do you live?",
  channels: "Where do you usually shop?",
  favourite: "What is your favourite brand and why?",
} as const;

export const PANEL_LINKS = {
  complete: "https://panel.example.com/complete?s=1",
  terminate: "https://panel.example.com/terminate",
  quota_full: "https://panel.example.com/quota",
} as const;

/**
 * The follow-ups every product of a journey study gets. Saving a follow-up copies its positive side to the
 * negative one (spec 2 §5), so each side is its own follow-up here: which ones show tells the side asked.
 */
export const FOLLOW_UPS = {
  liked: { title: "What do you like most?", options: ["Colour", "Fit", "Price"] },
  change: { title: "What would you change?", options: ["Colour", "Fit", "Price"] },
  wear: { title: "Where would you wear it?", options: ["Work", "Weekend", "Sport"] },
  text: { title: "Anything else you want to tell us?" },
} as const;

export const VIDEO_INTRO = { title: "Meet the collection", text: "A short film first.", button_text: "Watch, then go", youtube_id: "aBcD_123-xy" } as const;

export const TEXTS = {
  welcomeHeader: "Hello from the e2e team",
  welcomeMessage: "Rate three products for us.",
  welcomeButton: "Let's go",
  exitHeader: "All done, thank you",
  exitMessage: "We read every answer.",
  exitButton: "Back to the shop",
  exitUrl: "https://shop.example.com/thanks",
  question: "Would you buy this?",
  starLow: "Not at all",
  starHigh: "Absolutely",
} as const;

export interface TLiveStudyOptions {
  title: string;
  products?: number;
  /** Survey.respondent_limit (completes in total). */
  respondentLimit?: number | null;
  /** CRM privacy disclaimer with the brand name. */
  privacy?: boolean;
  /** Adds a toluna panel audience with the PANEL_LINKS redirect links (the wizard stores links on toluna rows only). */
  panel?: boolean;
  /** Publish (default true); false leaves the Draft. */
  publish?: boolean;
  /** A study intro with a youtube video (VIDEO_INTRO). */
  videoIntro?: boolean;
  /** Segmentation questions in order (default: the age question, required); `required` lists the required ones. */
  segments?: { title: string; required: boolean }[];
}

export interface TLiveStudy {
  id: string;
  shortId: string;
  products: { id: string; name: string }[];
}

const side = (options: readonly string[]) => ({ options: [...options], min_label: null, max_label: null });

function followUps() {
  const fu = (type: string, title: string, options: readonly string[], fire: { positive: boolean; negative: boolean }) => ({
    type,
    fire_positive: fire.positive,
    fire_negative: fire.negative,
    positive_title: title,
    negative_title: title,
    positive: side(options),
    negative: side(options),
    disable_option_randomization: true,
  });
  return [
    fu("choice", FOLLOW_UPS.liked.title, FOLLOW_UPS.liked.options, { positive: true, negative: false }),
    fu("choice", FOLLOW_UPS.change.title, FOLLOW_UPS.change.options, { positive: false, negative: true }),
    fu("multi", FOLLOW_UPS.wear.title, FOLLOW_UPS.wear.options, { positive: true, negative: false }),
    fu("text", FOLLOW_UPS.text.title, [], { positive: true, negative: true }),
  ];
}

/** A Demo assortment with `count` products that have images (the publish checks need an image each). */
async function imagedProducts(api: APIRequestContext, count: number): Promise<{ assortment: string; products: TProduct[] }> {
  const all = await json<TProduct[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const by = new Map<string, TProduct[]>();
  for (const p of all) if (p.images.length > 0) for (const a of p.assortment) by.set(a, [...(by.get(a) ?? []), p]);
  const found = [...by.entries()].find(([, ps]) => ps.length >= count);
  if (!found) throw new Error(`No Demo assortment with ${count} products that have images`);
  return { assortment: found[0], products: found[1].slice(0, count) };
}

const builderUrl = (id: string) => `/api/v1/brand/${DEMO}/survey/${id}?view=wizard`;
const saveUrl = (id: string) => `/api/v1/admin/brand/${DEMO}/survey/${id}`;

/** A study a respondent can take, built and published as the brand would (api: an admin's request context). */
export async function liveStudy(api: APIRequestContext, o: TLiveStudyOptions): Promise<TLiveStudy> {
  const count = o.products ?? 3;
  const { assortment, products } = await imagedProducts(api, count);
  const { _id: id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  let s = await json<TBuilder>(await api.get(builderUrl(id)));
  s = await json<TBuilder>(
    await api.put(saveUrl(id), {
      // A later phase (several follow-ups, each side with its own title), not the one-follow-up early phases.
      data: { date_modified: s.date_modified, title: o.title, type: "line_adoption", config: { ...DECISION_CONFIGS.line_adoption }, products: products.map((p) => ({ product: p._id, sales_plan: 100 })) },
    }),
  );
  const audiences = [
    { country: "US", audience_type: "crm", consumer_profile: null, panel_provider: null },
    ...(o.panel ? [{ country: "US", audience_type: "panel", consumer_profile: null, panel_provider: "toluna", redirect_links: { ...PANEL_LINKS } }] : []),
  ];
  s = await json<TBuilder>(
    await api.put(saveUrl(id), {
      data: {
        date_modified: s.date_modified,
        welcome_header: TEXTS.welcomeHeader,
        welcome_message: TEXTS.welcomeMessage,
        welcome_button_text: TEXTS.welcomeButton,
        exit_header: TEXTS.exitHeader,
        exit_message: TEXTS.exitMessage,
        exit_button_text: TEXTS.exitButton,
        thank_you: { button_url: TEXTS.exitUrl },
        random: false,
        respondent_limit: o.respondentLimit ?? null,
        settings: { show_privacy_disclaimer_for_crm: o.privacy ?? false, show_brand_name_in_privacy_disclaimer: o.privacy ?? false },
        questions: products.map((p) => ({ product: p._id, text: TEXTS.question, star_low: TEXTS.starLow, star_high: TEXTS.starHigh, intro: null, follow_up: followUps() })),
        countries: ["US"],
        audiences,
        ...(o.videoIntro
          ? { intro: { type: "youtube", title: VIDEO_INTRO.title, text: VIDEO_INTRO.text, button_text: VIDEO_INTRO.button_text, images: [], video: { youtube_id: VIDEO_INTRO.youtube_id, vimeo_id: null } } }
          : {}),
      },
    }),
  );
  await setSegmentation(api, id, o.segments ?? [{ title: SEGMENTS.age, required: true }]);
  if (o.publish ?? true) {
    const published = await json<TBuilder>(await api.put(`/api/v1/admin/brand/${DEMO}/survey/${id}/publish`, { data: {} }));
    expect(published.status).toBe("Active");
  }
  // The products in the study's order (the order respondents of a manual study see).
  const ordered = [...s.questions].sort((a, b) => a.order - b.order);
  return { id, shortId: s.short_id, products: ordered.map((q) => ({ id: q.product, name: q.full_product.name })) };
}

async function graphql<T>(api: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await api.post("/api/v1/graphql", { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The age question of a journey study's segmentation (its only one by default): picks an answer and goes on. */
export async function answerAge(page: Page, answer = "25-34") {
  const heading = page.locator("h1");
  await expect(heading).toContainText(SEGMENTS.age);
  await page.getByRole("radiogroup", { name: SEGMENTS.age }).getByRole("radio", { name: answer }).check();
  await page.getByRole("button", { name: LIVE_LABELS.next, exact: true }).click();
  await expect(heading).not.toContainText(SEGMENTS.age);
}

/** Replaces the study's segmentation questions (spec 2 §7 updateSurvey demographics), found by title. */
async function setSegmentation(api: APIRequestContext, id: string, segments: { title: string; required: boolean }[]) {
  const { brandDemographicQuestions: all } = await graphql<{ brandDemographicQuestions: { _id: string; title: string }[] }>(
    api,
    `query($b: ID!) { brandDemographicQuestions(brand_id: $b) { _id title } }`,
    { b: DEMO },
  );
  const demographics = segments.map((g) => {
    const d = all.find((x) => x.title === g.title);
    if (!d) throw new Error(`No segmentation question "${g.title}"`);
    return { demographic: d._id, required: g.required, randomize_options: false };
  });
  await graphql(api, `mutation($b: ID!, $s: SurveyUpdateInput!) { updateSurvey(brand_id: $b, survey: $s) { _id } }`, { b: DEMO, s: { _id: id, demographics } });
}

/** Non-preview respondents of the study (any status), as the wizard's "respondents count" reads them. */
export async function respondentsCount(api: APIRequestContext, id: string): Promise<number> {
  return (await json<{ count: number }>(await api.get(`/api/v1/brand/${DEMO}/survey/${id}/respondents_count`))).count;
}

/** Completed non-preview respondents (the study summary's respondent_count, spec 3 §3). */
export async function completes(api: APIRequestContext, id: string): Promise<number> {
  return (await json<{ respondent_count: number }>(await api.get(`/api/v1/brand/${DEMO}/survey/${id}`))).respondent_count;
}

const live = (shortId: string, path: string) => `/api/v1/live/${shortId}/${path}`;

/**
 * One respondent who answers every required question through the public API and completes (the "someone else
 * already took it" of a quota journey). Uses the survey payload the server gives, as the app does.
 */
export async function completeRespondent(api: APIRequestContext, shortId: string, params: Record<string, string> = { audience: "crm" }): Promise<TLiveCompleteResult> {
  const started = await json<TLiveStartResult>(await api.post(live(shortId, "start"), { data: { params, preview: false } }));
  if (started.status !== "partial") throw new Error(`start ended the visit: ${started.status}`);
  const { survey, respondent } = started.session;
  const headers = { "x-respondent-token": respondent.token };
  const body: TLiveAnswersInput = {
    segments: survey.segments.filter((g) => g.type !== "text" && g.options.length).map((g) => ({ demographic_id: g.id, values: [g.options[0]!.id], text: null })),
    ratings: survey.products.map((p) => ({ product_id: p.id, rating: 2 })),
    follow_ups: survey.products.flatMap((p) =>
      p.question.follow_ups.filter((f) => f.fire_negative && (f.type === "choice" || f.type === "multi")).map((f) => ({ product_id: p.id, follow_up_id: f.id, values: [f.negative.options[0]!.id], text: null, star: null })),
    ),
  };
  await json(await api.put(live(shortId, "answers"), { headers, data: body }));
  return json<TLiveCompleteResult>(await api.post(live(shortId, "complete"), { headers, data: {} }));
}

/** A phone-sized viewport for the respondent journeys. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
/** The page heading (focus moves to it on every page) and the Next button of the respondent app. */
export const surveyHeading = (page: Page) => page.locator("h1");
export const surveyNext = (page: Page) => page.getByRole("button", { name: LIVE_LABELS.next, exact: true });
