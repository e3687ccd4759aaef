// Consumer profiles: tier computation, panel-screener selection rules and summary-card texts
// (spec 1 §2 "Consumer profile summary card", §3 "Consumer profile" / "Panel screener", §4).
import { PROFILE_MSG } from "./messages";

/** spec 1 §4: the screener whose selection count sets the base tier. */
export const BRAND_PURCHASER_TITLE = "Brand Purchaser";
/** spec 1 §4: the tier starts at 1. */
export const BASE_TIER = 1;
/** spec 1 §4: 1 to 4 Brand Purchaser values give 3; 0 or more than 4 give 2. */
export const BRAND_PURCHASER_RANGE = { min: 1, max: 4, inRangeTier: 3, outOfRangeTier: 2 } as const;
/** spec 1 §2: the profile list card shows at most 4 avatars, then "+N". */
export const PROFILE_AVATARS_SHOWN = 4;
/** Our decision: the panel-screener `type` that marks a range screener (spec 1 §4 names range screeners only). */
export const RANGE_SCREENER_TYPE = "range";

export interface TScreenerOption {
  _id: string;
  title: string;
  versions?: readonly { tier: number; date_created: string | Date }[];
}

/** spec 1 §3 "Panel screener"; `_id` is what a profile's options reference as panel_screener (our data shape). */
export interface TPanelScreener {
  _id: string;
  title: string;
  group?: string | null;
  type?: string | null;
  options: readonly TScreenerOption[];
}

/** spec 1 §3 "Consumer profile" options: one entry per screener, values being the selected option ids. */
export interface TProfileOption {
  panel_screener: string;
  values: string[];
}

const time = (d: string | Date): number => {
  const t = d instanceof Date ? d.getTime() : Date.parse(d);
  return Number.isNaN(t) ? -Infinity : t;
};

/** An option's tier: the tier of its latest version (by date_created; our decision), or null without versions. */
export function optionTier(option: Pick<TScreenerOption, "versions">): number | null {
  const versions = option.versions ?? [];
  if (versions.length === 0) return null;
  const latest = versions.reduce((a, b) => (time(b.date_created) >= time(a.date_created) ? b : a));
  return latest.tier;
}

const isBrandPurchaser = (s: Pick<TPanelScreener, "title">): boolean =>
  s.title.trim().toLowerCase() === BRAND_PURCHASER_TITLE.toLowerCase();

/**
 * spec 1 §4: the tier is computed, never entered. It starts at 1. When the profile has a "Brand Purchaser" entry,
 * 1 to 4 selected values give 3 and 0 or more than 4 give 2. The result is the maximum of that value and the
 * highest tier of any selected option (all screeners). Read literally: without a Brand Purchaser entry the base
 * stays 1. Option values that match no option of their screener are ignored.
 */
export function computeTier(options: readonly TProfileOption[], screeners: readonly TPanelScreener[]): number {
  const byId = new Map(screeners.map((s) => [s._id, s]));
  let tier = BASE_TIER;
  for (const entry of options) {
    const screener = byId.get(entry.panel_screener);
    if (!screener) continue;
    if (isBrandPurchaser(screener)) {
      const n = entry.values.length;
      const r = BRAND_PURCHASER_RANGE;
      tier = Math.max(tier, n >= r.min && n <= r.max ? r.inRangeTier : r.outOfRangeTier);
    }
    for (const value of entry.values) {
      const option = screener.options.find((o) => o._id === value);
      const t = option ? optionTier(option) : null;
      if (t !== null && Number.isFinite(t)) tier = Math.max(tier, t);
    }
  }
  return tier;
}

/** spec 1 §2: the tier badge is "$" repeated tier times (at least one; whole tiers). */
export const tierBadge = (tier: number): string => "$".repeat(Math.max(1, Math.floor(Number.isFinite(tier) ? tier : 1)));

// ---------------------------------------------------------------------------------------------------------------
// Screener selection rules (spec 1 §4)

export type TScreenerPair = readonly [string, string];

/** The screener paired with `screenerId`, if any. */
export function pairedScreener(screenerId: string, pairs: readonly TScreenerPair[]): string | null {
  for (const [a, b] of pairs) {
    if (a === screenerId) return b;
    if (b === screenerId) return a;
  }
  return null;
}

/**
 * spec 1 §4: a range screener whose selection spans the full option range is removed. "Spans" read as: the
 * selection includes both the first and the last option (for a contiguous range selection, all options).
 */
