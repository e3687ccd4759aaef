// Audience rows per country, respondent limits and redirect URLs: spec 2 §3 "Audience", §4, §5, §9.
import { AUDIENCE_MSG } from "./messages";

/** spec 2 §3/§9: audience types and their labels. */
export const AUDIENCE_TYPES = ["panel", "crm", "social"] as const;
export type TAudienceType = (typeof AUDIENCE_TYPES)[number];
export const AUDIENCE_LABELS: Record<TAudienceType, string> = AUDIENCE_MSG.labels;

/** spec 2 §3/§9: panel providers, lucid the default. */
export const PANEL_PROVIDERS = ["lucid", "toluna"] as const;
export type TPanelProvider = (typeof PANEL_PROVIDERS)[number];
export const DEFAULT_PANEL_PROVIDER: TPanelProvider = "lucid";

/** spec 2 §9 auto-close: respondent limit = round(1.05 × stat-significance response size). */
export const AUTO_CLOSE_FACTOR_PERCENT = 105;

export interface TAudienceRow {
  country: string;
  audience_type: TAudienceType;
  /** the consumer profile of the row; null where a type has no profiles to choose (e.g. a CRM list) */
  consumer_profile: string | null;
}

/**
 * Our data shape for "types that still have unused profiles" (spec 2 §4): the profiles each type offers. A type
 * whose list is empty offers nothing (it can never be chosen); a type without profiles to choose offers [null] once.
 * A profile is "used" in a country when a row of that country has that type and that profile.
 */
export type TProfilesByType = Partial<Record<TAudienceType, readonly (string | null)[]>>;

export const audienceLabel = (t: TAudienceType): string => AUDIENCE_LABELS[t];

/** spec 2 §9: crm for the brand's default country, panel for the others (country codes compared case-insensitively). */
export function defaultAudienceType(country: string, defaultCountry: string | null | undefined): TAudienceType {
  return country.trim().toLowerCase() === (defaultCountry ?? "").trim().toLowerCase() ? "crm" : "panel";
}

const sameCountry = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profiles of `type` not yet used in `country` (ignoring the row at `exceptIndex`). */
export function unusedProfiles(
  rows: readonly TAudienceRow[],
  country: string,
  type: TAudienceType,
  available: TProfilesByType,
  exceptIndex = -1,
): (string | null)[] {
  const used = rows.filter((r, i) => i !== exceptIndex && sameCountry(r.country, country) && r.audience_type === type);
  return (available[type] ?? []).filter((p) => !used.some((r) => r.consumer_profile === p));
}

/** The types with at least one unused profile in `country`, in AUDIENCE_TYPES order. */
export function typesWithUnusedProfiles(rows: readonly TAudienceRow[], country: string, available: TProfilesByType): TAudienceType[] {
  return AUDIENCE_TYPES.filter((t) => unusedProfiles(rows, country, t, available).length > 0);
}

/**
 * spec 2 §4: the types a row may take: its own, plus the types that still have an unused profile in its country.
 */
export function rowTypeChoices(rows: readonly TAudienceRow[], index: number, available: TProfilesByType): TAudienceType[] {
  const row = rows[index];
  if (!row) return [];
  return AUDIENCE_TYPES.filter(
    (t) => t === row.audience_type || unusedProfiles(rows, row.country, t, available, index).length > 0,
  );
}

/** Changes a row's type, taking the first unused profile of the new type; null when the type is not allowed. */
export function changeRowType(
  rows: readonly TAudienceRow[],
  index: number,
  type: TAudienceType,
  available: TProfilesByType,
): TAudienceRow[] | null {
  const row = rows[index];
  if (!row || !rowTypeChoices(rows, index, available).includes(type)) return null;
  if (type === row.audience_type) return [...rows];
  const profile = unusedProfiles(rows, row.country, type, available, index)[0];
  if (profile === undefined) return null;
  return rows.map((r, i) => (i === index ? { ...r, audience_type: type, consumer_profile: profile } : r));
}

/** spec 2 §5: a country cannot be added as an audience (a new row) when all its types are used. */
export const canAddAudience = (rows: readonly TAudienceRow[], country: string, available: TProfilesByType): boolean =>
  typesWithUnusedProfiles(rows, country, available).length > 0;

/**
 * Adds a row for `country`: the default type when it still has an unused profile, else the first type that has
 * one (our decision), with that type's first unused profile. Null when all types are used.
 */
export function addAudienceRow(
  rows: readonly TAudienceRow[],
  country: string,
  available: TProfilesByType,
  defaultCountry: string | null | undefined,
): TAudienceRow[] | null {
  const open = typesWithUnusedProfiles(rows, country, available);
  const preferred = defaultAudienceType(country, defaultCountry);
  const type = open.includes(preferred) ? preferred : open[0];
  if (!type) return null;
  const profile = unusedProfiles(rows, country, type, available)[0] ?? null;
  return [...rows, { country, audience_type: type, consumer_profile: profile }];
}

