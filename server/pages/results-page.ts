import "server-only";
// The results page's server side (spec 3 §2 "Results page", §6; P11): the brand guard with survey read, the
// results visibility rules (gates and dates keep results for admins; `view=user` shows an admin what a user sees),
// the study's state (no study, deprecated, price studying, unfinished, no products), then the view every tab
// shares (products, filter definitions, respondent counts under the address's filters) and the chosen tab's data.
// Bad filters in a hand-edited address are reported and dropped, never a blank page. docs/decisions.md P11 #1–#3.
// With `?share=` (spec 3 §2, P13 item 2) the same page for a results link's viewer without an account: read-only, no
// links into the dashboard, the tabs the link opens; a link that is not valid is the clear page, a failure "Oops".
import { redirect, unstable_rethrow } from "next/navigation";
import { RESULTS_PAGE } from "@/lib/messages";
import { gatedOn, permits } from "@/lib/permissions";
import { DEFAULT_RESULTS_TAB, hasFilters, parseResultsQuery, resultsSearch, RESULTS_URL_MSG, type TSearchParams } from "@/lib/results/page";
import { RESULTS_FILTER_TYPES, type TResultsFilters } from "@/lib/results/filters";
import type { TResultsLink, TResultsPageData, TResultsTabData, TSharedResultsPage } from "@/lib/results/tab-data";
import { viewTabs, type TResultsView } from "@/lib/results/view";
import { routes } from "@/lib/routes";
import { parseFeatures, type TBrandFeatures } from "@/lib/schemas/brand";
import { builderPath } from "@/lib/builder/steps";
import type { Actor } from "../access/actor";
import { authorize, type TBrandAccess, type TShareAccess, type TViewAccess } from "../access/authorize";
import { guardBrandPage } from "../access/page-guard";
import { shareViewerFromToken } from "../access/share-viewer";
import { prisma } from "../db";
import { AppError } from "../errors";
import { resultsFilterDefinitions } from "../results/filter-definitions";
import { reportRespondentsCount } from "../results/respondents-count";
import { getResultsState } from "../results/results-state";
import { submissionStats } from "../results/submission-stats";
import type { TResultsLoadContext } from "./results/context";
import { resultsProducts } from "./results/products";
import { loadBuckets } from "./results/buckets";
import { loadCustomers } from "./results/customers";
import { loadDeepDive } from "./results/deep-dive";
import { loadHeadToHead } from "./results/head-to-head";
import { loadInsightCards } from "./results/insight-cards";
import { loadLearningsImpact } from "./results/learnings-impact";
import { loadLineEfficiency } from "./results/line-efficiency";
import { loadStackRank } from "./results/stack-rank";

/** Which address the page was opened on: /campaign/{s}/results, or the v2 base /survey/{s}/results. */
export type TResultsBase = "campaign" | "survey";

export const resultsBasePath = (brandId: string, studyId: string, base: TResultsBase) => `/brand/${brandId}/${base}/${studyId}/results`;

async function tabData(ctx: TResultsLoadContext, tab = ctx.view.query.tab): Promise<TResultsTabData> {
  switch (tab) {
    case "stack-rank":
      return { tab: "stack-rank", data: await loadStackRank(ctx) };
    case "insight-cards":
      return { tab: "insight-cards", data: await loadInsightCards(ctx) };
    case "buckets":
      return { tab: "buckets", data: await loadBuckets(ctx) };
    case "head-to-head":
      return { tab: "head-to-head", data: await loadHeadToHead(ctx) };
    case "deep-dive":
      return { tab: "deep-dive", data: await loadDeepDive(ctx) };
    case "customers":
      return { tab: "customers", data: await loadCustomers(ctx) };
    case "learnings-impact":
      return { tab: "learnings-impact", data: await loadLearningsImpact(ctx) };
    case "line-efficiency-graph":
      return { tab: "line-efficiency-graph", data: await loadLineEfficiency(ctx) };
  }
}

/** A failure that is not the caller's: the error page with its code and message (spec 3 §8); a shared view's
 *  loader (loadSharedResultsPage) answers its own "Oops" page instead, so the error goes up as it is. */
function failed(e: unknown, shared = false): never {
  unstable_rethrow(e);
  if (shared) throw e;
  const code = e instanceof AppError ? e.status : 500;
  const message = e instanceof AppError ? e.message : RESULTS_PAGE.loadFailed;
  if (!(e instanceof AppError)) console.error("results page", e);
  redirect(routes.error(code, message));
}

