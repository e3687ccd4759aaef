// A complete, publishable TBuilderStudy for the pure tests; each test breaks one thing.
import type { TBuilderQuestion, TBuilderStudy } from "@/lib/builder/study";
import { emptyBuilderStudyFields, emptyQuestionFields, type TWireFollowUp } from "@/lib/builder/builder-wire";

type TFollowUpOver = Partial<Omit<TWireFollowUp, "positive">> & { type: string; positive?: Partial<TWireFollowUp["positive"]> };
/** A follow-up with defaults (a loose `type` so tests can feed bad values). */
export function followUp(over: TFollowUpOver): TWireFollowUp {
  const side = { options: [], min_label: null, max_label: null };
  return {
    _id: "f".repeat(24), standard_why: false, fire_positive: true, fire_negative: true, positive_title: "", negative_title: "Least?",
    negative: side, disable_option_randomization: false, media: null,
    ...over,
    type: over.type as TWireFollowUp["type"],
    positive: { ...side, ...over.positive },
  };
}
import { HIDE_PRODUCT_FLAGS, SETTINGS_FLAGS } from "@/lib/builder/study";

export function question(i: number, over: Partial<TBuilderQuestion> = {}): TBuilderQuestion {
  return {
    _id: `q${i}`.padEnd(24, "0"),
    product: `p${i}`.padEnd(24, "0"),
    full_product: { name: `Product ${i}`, images: [{ original: "o.png", desktop: "d.png", mobile: "m.png" }], colors: null, price: 10, deleted: false },
    order: i,
    text: "Would you consider buying this item?",
    star_low: "Never",
    star_high: "Definitely",
    msrp_initial: null,
    merchantAllocationValue: 100,
    merchantAllocationPct: 50,
    disabled: false,
    ...emptyQuestionFields(),
    ...over,
  };
}

export function builderStudy(over: Partial<TBuilderStudy> = {}): TBuilderStudy {
  return {
    _id: "a".repeat(24), short_id: "abc", title: "Study", type: "early_stage", gender: "all", status: "Draft",
    countries: [], decision_point: null, respondent_count: 0, raw_submission_count: 0, total_submissions_processed: 0,
    date_created: "2026-01-01T00:00:00.000Z", date_start: null, date_modified: "2026-01-01T00:00:00.000Z", date_published: null,
    date_end: null, date_closed: null, date_reopened: null, due_date: null, internal_template: false, version: null, is_v2: false,
    archived: false, product_count: 2, price_estimate: 250, assortment: null, ...emptyBuilderStudyFields(),
    purpose: [], insight_other: null, decision_id: null, currency: null, language: "en", products: [], assortment_id: null,
    app_version: null, stat_significance_count: null,
    temp_type: null, config: {}, alternate_question: null, random: false, limit: { active: false, number: 15 }, respondent_limit: null,
    welcome: {}, welcome_header: null, welcome_message: null, welcome_button_text: null, exit_header: null, exit_message: null,
    exit_button_text: null, thank_you: { button_url: null, css_position: null }, style: { header_logo: null }, intro: null,
    redirect_link: null, redirect_link_closed: null, url_param: null, notifications: { due_date: { active: false } },
    panel_type: null, panel_cost: 0,
    settings: Object.fromEntries(SETTINGS_FLAGS.map((f) => [f, false])) as TBuilderStudy["settings"],
    hide: Object.fromEntries(HIDE_PRODUCT_FLAGS.map((f) => [f, false])) as TBuilderStudy["hide"],
    demo: false, owned_by: null, questions: [question(0), question(1)], merchantAllocationTotal: 200, live_link: "/s/abc",
    countries_translations_needed: [], products_out_of_sync_translations: [],
    ...over,
  };
}