export function spansFullRange(screener: Pick<TPanelScreener, "type" | "options">, values: readonly string[]): boolean {
  if (screener.type !== RANGE_SCREENER_TYPE || screener.options.length === 0) return false;
  const first = screener.options[0]?._id;
  const last = screener.options[screener.options.length - 1]?._id;
  return first !== undefined && last !== undefined && values.includes(first) && values.includes(last);
}

/** Writes one screener's values, applying the rules: empty → entry removed; full range → removed; paired → cleared. */
function putSelection(
  options: readonly TProfileOption[],
  screener: TPanelScreener,
  values: string[],
  pairs: readonly TScreenerPair[],
): TProfileOption[] {
  const ordered = screener.options.map((o) => o._id).filter((id) => values.includes(id));
  const rest = options.filter((o) => o.panel_screener !== screener._id);
  const remove = ordered.length === 0 || spansFullRange(screener, ordered);
  const existed = options.findIndex((o) => o.panel_screener === screener._id);
  let next = rest;
  if (!remove) {
    const entry = { panel_screener: screener._id, values: ordered };
    next = existed >= 0 ? [...rest.slice(0, existed), entry, ...rest.slice(existed)] : [...rest, entry];
  }
  const partner = pairedScreener(screener._id, pairs);
  // Selecting in one of two paired screeners clears the other.
  if (partner && ordered.length > 0) next = next.filter((o) => o.panel_screener !== partner);
  return next;
}

/**
 * spec 1 §4: toggling a value adds or removes it; an empty selection removes the screener entry; two paired
 * screeners exclude each other; a range screener whose selection spans the full range is removed. Values are kept
 * in the screener's option order; values that are not options of the screener are refused (unchanged copy).
 */
export function toggleScreenerValue(
  options: readonly TProfileOption[],
  screener: TPanelScreener,
  value: string,
  pairs: readonly TScreenerPair[] = [],
): TProfileOption[] {
  if (!screener.options.some((o) => o._id === value)) return options.map((o) => ({ ...o, values: [...o.values] }));
  const current = options.find((o) => o.panel_screener === screener._id)?.values ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return putSelection(options, screener, values, pairs);
}

/** Selects the contiguous options from index `from` to `to` (either order) of a range screener, with the same rules. */
export function setScreenerRange(
  options: readonly TProfileOption[],
  screener: TPanelScreener,
  from: number,
  to: number,
  pairs: readonly TScreenerPair[] = [],
): TProfileOption[] {
  const lo = Math.max(0, Math.min(from, to));
  const hi = Math.min(screener.options.length - 1, Math.max(from, to));
  const values = screener.options.slice(lo, hi + 1).map((o) => o._id);
  return putSelection(options, screener, values, pairs);
}

// ---------------------------------------------------------------------------------------------------------------
// Summary card (spec 1 §2)

/** spec 1 §2: the age range as "min - max", or "Not Specified" when either end is missing. */
export function ageRangeLabel(min: number | null | undefined, max: number | null | undefined): string {
  const ok = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);
  return ok(min) && ok(max) ? `${min} - ${max}` : PROFILE_MSG.notSpecified;
}

/** spec 1 §2: at most 4 avatars, then "+N" for the rest (null when none are hidden). */
export function avatarOverflow<T>(avatars: readonly T[], shown = PROFILE_AVATARS_SHOWN): { shown: T[]; more: string | null } {
  const hidden = avatars.length - shown;
  return { shown: avatars.slice(0, shown), more: hidden > 0 ? `+${hidden}` : null };
}

/** spec 1 §2: the edit and delete menu shows only for admins, and never in view-only mode. */
export const showProfileMenu = (ctx: { isAdmin: boolean; viewOnly: boolean }): boolean => ctx.isAdmin && !ctx.viewOnly;

export interface TSelectionGroup {
  group: string;
  screeners: { title: string; values: string[] }[];
}

/**
 * spec 1 §2 "grouped panel-screener selections": the selected option titles per screener, grouped by the
 * screener's group in order of first appearance (screeners without a group under their own title: our decision).
 */
export function groupSelections(options: readonly TProfileOption[], screeners: readonly TPanelScreener[]): TSelectionGroup[] {
  const byId = new Map(screeners.map((s) => [s._id, s]));
  const groups: TSelectionGroup[] = [];
  for (const entry of options) {
    const screener = byId.get(entry.panel_screener);
    if (!screener) continue;
    const values = screener.options.filter((o) => entry.values.includes(o._id)).map((o) => o.title);
    if (values.length === 0) continue;
    const name = screener.group?.trim() || screener.title;
    let group = groups.find((g) => g.group === name);
    if (!group) {
      group = { group: name, screeners: [] };
      groups.push(group);
    }
    group.screeners.push({ title: screener.title, values });
  }
  return groups;
}
