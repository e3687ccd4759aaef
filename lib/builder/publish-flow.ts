// The publish flow of the Review step (spec 2 §4 "Publish flow") as a pure state machine, and the Review step's
// display rules (spec 2 §2 "Prep-to-send step", §6). The dialogs (components/builder/publish-flow.tsx) only render the
// state and send events; every branch of the flow is decided here and unit-tested.
import { api } from "../api-client";
import type { TBrandFeatures } from "../schemas/brand";
import { productCap } from "../survey/rules";
import { studyPriceEstimate } from "../studies/format";
import type { TBuilderStudy } from "./study";

export interface TPublishProblem {
  key: string;
  message: string;
  blocking: boolean;
}

export type TPublishState =
  | { phase: "idle" }
  /** Saving the study (saved false), then running the publish checks on the saved study (saved true). */
  | { phase: "checking"; saved: boolean }
  /** "There are some issues with your study! You won't be able to publish yet." + the list + "Fix errors". */
  | { phase: "issues"; problems: TPublishProblem[] }
  /** Fetching the respondents count. */
  | { phase: "counting"; warnings: TPublishProblem[] }
  /** "Ready to Send?" with Cancel / Yes, publish. */
  | { phase: "confirm"; count: number; warnings: TPublishProblem[] }
  /** Responses exist: keep or delete them. */
  | { phase: "responses"; count: number }
  /** Final confirmation before deleting the responses. */
  | { phase: "confirm-delete"; count: number }
  /** PUT …/publish {delete_answers}. */
  | { phase: "publishing"; deleteAnswers: boolean };

export type TPublishEvent =
  | { type: "start" }
  | { type: "saved"; ok: boolean }
  | { type: "checked"; problems: TPublishProblem[] }
  | { type: "counted"; count: number }
  | { type: "count-failed" }
  | { type: "cancel" }
  | { type: "fix-errors" }
  | { type: "publish" }
  | { type: "keep" }
  | { type: "delete" }
  | { type: "confirm-delete" }
  | { type: "published" }
  /** The server refused: 409 with invalid_params → the same issues dialog with the server's list. */
  | { type: "server-issues"; problems: TPublishProblem[] }
  | { type: "failed" };

export const PUBLISH_IDLE: TPublishState = { phase: "idle" };

/** Blocking problems stop the flow; the others are warnings shown in the "Ready to Send?" dialog. */
export function splitProblems(problems: readonly TPublishProblem[]): { blocking: TPublishProblem[]; warnings: TPublishProblem[] } {
  return { blocking: problems.filter((p) => p.blocking), warnings: problems.filter((p) => !p.blocking) };
}

/** The server's 409 invalid_params ({name, reason}) as problems for the issues dialog. */
export function problemsFromInvalidParams(params: readonly { name: string; reason: string }[]): TPublishProblem[] {
  const seen = new Set<string>();
  const out: TPublishProblem[] = [];
  for (const p of params) {
    if (seen.has(p.reason)) continue;
    seen.add(p.reason);
    out.push({ key: p.name, message: p.reason, blocking: true });
  }
  return out;
}

/**
 * One step of the flow. Events that do not apply to the current phase leave it unchanged (a double click on
 * "Yes, publish" cannot publish twice, a late count answer after Cancel is ignored).
 */
