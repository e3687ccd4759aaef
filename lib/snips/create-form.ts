// The "Snip" dialog of the results page (P12 Deliver item 1): which card a snip is taken from with the dialog's
// defaults, the form's schema (the title and key insight rules of lib/snips/rules.ts through ZSnipCreate, so the
// dialog refuses what the server refuses, in the same words), and the createSnip variables. Client-safe.
import { z } from "zod";
import { filterChips } from "@/lib/results/filter-chips";
import type { TResultsFilters } from "@/lib/results/filters";
import type { TInsightCard } from "@/lib/results/tabs/insight-cards";
import type { TResultsView } from "@/lib/results/view";
import { SNIP_CREATE_UI } from "./create-ui";
import { KEY_INSIGHT_MAX_LENGTH, TITLE_MAX_LENGTH } from "./messages";
import { ZSnipCreate, type TSnipCardInput } from "./wire";

/** What every Snip button of one results page shares: the study, the filters in force and their chip labels. */
export interface TSnipContext {
  brandId: string;
  studyId: string;
  filters: TResultsFilters;
  /** The filters in words, as the filter chips show them ("Country: France"); empty for every respondent. */
  filterLabels: string[];
}

/** The page's snip context, or null when the viewer may not snip (no Snip button at all). */
export function snipContext(view: TResultsView): TSnipContext | null {
  if (!view.can.snip) return null;
  return { brandId: view.brandId, studyId: view.studyId, filters: view.query.filters, filterLabels: filterChips(view.query.filters, view.definitions).map((c) => c.label) };
}

/** One card a snip can be taken from, with the dialog's starting texts. */
export interface TSnipTarget {
  card: TSnipCardInput;
  /** The card's name in the button's accessible name ("Snip Alpine Parka"). */
  name: string;
  defaultTitle: string;
  defaultKeyInsight: string;
}

/** The dialog's fields, checked as createSnip checks them: a title is needed, a key insight may be empty. */
export const ZSnipCreateForm = ZSnipCreate.pick({ title: true, key_insight: true });
export type TSnipCreateFormInput = z.input<typeof ZSnipCreateForm>;
export type TSnipCreateFormValues = z.output<typeof ZSnipCreateForm>;
export const SNIP_FORM_FIELDS = ["title", "key_insight"] as const;

/** The dialog's starting values: the target's texts, cut to what the fields accept. */
export const snipFormDefaults = (target: TSnipTarget): { title: string; key_insight: string } => ({
  title: target.defaultTitle.slice(0, TITLE_MAX_LENGTH),
  key_insight: target.defaultKeyInsight.slice(0, KEY_INSIGHT_MAX_LENGTH),
});

/** createSnip's variables: the page's filters as they are in the address, the card, and the checked texts. */
export function createSnipVariables(ctx: TSnipContext, target: TSnipTarget, values: TSnipCreateFormValues) {
  return { brand_id: ctx.brandId, survey_id: ctx.studyId, title: values.title, key_insight: values.key_insight, filters: ctx.filters, card: target.card };
}

// ---- The cards (docs/decisions.md P12 #10) ----------------------------------------------------------------------

const named = (name: string) => name.trim() || SNIP_CREATE_UI.unnamed;

/** A product's card (stack rank row, deep dive): titled with the product's name; no key insight to start with. */
export const productTarget = (productId: string, name: string): TSnipTarget => ({
  card: { kind: "product", product_id: productId },
  name: named(name),
  defaultTitle: named(name),
  defaultKeyInsight: "",
});

/** An insight card (a finding or a product's card): its own title and key insight sentence. */
export const insightTarget = (card: Pick<TInsightCard, "id" | "title" | "keyInsight">): TSnipTarget => ({
  card: { kind: "insight", insight_id: card.id },
  name: card.title,
  defaultTitle: card.title,
  defaultKeyInsight: card.keyInsight,
});

/** The head-to-head pair: "A vs B", with the pair view's sentence as the key insight. */
export const headToHeadTarget = (a: { id: string; name: string }, b: { id: string; name: string }, sentence: string): TSnipTarget => ({
  card: { kind: "head-to-head", product_id: a.id, product_b: b.id },
  name: SNIP_CREATE_UI.headToHead(named(a.name), named(b.name)),
  defaultTitle: SNIP_CREATE_UI.headToHead(named(a.name), named(b.name)),
  defaultKeyInsight: sentence,
});

/** The Customers tab's card: respondents by country (the server's card, server/snips/card-data.ts). */
export const customersTarget = (): TSnipTarget => ({
  card: { kind: "customers" },
  name: SNIP_CREATE_UI.customersCard,
  defaultTitle: SNIP_CREATE_UI.customers,
  defaultKeyInsight: "",
});