/** Each filter (each demographic question apart) checked alone; those the study refuses are dropped with a notice. */
async function keepValidFilters(access: TViewAccess, studyId: string, filters: TResultsFilters, notices: string[]): Promise<TResultsFilters> {
  const parts: TResultsFilters[] = [];
  for (const type of RESULTS_FILTER_TYPES) {
    if (type === "demographics") for (const d of filters.demographics ?? []) parts.push({ demographics: [d] });
    else if (filters[type] !== undefined) parts.push({ [type]: filters[type] });
  }
  const kept: TResultsFilters = {};
  for (const part of parts) {
    try {
      await reportRespondentsCount(access, studyId, part);
      if (part.demographics) kept.demographics = [...(kept.demographics ?? []), ...part.demographics];
      else Object.assign(kept, part);
    } catch (e) {
      if (!(e instanceof AppError) || e.code !== "invalid") throw e;
      notices.push(RESULTS_URL_MSG.refusedFilter(e.message));
    }
  }
  return kept;
}

export async function loadResultsPage(brandId: string, studyId: string, search: TSearchParams, base: TResultsBase): Promise<TResultsPageData> {
  const { actor, brand, access } = await guardBrandPage(brandId, { permission: "survey.read" });
  return resultsPageData({ actor, features: brand.features, access }, studyId, search, base);
}

/** Who reads the page: a user who passed the brand guard with survey read, or a results link's viewer. */
export type TResultsReader =
  | { actor: Actor; features: TBrandFeatures; access: TBrandAccess }
  | { actor: null; features: TBrandFeatures; access: TShareAccess };