/** spec 2 §5: each country keeps at least one audience row (the delete icon is hidden when one remains). */
export function canDeleteRow(rows: readonly TAudienceRow[], index: number): boolean {
  const row = rows[index];
  return !!row && rows.filter((r) => sameCountry(r.country, row.country)).length > 1;
}

/** Deletes a row unless it is its country's last one (then an unchanged copy). */
export const deleteRow = (rows: readonly TAudienceRow[], index: number): TAudienceRow[] =>
  canDeleteRow(rows, index) ? rows.filter((_, i) => i !== index) : [...rows];

/** Removing a whole country (deselecting it) removes all its rows. */
export const removeCountryRows = (rows: readonly TAudienceRow[], country: string): TAudienceRow[] =>
  rows.filter((r) => !sameCountry(r.country, country));

// ---------------------------------------------------------------------------------------------------------------
// Respondent limits (spec 2 §9 "Auto-close")

/**
 * spec 2 §9: respondent limit = round(1.05 × stat-significance size), computed as round(105 × size / 100) so
 * that halves (e.g. 10 → 10.5 → 11) round up exactly; negative or non-finite sizes give 0.
 */
export function autoCloseLimit(statSignificance: number): number {
  if (!Number.isFinite(statSignificance) || statSignificance <= 0) return 0;
  return Math.round((AUTO_CLOSE_FACTOR_PERCENT * statSignificance) / 100);
}

/** spec 2 §9: per-country stat significance = study value / number of countries, rounded (at least 1 country). */
export function perCountryStatSignificance(studyValue: number, countryCount: number): number {
  if (!Number.isFinite(studyValue) || studyValue <= 0) return 0;
  return Math.round(studyValue / Math.max(1, Math.floor(countryCount)));
}

export interface TRespondentLimit {
  limit: number | null;
  match_stat_sig: boolean;
}

/**
 * The respondent limit of one country: with limit_equals_stat_significance (or the row's match_stat_sig) the limit
 * follows the country's stat significance, round(1.05 × per-country value); otherwise the entered limit stays.
 */
export function countryRespondentLimit(
  entered: TRespondentLimit,
  ctx: { limitEqualsStatSignificance: boolean; studyStatSignificance: number | null; countryCount: number },
): TRespondentLimit {
  const match = ctx.limitEqualsStatSignificance || entered.match_stat_sig;
  if (!match || ctx.studyStatSignificance === null) return { ...entered, match_stat_sig: match };
  return { limit: autoCloseLimit(perCountryStatSignificance(ctx.studyStatSignificance, ctx.countryCount)), match_stat_sig: true };
}

// ---------------------------------------------------------------------------------------------------------------
// Redirect URLs (spec 2 §5: toluna redirect links)

export const REDIRECT_LINK_KEYS = ["complete", "terminate", "quota_full"] as const;
export type TRedirectLinkKey = (typeof REDIRECT_LINK_KEYS)[number];
export type TRedirectLinks = Partial<Record<TRedirectLinkKey, string>>;

const URL_FORM = /^https?:\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * spec 2 §5: a valid URL has the form http(s)://x.y: scheme http or https, a host of at least two non-empty
 * dot-separated labels, optional port, path, query and fragment, no spaces. Anything else (javascript:, data:,
 * ftp:, "//x.y", "http://localhost") is refused.
 */
export function isValidRedirectUrl(raw: string | null | undefined): boolean {
  const value = (raw ?? "").trim();
  if (!URL_FORM.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** The field's message: null when empty (not entered yet) or valid, else "Enter a valid URL." */
export const redirectUrlProblem = (raw: string | null | undefined): string | null =>
  !(raw ?? "").trim() || isValidRedirectUrl(raw) ? null : AUDIENCE_MSG.invalidUrl;

/**
 * Typing into a redirect link (spec 2 §5: "stored only when valid"): a valid URL is stored trimmed; an invalid
 * one leaves the stored links unchanged and returns the message; an emptied field removes the link (our decision).
 */
export function setRedirectLink(
  links: TRedirectLinks,
  key: TRedirectLinkKey,
  raw: string,
): { links: TRedirectLinks; error: string | null } {
  const value = raw.trim();
  if (!value) {
    const rest = { ...links };
    delete rest[key];
    return { links: rest, error: null };
  }
  if (!isValidRedirectUrl(value)) return { links, error: AUDIENCE_MSG.invalidUrl };
  return { links: { ...links, [key]: value }, error: null };
}

/** Redirect links are edited for the toluna provider only (spec 2 §5). */
export const showsRedirectLinks = (provider: string | null | undefined): boolean => provider === "toluna";
