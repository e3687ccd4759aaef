// Consumer-profile rules shared by the server (POST/PUT /brand/{b}/consumer_profile) and the profile editor:
// the request body, screener pairs, the age range of a selection and the server-side normalisation of a profile's
// options by the selection rules of spec 1 §4 (lib/study-rules/tiers.ts holds the rules themselves).
import { z } from "zod";
import { ID_PATTERN } from "../ids";
import { PROFILE_MSG } from "../study-rules/messages";
import {
  RANGE_SCREENER_TYPE,
  ageRangeLabel,
  pairedScreener,
  spansFullRange,
  type TPanelScreener,
  type TProfileOption,
  type TScreenerPair,
} from "../study-rules/tiers";

/** Our decision: a profile title has at most 80 characters (it is shown on a card). */
export const PROFILE_TITLE_MAX = 80;
/** Our decision: the age screener is the range screener titled "Age". */
export const AGE_SCREENER_TITLE = "Age";
/**
 * Our decision: pairs of mutually exclusive screeners (spec 1 §4 "two paired screeners exclude each other") are
 * named here by title, as the schema has no pair column; both screeners must exist for the pair to apply.
 */
export const PAIRED_SCREENER_TITLES: readonly (readonly [string, string])[] = [["Has Children", "No Children"]];

const ZId = z.string().regex(ID_PATTERN, { message: "Must be a 24-character lowercase hexadecimal id." });

/** Body of POST /brand/{b}/consumer_profile and PUT …/{id}. `tier` and unknown keys are ignored (computed). */
export const ZConsumerProfileBody = z.object({
  title: z
    .string({ message: PROFILE_MSG.titleRequired })
    .trim()
    .min(1, { message: PROFILE_MSG.titleRequired })
    .max(PROFILE_TITLE_MAX, { message: PROFILE_MSG.titleTooLong(PROFILE_TITLE_MAX) }),
  /** A BrandAvatar id (of the brand or the platform), or null for none. */
  avatar: ZId.nullable().optional(),
  options: z
    .array(z.object({ panel_screener: ZId, values: z.array(ZId).max(500) }))
    .max(200)
    .default([]),
});
export type TConsumerProfileBody = z.output<typeof ZConsumerProfileBody>;
export type TConsumerProfileInput = z.input<typeof ZConsumerProfileBody>;

/** The screener pairs present in `screeners` (by PAIRED_SCREENER_TITLES), as id pairs for tiers.ts. */
export function screenerPairs(screeners: readonly Pick<TPanelScreener, "_id" | "title">[]): TScreenerPair[] {
  const byTitle = new Map(screeners.map((s) => [s.title.trim().toLowerCase(), s._id]));
  const pairs: TScreenerPair[] = [];
  for (const [a, b] of PAIRED_SCREENER_TITLES) {
    const ia = byTitle.get(a.toLowerCase());
    const ib = byTitle.get(b.toLowerCase());
    if (ia && ib) pairs.push([ia, ib]);
  }
  return pairs;
}

const isAgeScreener = (s: Pick<TPanelScreener, "title" | "type">): boolean =>
  s.type === RANGE_SCREENER_TYPE && s.title.trim().toLowerCase() === AGE_SCREENER_TITLE.toLowerCase();

/** The bounds of an age band title: "18 - 24" → [18, 24]; "65+" → [65, null]; anything else → [null, null]. */
export function ageBandBounds(title: string): [number | null, number | null] {
  const range = /^\s*(\d+)\s*(?:-|–|to)\s*(\d+)\s*$/i.exec(title);
  if (range) return [Number(range[1]), Number(range[2])];
  const open = /^\s*(\d+)\s*\+\s*$/.exec(title);
  if (open) return [Number(open[1]), null];
  return [null, null];
}

/**
 * The age range of a profile (spec 1 §2 "min - max" or "Not Specified"): the lower bound of the first selected
 * band and the upper bound of the last one, in the Age screener's option order. No Age entry (any age: a full
 * range is removed), no Age screener, or an open or unparsable end gives "Not Specified".
 */
export function ageRangeFromSelections(options: readonly TProfileOption[], screeners: readonly TPanelScreener[]): string {
  const age = screeners.find(isAgeScreener);
  const entry = age ? options.find((o) => o.panel_screener === age._id) : undefined;
  if (!age || !entry) return ageRangeLabel(null, null);
  const selected = age.options.filter((o) => entry.values.includes(o._id));
  if (selected.length === 0) return ageRangeLabel(null, null);
  const min = ageBandBounds(selected[0]!.title)[0];
  const max = ageBandBounds(selected[selected.length - 1]!.title)[1];
  return ageRangeLabel(min, max);
}

export interface TOptionProblem {
  name: string;
  reason: string;
}

/**
 * Checks and normalises a profile's options against the platform screeners (spec 1 §4), for the server:
 * every screener and value must exist (a problem names the field); a screener may appear once; values are
 * de-duplicated and put in option order; an empty selection and a full-range range selection are dropped; two
 * paired screeners with values both given are refused (the UI clears the other one; a request must choose).
 */
export function normaliseProfileOptions(
  input: readonly TProfileOption[],
  screeners: readonly TPanelScreener[],
  pairs: readonly TScreenerPair[] = screenerPairs(screeners),
): { options: TProfileOption[]; problems: TOptionProblem[] } {
  const byId = new Map(screeners.map((s) => [s._id, s]));
  const problems: TOptionProblem[] = [];
  const seen = new Set<string>();
  const options: TProfileOption[] = [];
  input.forEach((entry, i) => {
    const screener = byId.get(entry.panel_screener);
    if (!screener) {
      problems.push({ name: `options.${i}.panel_screener`, reason: PROFILE_MSG.unknownScreener });
      return;
    }
    if (seen.has(screener._id)) {
      problems.push({ name: `options.${i}.panel_screener`, reason: PROFILE_MSG.duplicateScreener });
      return;
    }
    seen.add(screener._id);
    const known = new Set(screener.options.map((o) => o._id));
    entry.values.forEach((v, j) => {
      if (!known.has(v)) problems.push({ name: `options.${i}.values.${j}`, reason: PROFILE_MSG.unknownOption });
    });
    const values = screener.options.map((o) => o._id).filter((id) => entry.values.includes(id));
    if (values.length === 0 || spansFullRange(screener, values)) return;
    options.push({ panel_screener: screener._id, values });
  });
  for (const entry of options) {
    const partner = pairedScreener(entry.panel_screener, pairs);
    // Report each pair once, at the later entry.
    const partnerIndex = partner ? options.findIndex((o) => o.panel_screener === partner) : -1;
    if (partnerIndex >= 0 && partnerIndex < options.indexOf(entry)) {
      const a = byId.get(options[partnerIndex]!.panel_screener)!.title;
      const b = byId.get(entry.panel_screener)!.title;
      const i = input.findIndex((o) => o.panel_screener === entry.panel_screener);
      problems.push({ name: `options.${i}.panel_screener`, reason: PROFILE_MSG.pairedScreeners(a, b) });
    }
  }
  return { options, problems };
}
