// Audience rows as the Consumers step edits them (spec 2 §2 "Select Your Consumer Profiles", §3 "Audience", §4
// "types that still have unused profiles", §5 country/audience rules, §9 defaults): the profiles each type offers,
// the rows shown per study country (a default row where a country has none yet), and the consumer-profile
// selection of the "Select More Consumer Profiles" modal. Pure; built on lib/study-rules/audiences.ts.
import {
  addAudienceRow,
  AUDIENCE_TYPES,
  changeRowType,
  DEFAULT_PANEL_PROVIDER,
  unusedProfiles,
  type TAudienceRow,
  type TAudienceType,
  type TPanelProvider,
  type TProfilesByType,
  type TRedirectLinks,
} from "../study-rules/audiences";

/** One row of the save's audiences[] (lib/builder/builder-wire.ts ZAudienceSave, output side). */
export interface TAudienceEditRow extends TAudienceRow {
  panel_provider: TPanelProvider | null;
  redirect_links: { complete?: string | null; terminate?: string | null; quota_full?: string | null };
}

const code = (c: string) => c.trim().toUpperCase();
const sameCountry = (a: string, b: string) => code(a) === code(b);

/**
 * Our decision for "profiles per type" (spec 2 §4): Recruited Audience (panel) and Social Audience offer the brand's
 * live consumer profiles (not archived); CRM offers one profile-less row (the brand's own e-mail list has no
 * profile). A brand without profiles yet gets one profile-less panel and social row, so every type stays usable.
 */
export function profilesByType(profiles: readonly { _id: string; archived?: boolean }[]): TProfilesByType {
  const live = profiles.filter((p) => !p.archived).map((p) => p._id);
  const offered = live.length ? live : [null];
  return { panel: offered, crm: [null], social: offered };
}

/** The countries the step shows: the study's countries in order, or the brand's default country when it has none. */
export function audienceCountries(studyCountries: readonly string[], defaultCountry: string | null | undefined): string[] {
  const out: string[] = [];
  for (const c of studyCountries) if (!out.some((o) => sameCountry(o, c))) out.push(code(c));
  if (out.length === 0 && defaultCountry?.trim()) out.push(code(defaultCountry));
  return out;
}

/** A new row's defaults for the admin-only parts: lucid for a panel row, no redirect links. */
export const withRowDefaults = (row: TAudienceRow): TAudienceEditRow => ({
  country: code(row.country),
  audience_type: row.audience_type,
  consumer_profile: row.consumer_profile,
  panel_provider: row.audience_type === "panel" ? DEFAULT_PANEL_PROVIDER : null,
  redirect_links: {},
});

/**
 * The rows shown for `countries`: the stored rows of those countries (in their order, grouped by country order),
 * plus one default row (spec 2 §9 default type) for each country that has none (spec 2 §5: each keeps ≥ 1 row).
 * Rows of countries no longer in the study are dropped (the save removes them with the country).
 */
export function rowsForCountries(
  rows: readonly TAudienceEditRow[],
  countries: readonly string[],
  available: TProfilesByType,
  defaultCountry: string | null | undefined,
): TAudienceEditRow[] {
  let out: TAudienceEditRow[] = [];
  for (const c of countries) {
    const own = rows.filter((r) => sameCountry(r.country, c)).map((r) => ({ ...r, country: code(c) }));
    if (own.length) {
      out = [...out, ...own];
      continue;
    }
    const added = addAudienceRow(out, code(c), available, defaultCountry);
    const last = added?.[added.length - 1];
    if (last) out = [...out, withRowDefaults(last)];
  }
  return out;
}

/** Adds a row to `country` (the default type when it has an unused profile, else the first open type); null when full. */
export function addRow(
  rows: readonly TAudienceEditRow[],
  country: string,
  available: TProfilesByType,
  defaultCountry: string | null | undefined,
): TAudienceEditRow[] | null {
  const added = addAudienceRow(rows, country, available, defaultCountry);
  const last = added?.[added.length - 1];
  return last ? [...rows, withRowDefaults(last)] : null;
}

/**
 * Changes a row's type (spec 2 §4: only to types with an unused profile): the new type's first unused profile; a
 * panel row gets its provider default (lucid), other rows none, and the redirect links go with the old type.
 */
