import "server-only";
// Live links of a grouped study (spec 3 §2 "Grouped Studies modal"): one per country and audience type common to
// every member study for that country, panel excluded (panels get their own provider links).
import type { TSurveyGroupLink } from "@/lib/studies/wire";

export const LINKABLE_AUDIENCES = ["crm", "social"] as const;

/** The public origin of respondent links; PUBLIC_BASE_URL, else NEXTAUTH_URL, else a relative link. */
export function publicBaseUrl(): string {
  return (process.env.PUBLIC_BASE_URL ?? process.env.NEXTAUTH_URL ?? "").replace(/\/+$/, "");
}

export function groupLinkUrl(base: string, shortId: string, country: string, audienceType: string): string {
  const q = new URLSearchParams({ country, audience: audienceType });
  return `${base}/g/${encodeURIComponent(shortId)}?${q.toString()}`;
}

/** members: each member study's audiences; links sorted by country then audience type. */
export function groupLinks(
  shortId: string,
  members: { audiences: { country: string; audience_type: string }[] }[],
  base: string = publicBaseUrl(),
): TSurveyGroupLink[] {
  if (!members.length) return [];
  const sets = members.map((m) => new Set(m.audiences.map((a) => `${a.country}\u0000${a.audience_type}`)));
  const [first, ...rest] = sets;
  const common = [...first!].filter((key) => rest.every((s) => s.has(key)));
  return common
    .map((key) => {
      const [country, audience_type] = key.split("\u0000") as [string, string];
      return { country, audience_type };
    })
    .filter((l) => (LINKABLE_AUDIENCES as readonly string[]).includes(l.audience_type))
    .sort((a, b) => a.country.localeCompare(b.country) || a.audience_type.localeCompare(b.audience_type))
    .map((l) => ({ ...l, url: groupLinkUrl(base, shortId, l.country, l.audience_type) }));
}
