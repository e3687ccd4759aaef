// Pure rules of the study save (spec 2 §4, §5, §6, §7), shared by the server's save and the wizard UI:
// the thank-you URL scheme, the http(s) rule of redirect URLs, the due-date rule, admin-only field detection and
// the field lists of the save call.
import type { TStudySave, TBuilderStudy } from "./study";

/** spec 2 §5: "The thank-you button URL gets http:// prepended when it lacks a scheme." Blank → null. */
export function withUrlScheme(url: string | null | undefined): string | null {
  const u = (url ?? "").trim();
  if (!u) return null;
  return /^[a-z][a-z0-9+.-]*:/i.test(u) ? u : `http://${u}`;
}

/** spec 2 §5: a valid URL has the form http(s)://x.y (and no spaces). */
export function isHttpUrl(url: string): boolean {
  const u = url.trim();
  if (!/^https?:\/\/[^\s]+$/i.test(u)) return false;
  try {
    const host = new URL(u).hostname;
    return /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
}

/** A redirect URL is fine when empty, else it must be http(s)://x.y. */
export const isValidRedirect = (url: string | null | undefined): boolean => !url?.trim() || isHttpUrl(url);

/**
 * spec 2 §5 "before today": the due date's calendar day, read in the offset it was sent with, must be on or after
 * today's calendar day in that same offset (so a user's "today" is accepted in every time zone).
 */
export function isDueDateOnOrAfterToday(iso: string, now: Date = new Date()): boolean {
  const m = /^(\d{4}-\d{2}-\d{2})T.*?(Z|([+-])(\d{2}):?(\d{2}))$/i.exec(iso.trim());
  if (!m || Number.isNaN(Date.parse(iso))) return false;
  const offsetMin = m[2]!.toUpperCase() === "Z" ? 0 : (m[3] === "-" ? -1 : 1) * (Number(m[4]) * 60 + Number(m[5]));
  const today = new Date(now.getTime() + offsetMin * 60_000).toISOString().slice(0, 10);
  return m[1]! >= today;
}

/** Fields only admins may change (spec 2 §6 admin-only settings, demo/template study, owner, product limit,
 * recruited audience type and cost, decision point changes "M/S Only"). */
export const ADMIN_ONLY_FIELDS = ["settings", "internal_template", "demo", "owned_by", "panel_type", "panel_cost", "limit", "decision_point"] as const;
export type TAdminOnlyField = (typeof ADMIN_ONLY_FIELDS)[number];

type TAdminView = Pick<TBuilderStudy, "settings" | "internal_template" | "demo" | "owned_by" | "panel_type" | "panel_cost" | "limit" | "decision_point">;

/**
 * The admin-only fields of `body` whose value differs from the stored study. Setting a decision point on a study
 * that has none is not a change (the decision-point chooser of the Start step is open to every writer); replacing
 * or removing one is.
 */
export function adminOnlyChanges(body: Partial<TStudySave>, stored: TAdminView): TAdminOnlyField[] {
  const out: TAdminOnlyField[] = [];
  if (body.settings && Object.entries(body.settings).some(([k, v]) => v !== undefined && stored.settings[k as keyof TAdminView["settings"]] !== v)) {
    out.push("settings");
  }
  if (body.internal_template !== undefined && body.internal_template !== stored.internal_template) out.push("internal_template");
  if (body.demo !== undefined && body.demo !== stored.demo) out.push("demo");
  if (body.owned_by !== undefined && body.owned_by !== (stored.owned_by?._id ?? null)) out.push("owned_by");
  if (body.panel_type !== undefined && (body.panel_type ?? null) !== (stored.panel_type ?? null)) out.push("panel_type");
  if (body.panel_cost !== undefined && body.panel_cost !== stored.panel_cost) out.push("panel_cost");
  if (body.limit && (body.limit.active !== stored.limit.active || body.limit.number !== stored.limit.number)) out.push("limit");
  const dp = stored.decision_point?._id ?? null;
  if (body.decision_point !== undefined && dp !== null && body.decision_point !== dp) out.push("decision_point");
  return out;
}

/** spec 2 §4: internal template on sets demo true, off sets demo false (only when the template flag changes). */
export function demoFor(body: Pick<Partial<TStudySave>, "internal_template" | "demo">, storedTemplate: boolean): boolean | undefined {
  if (body.internal_template !== undefined && body.internal_template !== storedTemplate) return body.internal_template;
  return body.demo;
}

/** spec 2 §7 "save study": what the client leaves out of the body (besides `$`-prefixed keys). date_modified is
 * kept here: this product's save carries it for the optimistic-concurrency check. */
export const SAVE_STRIPPED_FIELDS = [
  "demographics", "segmentation_profiles", "_id", "brand", "brand_category", "countries_translating",
  "countries_translations_needed", "date_created", "__v",
] as const;

/** spec 2 §7: the fields of the save's answer the wizard takes over (the server answers the whole study). */
export const SAVE_ANSWER_FIELDS = [
  "questions", "question_template", "date_modified", "thank_you", "countries_translations_needed", "exchange_rates", "assortment",
] as const;

/** The object without the stripped fields and `$`-prefixed keys (top level). */
export function stripForSave<T extends Record<string, unknown>>(obj: T): Partial<T> {
  const drop = new Set<string>(SAVE_STRIPPED_FIELDS);
  return Object.fromEntries(Object.entries(obj).filter(([k]) => !drop.has(k) && !k.startsWith("$"))) as Partial<T>;
}