/** The page's data for a reader with survey read on the study (tested directly: tests/integration/results-page). */
export async function resultsPageData({ actor, features, access }: TResultsReader, studyId: string, search: TSearchParams, base: TResultsBase): Promise<TResultsPageData> {
  const brandId = access.brandId;
  const brand = { features };
  const query = parseResultsQuery(search);
  const shared = actor === null;
  const fail: (e: unknown) => never = (e) => failed(e, shared);
  // Only a share viewer's view carries the token on; a stray share= beside a session is dropped.
  if (!shared) query.share = null;
  // The v2 base is offered only with the v2 creator (spec 3 §2, §6); elsewhere the same view on the v1 base.
  if (base === "survey" && !brand.features.enableSurveyCreatorV2) redirect(resultsBasePath(brandId, studyId, "campaign") + resultsSearch(query));
  const admin = !!actor?.is_admin && !query.viewAsUser;
  // A shared view has no way into the dashboard (P13 item 2).
  const back: TResultsLink | null = shared ? null : { href: routes.tests(brandId), label: RESULTS_PAGE.studies };

  let state: Awaited<ReturnType<typeof getResultsState>>;
  let head: { title: string | null; status: string; type: string | null; assortment_id: string | null } | null;
  try {
    [state, head] = await Promise.all([
      getResultsState(access, studyId),
      prisma.survey.findFirst({ where: access.where({ id: /^[0-9a-f]{24}$/.test(studyId) ? studyId : "" }), select: { title: true, status: true, type: true, assortment_id: true } }),
    ]);
  } catch (e) {
    fail(e);
  }
  if (state.state === "no_study" || !head) return { kind: "message", title: null, message: state.message ?? "", back };
  const title = head.title || "(untitled)";
  // Brands with gates and dates keep results for admins (spec 3 §6 "Admin-only when the brand has the gates-and-dates
  // feature: results"); an admin viewing as a user sees that too.
  // The rule is results.read (lib/permissions.ts), as for every results call; an admin with view=user reads as a user.
  const readsResults = actor !== null && permits({ ...actor, is_admin: admin }, brandId, "results.read", brand.features);
  if (gatedOn(brand.features, "results.read") && !readsResults) return { kind: "message", title, message: RESULTS_PAGE.gated, back };
  if (state.state !== "ready" && state.state !== "unfinished") return { kind: "message", title, message: state.message ?? "", back };

  // An admin viewing as a user is given a full user's rights, without the admin-only parts.
  const may = (p: Parameters<typeof permits>[2]) => actor !== null && permits(actor, brandId, p);
  const writeSurvey = may("survey.write");
  const links: TResultsLink[] = back ? [back] : [];
  if (writeSurvey && head.status === "Draft") links.push({ href: builderPath(brandId, studyId, head.assortment_id), label: RESULTS_PAGE.edit });
  // The study as built: the wizard's read-only mode, which needs survey write like the wizard (spec 2 §2).
  if (writeSurvey) links.push({ href: `/brand/${brandId}/campaign/${studyId}/viewonly`, label: RESULTS_PAGE.viewOnly });
  // Submission stats are for admins ("(M/S Only)" without gates and dates, admin-only with them: spec 3 §6).
  const stats = admin && access.actor ? await submissionStats(access, studyId).catch(fail) : null;
  if (state.state === "unfinished") return { kind: "unfinished", title, status: head.status, links, stats };

  try {
    const [products, definitions] = await Promise.all([resultsProducts(access, studyId), resultsFilterDefinitions(access, studyId)]);
    let respondents: number;
    try {
      respondents = await reportRespondentsCount(access, studyId, query.filters);
    } catch (e) {
      // An id or answer the study does not offer: drop the filters that hold one, say which, keep the others.
      if (!(e instanceof AppError) || e.code !== "invalid") throw e;
      query.filters = await keepValidFilters(access, studyId, query.filters, query.notices);
      respondents = await reportRespondentsCount(access, studyId, query.filters);
    }
    const totalRespondents = hasFilters(query.filters) ? await reportRespondentsCount(access, studyId, {}) : respondents;
    const view: TResultsView = {
      brandId,
      studyId,
      title,
      status: head.status,
      type: head.type,
      basePath: resultsBasePath(brandId, studyId, base),
      query,
      products,
      definitions,
      respondents,
      totalRespondents,
      can: {
        admin,
        writeSurvey,
        readBuckets: may("bucket_group.read"),
        writeBuckets: may("bucket_group.write"),
        readLearnings: may("key_learning.read"),
        writeLearnings: may("key_learning.write"),
        turf: brand.features.enableTurf,
        // Only signed-in users reach this page (a share viewer's access has no actor and never calls createSnip).
        snip: brand.features.enableSnapShare && !shared,
      },
    };
    // A shared view opens the tabs its link reads; another tab in its address shows the first.
    const tabs = viewTabs(view);
    if (!tabs.includes(query.tab)) query.tab = DEFAULT_RESULTS_TAB;
    const share = { read: may("share_token.read"), write: may("share_token.write") };
    const ctx = { access, view };
    // The print view (`print=all`): every tab, one after another (each loader runs its own statements).
    if (search.print === "all") {
      const printAll: TResultsTabData[] = [];
      for (const tab of tabs) printAll.push(await tabData(ctx, tab));
      return { kind: "ready", view, links, stats, share, tab: printAll.find((t) => t.tab === query.tab)!, printAll };
    }
    return { kind: "ready", view, links, stats, share, tab: await tabData(ctx), printAll: null };
  } catch (e) {
    fail(e);
  }
}

/**
 * The results page as a results link (`?share=`) opens it, without an account (spec 3 §1, §2; P13 item 2): the token
 * must be valid (not revoked, not expired), of the results scope, and of this very study; anything else is the clear
 * "not valid" page, never data. A failure is "Oops, we had an error. Please Reload" (spec 3 §8).
 */
export async function loadSharedResultsPage(token: string, brandId: string, studyId: string, search: TSearchParams, base: TResultsBase): Promise<TSharedResultsPage> {
  try {
    const viewer = await shareViewerFromToken(token);
    if (!viewer || viewer.scope !== "results" || viewer.brand_id !== brandId || viewer.survey_id !== studyId) return { kind: "invalid" };
    let access: TViewAccess;
    try {
      access = await authorize(viewer, { brand: brandId, permission: "survey.read", share: true, survey: studyId });
    } catch (e) {
      if (e instanceof AppError && ["not_found", "forbidden", "brand_inactive"].includes(e.code)) return { kind: "invalid" };
      throw e;
    }
    if (access.actor) throw new Error("a share token authorised a user");
    const data = await resultsPageData({ actor: null, features: parseFeatures(access.brand.features), access }, studyId, search, base);
    return { kind: "ready", data, token, tokenId: viewer.token_id, brandName: access.brand.name };
  } catch (e) {
    unstable_rethrow(e);
    console.error("shared results page", e);
    return { kind: "failed" };
  }
}