export function setRowType(
  rows: readonly TAudienceEditRow[],
  index: number,
  type: TAudienceType,
  available: TProfilesByType,
): TAudienceEditRow[] | null {
  const row = rows[index];
  if (!row) return null;
  if (row.audience_type === type) return [...rows];
  const changed = changeRowType(rows, index, type, available);
  const next = changed?.[index];
  if (!changed || !next) return null;
  return rows.map((r, i) =>
    i === index
      ? { ...r, audience_type: type, consumer_profile: next.consumer_profile, panel_provider: type === "panel" ? DEFAULT_PANEL_PROVIDER : null, redirect_links: {} }
      : r,
  );
}

/** The profiles a row may switch to: its own and the unused ones of its type in its country. */
export function rowProfileChoices(rows: readonly TAudienceRow[], index: number, available: TProfilesByType): (string | null)[] {
  const row = rows[index];
  if (!row) return [];
  const open = unusedProfiles(rows, row.country, row.audience_type, available, index);
  return open.includes(row.consumer_profile) ? open : [row.consumer_profile, ...open];
}

/** Sets a row's profile when it is one of its choices; null otherwise. */
export function setRowProfile(
  rows: readonly TAudienceEditRow[],
  index: number,
  profile: string | null,
  available: TProfilesByType,
): TAudienceEditRow[] | null {
  if (!rowProfileChoices(rows, index, available).includes(profile)) return null;
  return rows.map((r, i) => (i === index ? { ...r, consumer_profile: profile } : r));
}

/** All three links, a missing one as null (the save keeps a stored link for an omitted key, and clears it for null). */
export const allLinks = (links: TRedirectLinks): Required<TAudienceEditRow["redirect_links"]> => ({
  complete: links.complete ?? null,
  terminate: links.terminate ?? null,
  quota_full: links.quota_full ?? null,
});

/** Sets a panel row's provider; the redirect links are kept only for toluna (spec 2 §5), else cleared. */
export function setRowProvider(rows: readonly TAudienceEditRow[], index: number, provider: TPanelProvider): TAudienceEditRow[] {
  return rows.map((r, i) =>
    i === index && r.audience_type === "panel"
      ? { ...r, panel_provider: provider, redirect_links: provider === "toluna" ? r.redirect_links : allLinks({}) }
      : r,
  );
}

/** Stores a row's redirect links (the stored, valid ones: lib/study-rules/audiences.ts#setRedirectLink). */
export function setRowLinks(rows: readonly TAudienceEditRow[], index: number, links: TRedirectLinks): TAudienceEditRow[] {
  return rows.map((r, i) => (i === index ? { ...r, redirect_links: allLinks(links) } : r));
}

/** The stored links of a row without nulls (the editable shape of setRedirectLink). */
export function rowLinks(row: Pick<TAudienceEditRow, "redirect_links">): TRedirectLinks {
  const out: TRedirectLinks = {};
  for (const [k, v] of Object.entries(row.redirect_links ?? {})) if (typeof v === "string" && v) out[k as keyof TRedirectLinks] = v;
  return out;
}

/** The consumer profiles the study uses (the "selected" of the Select More Consumer Profiles modal), first use first. */
export function selectedProfileIds(rows: readonly TAudienceRow[]): string[] {
  const out: string[] = [];
  for (const r of rows) if (r.consumer_profile && !out.includes(r.consumer_profile)) out.push(r.consumer_profile);
  return out;
}

/**
 * Confirming the "Select More Consumer Profiles" modal (our decision): rows of profiles no longer chosen go; each
 * newly chosen profile gets a row in every country, as Recruited Audience when that type offers it unused there,
 * else as the first type that does; a country left without rows gets its default row back.
 */
export function applyProfileSelection(
  rows: readonly TAudienceEditRow[],
  countries: readonly string[],
  chosen: readonly string[],
  available: TProfilesByType,
  defaultCountry: string | null | undefined,
): TAudienceEditRow[] {
  const before = selectedProfileIds(rows);
  let out = rows.filter((r) => r.consumer_profile === null || chosen.includes(r.consumer_profile));
  const added = chosen.filter((id) => !before.includes(id));
  for (const id of added) {
    for (const c of countries) {
      const type = (["panel", ...AUDIENCE_TYPES.filter((t) => t !== "panel")] as TAudienceType[]).find((t) =>
        unusedProfiles(out, c, t, available).includes(id),
      );
      if (type) out = [...out, withRowDefaults({ country: c, audience_type: type, consumer_profile: id })];
    }
  }
  // Keep each country's rows together, in country order.
  const grouped = countries.flatMap((c) => out.filter((r) => sameCountry(r.country, c)));
  return rowsForCountries(grouped, countries, available, defaultCountry);
}