export function publishReducer(state: TPublishState, event: TPublishEvent): TPublishState {
  switch (event.type) {
    case "start":
      return state.phase === "idle" ? { phase: "checking", saved: false } : state;
    case "saved":
      // A failed save stops here: the shell's saving indicator says "Changes Not Saved!".
      if (state.phase !== "checking" || state.saved) return state;
      return event.ok ? { phase: "checking", saved: true } : PUBLISH_IDLE;
    case "checked": {
      // The checks run on the study as the server saved it, so only after the save.
      if (state.phase !== "checking" || !state.saved) return state;
      const { blocking, warnings } = splitProblems(event.problems);
      return blocking.length > 0 ? { phase: "issues", problems: blocking } : { phase: "counting", warnings };
    }
    case "counted":
      return state.phase === "counting" ? { phase: "confirm", count: Math.max(0, Math.trunc(event.count)), warnings: state.warnings } : state;
    case "count-failed":
      return state.phase === "counting" ? PUBLISH_IDLE : state;
    case "publish":
      if (state.phase !== "confirm") return state;
      return state.count > 0 ? { phase: "responses", count: state.count } : { phase: "publishing", deleteAnswers: false };
    case "keep":
      return state.phase === "responses" ? { phase: "publishing", deleteAnswers: false } : state;
    case "delete":
      return state.phase === "responses" ? { phase: "confirm-delete", count: state.count } : state;
    case "confirm-delete":
      return state.phase === "confirm-delete" ? { phase: "publishing", deleteAnswers: true } : state;
    case "cancel":
      // Cancel on the final delete confirmation goes back to the keep-or-delete choice; elsewhere it ends the flow.
      if (state.phase === "confirm-delete") return { phase: "responses", count: state.count };
      return state.phase === "publishing" || state.phase === "checking" ? state : PUBLISH_IDLE;
    case "fix-errors":
      return state.phase === "issues" ? PUBLISH_IDLE : state;
    case "server-issues":
      return state.phase === "publishing" ? { phase: "issues", problems: event.problems } : state;
    case "published":
    case "failed":
      return state.phase === "publishing" ? PUBLISH_IDLE : state;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Review step rules (spec 2 §2 "Prep-to-send step", §6, §9)

export interface TReviewAccess {
  isAdmin: boolean;
  viewAsUser: boolean;
  features: Pick<TBrandFeatures, "gatesAndDates">;
}

/** Admin elements show for admins acting as themselves (view=user hides them, spec 2 §6). */
export const actsAsAdmin = (a: Pick<TReviewAccess, "isAdmin" | "viewAsUser">): boolean => a.isAdmin && !a.viewAsUser;

type TAudienceStudy = Pick<TBuilderStudy, "panel_type" | "audiences">;

/** A panel (recruited audience) study: a panel type is set or one of its audiences is a panel audience. */
export const isPanelStudy = (s: TAudienceStudy): boolean =>
  Boolean(s.panel_type && s.panel_type.trim()) || s.audiences.some((a) => a.audience_type === "panel");

/** "Live Link (Admin Only)" for admins on panel studies; everyone else gets the plain header. */
export function liveLinkHeader(s: TAudienceStudy, a: Pick<TReviewAccess, "isAdmin" | "viewAsUser">, texts: { admin: string; plain: string }): string {
  return actsAsAdmin(a) && isPanelStudy(s) ? texts.admin : texts.plain;
}

/** The preview button: gates-and-dates on and a panel audience, for non-admins or admins viewing as a user. */
export const showPreviewButton = (s: TAudienceStudy, a: TReviewAccess): boolean =>
  a.features.gatesAndDates && isPanelStudy(s) && !actsAsAdmin(a);

/** An international study: more than one country (its Review shows the P5 international card instead). */
export const isInternationalStudy = (s: Pick<TBuilderStudy, "countries">): boolean => s.countries.length > 1;

/** The study price estimate (spec 2 §9) of the study's enabled products. */
export function reviewPriceEstimate(s: Pick<TBuilderStudy, "countries" | "questions" | "limit">): number {
  const international = isInternationalStudy(s);
  return studyPriceEstimate({
    countries: s.countries.length,
    questions: s.questions.filter((q) => !q.disabled).length,
    limitActive: s.limit.active,
    limitNumber: s.limit.number,
    international,
  });
}

/** Products a respondent is shown: all of them, capped as the live survey caps them (lib/survey/rules.ts#productCap). */
export function productsPerRespondent(s: Pick<TBuilderStudy, "questions" | "limit">): number {
  return Math.min(s.questions.filter((q) => !q.disabled).length, productCap(s.limit));
}

/** Finish (last step of a `steps=` limit) opens the finish modal for a study that is not published yet (Draft). */
export const showFinishModal = (status: string): boolean => status === "Draft";

/** The response size: the respondent limit when set, else the stat-significance count, else none. */
export const responseSize = (s: Pick<TBuilderStudy, "respondent_limit" | "stat_significance_count">): number | null =>
  s.respondent_limit ?? s.stat_significance_count ?? null;

// ---------------------------------------------------------------------------------------------------------------
// Calls (docs/contracts/p4-builder.md "Server"): REST through lib/api-client.ts, which throws ApiError with the
// server's detail and invalid_params.

/** GET /api/v1/brand/{b}/survey/{s}/respondents_count → the non-preview respondents so far. */
export async function fetchRespondentsCount(brandId: string, studyId: string): Promise<number> {
  const r = await api<{ count: number }>(`/brand/${brandId}/survey/${studyId}/respondents_count`);
  return Number(r.count) || 0;
}

/** PUT /api/v1/admin/brand/{b}/survey/{s}/publish {delete_answers}; the server runs the publish checks again. */
export const publishStudy = (brandId: string, studyId: string, deleteAnswers: boolean) =>
  api<unknown>(`/admin/brand/${brandId}/survey/${studyId}/publish`, { method: "PUT", json: { delete_answers: deleteAnswers } });

/** GET /api/v1/brand/{b}/survey/{s}?view=wizard: the study again after a publish. */
export const fetchBuilderStudy = (brandId: string, studyId: string) =>
  api<TBuilderStudy>(`/brand/${brandId}/survey/${studyId}?view=wizard`);

/** PUT /api/v1/admin/brand/{b}/survey/{s}/move {assortment, include_products} (Draft only). */
export const moveStudy = (brandId: string, studyId: string, assortment: string, includeProducts: boolean) =>
  api<TBuilderStudy>(`/admin/brand/${brandId}/survey/${studyId}/move`, {
    method: "PUT",
    json: { assortment, include_products: includeProducts },
  });
