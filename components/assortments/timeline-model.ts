// Pure rules of the assortment screens (spec 3 §2 "Assortment page", §5, spec 1 §2 timeline): the timeline's
// grouping (year newest first, then the season order), labels and dates, and the assortment form's schema.
import { assortmentTitle } from "@/lib/assortments/labels";
import { ZAssortmentForm, type TAssortmentFormValues } from "@/lib/assortments/form";
import { assortmentFormYears, SEASON_ORDER, seasonRank, wideYears } from "@/lib/studies/format";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TAssortment } from "@/lib/studies/wire";

export interface TTimelineYear<T> {
  year: number;
  assortments: T[];
}

/**
 * The timeline's groups: years newest first; within a year the seasons in the spec's order (resort, spring,
 * summer, fall, holiday), unknown seasons last; ties keep the server's order.
 */
export function groupTimeline<T extends Pick<TAssortment, "year" | "season">>(assortments: readonly T[]): TTimelineYear<T>[] {
  const rank = (s: string) => {
    const r = seasonRank(s);
    return r < 0 ? SEASON_ORDER.length : r;
  };
  const sorted = assortments
    .map((a, i) => ({ a, i }))
    .sort((x, y) => y.a.year - x.a.year || rank(x.a.season) - rank(y.a.season) || x.i - y.i)
    .map(({ a }) => a);
  const groups: TTimelineYear<T>[] = [];
  for (const a of sorted) {
    const last = groups.at(-1);
    if (last && last.year === a.year) last.assortments.push(a);
    else groups.push({ year: a.year, assortments: [a] });
  }
  return groups;
}

/** A calendar day as M/D/YYYY. Decision and event dates are days, stored at UTC midnight, so UTC is read. */
export function formatDay(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
}

/** "M/D/YYYY – M/D/YYYY", one day when both are the same or one is missing, "N/A" with neither. */
export function formatDayRange(start: string | Date | null | undefined, end: string | Date | null | undefined): string {
  const s = formatDay(start);
  const e = formatDay(end);
  if (s && e) return s === e ? s : `${s} – ${e}`;
  return s ?? e ?? STUDY_MSG.missing;
}

/**
 * The year options of the assortment form. A new assortment: the current year through the next 4 (spec 3 §2 "in the
 * assortment form"). An edited assortment — the other place a year is chosen — 2 years before through 5 after (spec
 * 3 §9, `wideYears`), so an existing season can be moved back or forward; its own year stays among them even when
 * it lies outside that window (docs/decisions.md P15 · No dead ends).
 */
export function formYearOptions(now: Date = new Date(), current?: number): number[] {
  if (current === undefined) return assortmentFormYears(now);
  const years = wideYears(now);
  return years.includes(current) ? years : [...years, current].sort((a, b) => a - b);
}

// The assortment form's schema lives in lib/assortments/form.ts (P10: form schemas in lib/); re-exported for the
// tests and callers that read it here.
export { emptyAssortmentForm, ZAssortmentForm, type TAssortmentFormValues } from "@/lib/assortments/form";

/** The form's values for an assortment being edited. */
export function assortmentFormValues(a: Pick<TAssortment, "year" | "season" | "brand_category">): TAssortmentFormValues {
  return { year: String(a.year), season: a.season, brand_category: a.brand_category?._id ?? "" };
}

/** The name an edit keeps: a custom one; an automatic "Season Year" name is dropped so the label follows the edit. */
export function keptName(a: Pick<TAssortment, "name" | "season" | "year">): string | null {
  const name = a.name?.trim();
  return name && name !== assortmentTitle(a) ? name : null;
}

export interface TAssortmentInputWire {
  _id?: string;
  year: number;
  season: string;
  brand_category: string;
  name?: string | null;
  backgroundImageUrl?: string | null;
}

/**
 * The GraphQL AssortmentInput of valid form values. Decisions and calendar events are left out, so they stay; an
 * edit sends the fields the form does not show (custom name, background image), which the server would clear.
 */
export function assortmentInput(
  values: TAssortmentFormValues,
  existing?: Pick<TAssortment, "_id" | "name" | "season" | "year" | "backgroundImageUrl">,
): TAssortmentInputWire {
  const v = ZAssortmentForm.parse(values);
  const base = { year: Number(v.year), season: v.season, brand_category: v.brand_category };
  if (!existing) return base;
  return { _id: existing._id, ...base, name: keptName(existing), backgroundImageUrl: existing.backgroundImageUrl };
}
