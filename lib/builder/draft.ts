// The wizard's draft: the study in the save shape (ZStudySave without date_modified) with the local edits merged
// over it, and the body of the next save (only the changed fields plus date_modified, spec 2 §4).
import { SURVEY_PURPOSES } from "../studies/messages";
import type { TStudySave, TBuilderStudy } from "./study";

export type TBuilderDraft = Omit<TStudySave, "date_modified">;
export type TDraftPatch = Partial<TBuilderDraft>;
type TPurpose = (typeof SURVEY_PURPOSES)[number];

/** The study as the save shape. */
export function studyToDraft(s: TBuilderStudy): TBuilderDraft {
  return {
    title: s.title,
    due_date: s.due_date,
    alternate_question: s.alternate_question,
    purpose: SURVEY_PURPOSES.filter((p): p is TPurpose => s.purpose.includes(p)),
    insight_other: s.insight_other,
    decision_point: s.decision_point?._id ?? null,
    decision: s.decision_id,
    type: s.type,
    temp_type: s.temp_type,
    config: s.config,
    products: [...s.questions]
      .sort((a, b) => a.order - b.order)
      .map((q) => ({ product: q.product, sales_plan: q.merchantAllocationValue, msrp_initial: q.msrp_initial, disabled: q.disabled })),
    random: s.random,
    limit: s.limit,
    respondent_limit: s.respondent_limit,
    welcome: s.welcome,
    welcome_header: s.welcome_header,
    welcome_message: s.welcome_message,
    welcome_button_text: s.welcome_button_text,
    exit_header: s.exit_header,
    exit_message: s.exit_message,
    exit_button_text: s.exit_button_text,
    thank_you: s.thank_you,
    style: s.style,
    intro: s.intro,
    redirect_link: s.redirect_link,
    redirect_link_closed: s.redirect_link_closed,
    url_param: s.url_param,
    notifications: s.notifications,
    stat_significance_count: s.stat_significance_count,
    panel_type: s.panel_type,
    panel_cost: s.panel_cost,
    settings: s.settings,
    hide: s.hide,
    internal_template: s.internal_template,
    demo: s.demo,
    owned_by: s.owned_by?._id ?? null,
    questions: [...s.questions]
      .sort((a, b) => a.order - b.order)
      .map((q) => ({
        product: q.product,
        text: q.text,
        star_low: q.star_low,
        star_high: q.star_high,
        intro: q.intro,
        follow_up: q.follow_up,
        followup_manual_ordering: q.followup_manual_ordering,
        settings: q.settings,
        additional_price_conversions: q.additional_price_conversions,
        disabled: q.disabled,
      })),
    question_template: s.question_template
      ? {
          text: s.question_template.text,
          star_low: s.question_template.star_low,
          star_high: s.question_template.star_high,
          intro: s.question_template.intro,
          follow_up: s.question_template.follow_up,
          followup_manual_ordering: s.question_template.followup_manual_ordering,
        }
      : {},
    countries: s.study_countries.map((c) => c.code),
    audiences: s.audiences.map((a) => ({
      country: a.country,
      audience_type: a.audience_type,
      consumer_profile: a.consumer_profile,
      panel_provider: a.panel_provider,
      redirect_links: a.redirect_links,
    })),
  };
}

/** The draft: the study with the pending edits over it. */
export const mergeDraft = (study: TBuilderStudy, pending: TDraftPatch): TBuilderDraft => ({ ...studyToDraft(study), ...pending });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The save body: the pending fields that differ from the study, and the study's date_modified; null when nothing changed. */
export function saveBody(study: TBuilderStudy, pending: TDraftPatch): TStudySave | null {
  const base = studyToDraft(study) as Record<string, unknown>;
  const changed = Object.fromEntries(Object.entries(pending).filter(([k, v]) => v !== undefined && !same(v, base[k])));
  if (Object.keys(changed).length === 0) return null;
  return { ...changed, date_modified: study.date_modified } as TStudySave;
}

/** After a save answered: the edits made while it was in flight stay pending; the ones it carried are done. */
export function pendingAfterSave(sent: TDraftPatch, pendingNow: TDraftPatch): TDraftPatch {
  return Object.fromEntries(Object.entries(pendingNow).filter(([k, v]) => !(k in sent) || !same(v, (sent as Record<string, unknown>)[k])));
}
