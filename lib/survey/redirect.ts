// Where a respondent goes when a visit ends (P6, docs/decisions.md P6): panel respondents back to their panel with
// the provider's parameters, everyone else to the study's post-study link (complete) or closed link (closed).
// Pure: server/survey/redirect-url.ts loads the provider row and calls this.
import { toParameterMappings } from "@/lib/audiences/panel-providers";
import type { TAudienceType } from "@/lib/study-rules/audiences";
import type { TLiveOutcomeStatus } from "./wire";

export interface TRedirectAudience {
  audience_type: TAudienceType;
  redirect_complete: string | null;
  redirect_terminate: string | null;
  redirect_quota_full: string | null;
}

export interface TRedirectProvider {
  /** PanelProvider.parameter_mappings as stored (list or map form, lib/audiences/panel-providers.ts). */
  parameter_mappings: unknown;
  /** PanelProvider.redirect_urls: { complete, terminate, quota_full }. */
  redirect_urls: unknown;
}

export interface TRedirectInput {
  status: TLiveOutcomeStatus;
  /** The respondent's audience (null: unknown / none). */
  audience: TRedirectAudience | null;
  /** The audience's panel provider, when it has one. */
  provider: TRedirectProvider | null;
  /** Inbound panel parameters as they arrived ({ <provider parameter>: value }). */
  panel_params: Record<string, string>;
  study: { redirect_link: string | null; redirect_link_closed: string | null };
}

/**
 * An absolute http(s) URL or null. A value without a scheme ("panel.example.com/done", as people type them) is read
 * as https (the builder already stores the thank-you URL with http:// prepended, spec 2 §5, so this only meets
 * values written elsewhere); anything else (javascript:, mailto:, relative paths, garbage) is refused, so a study
 * setting can never turn a link into script.
 */
export function safeHttpUrl(raw: string | null | undefined): URL | null {
  const s = raw?.trim();
  if (!s) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(s);
  const candidate = hasScheme ? s : /^[a-z0-9-]+(\.[a-z0-9-]+)+([/:?#]|$)/i.test(s) ? `https://${s}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

const PANEL_STATUS_FIELD = { complete: "redirect_complete", terminate: "redirect_terminate", quota_full: "redirect_quota_full" } as const;

/** The provider's own redirect URL for a status (redirect_urls[status]), or null. */
function providerUrl(provider: TRedirectProvider | null, status: keyof typeof PANEL_STATUS_FIELD): string | null {
  const urls = provider?.redirect_urls;
  if (!urls || typeof urls !== "object" || Array.isArray(urls)) return null;
  const v = (urls as Record<string, unknown>)[status];
  return typeof v === "string" && v.trim() ? v : null;
}

/**
 * Adds the provider's outbound / both and auto-appended parameters: the respondent's inbound value of that
 * parameter, else the mapping's fixed value; a parameter with neither is left out. Existing query parameters stay;
 * one with the same name is replaced (links often carry a placeholder such as RID=[%RID%]).
 */
export function appendPanelParams(url: URL, provider: TRedirectProvider | null, panelParams: Record<string, string>): URL {
  if (!provider) return url;
  for (const m of toParameterMappings(provider.parameter_mappings)) {
    if (m.type === "inbound" && !m.is_auto_appended) continue;
    const value = panelParams[m.panel_id] ?? m.value;
    if (value === null || value === undefined || value === "") continue;
    url.searchParams.set(m.panel_id, value);
  }
  return url;
}

/** The redirect for an ended visit, or null (the app shows its own page). */
export function outcomeRedirectUrl(input: TRedirectInput): string | null {
  const { status, audience, provider, study } = input;
  if (audience?.audience_type === "panel") {
    // A closed study sends a panel respondent back like a full quota, so the panel gets its respondent back.
    const panelStatus = status === "closed" ? "quota_full" : status;
    const base = safeHttpUrl(audience[PANEL_STATUS_FIELD[panelStatus]]) ?? safeHttpUrl(providerUrl(provider, panelStatus));
    if (base) return appendPanelParams(base, provider, input.panel_params).toString();
  }
  if (status === "complete") return safeHttpUrl(study.redirect_link)?.toString() ?? null;
  if (status === "closed") return safeHttpUrl(study.redirect_link_closed)?.toString() ?? null;
  return null;
}
