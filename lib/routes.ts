// Index routing and route guards of spec 1 §2 and §6, as pure functions shared by server pages and tests.
import { AUTH_ERROR_CODES } from "./messages";
import { isKbOnly, type TRoles } from "./permissions";

export const BRAND_ID_PATTERN = /^[0-9a-f]{24}$/;
export const isValidBrandId = (id: string): boolean => BRAND_ID_PATTERN.test(id);

export interface THomeSubject {
  is_admin: boolean;
  roles: TRoles;
  /** Brands the user may enter, in membership order, with whether each brand is active. */
  brands: { id: string; is_active: boolean }[];
}

export const routes = {
  brands: (page = 1) => `/brands/${page}`,
  brandHome: (brandId: string) => `/brand/${brandId}/home`,
  timeline: (brandId: string) => `/brand/${brandId}/timeline`,
  tests: (brandId: string) => `/brand/${brandId}/tests`,
  products: (brandId: string) => `/brand/${brandId}/products`,
  /** The product board pivot (spec 1 §2 "Product screens"), of one assortment or all; reached from the catalogue's header. */
  productBoard: (brandId: string, assortmentId?: string) =>
    `/brand/${brandId}/products/board${assortmentId ? `?assortment=${encodeURIComponent(assortmentId)}` : ""}`,
  /** The decision view (spec 3 §2); reached from an assortment's decisions on the dashboard. */
  decision: (brandId: string, decisionId: string) => `/brand/${brandId}/decision/${decisionId}`,
  /** An assortment's shared-learnings tab (spec 3 §2); the snip modal closes to it. */
  sharedLearnings: (brandId: string, assortmentId: string) => `/brand/${brandId}/assortment/${assortmentId}/shared-learnings`,
  /** One snip over its assortment's shared-learnings tab (spec 3 §2), with a comment to highlight (P12). */
  snip: (brandId: string, assortmentId: string, snipId: string, commentId?: string) =>
    `/brand/${brandId}/assortment/${assortmentId}/shared-learnings/${snipId}${commentId ? `?comment=${encodeURIComponent(commentId)}` : ""}`,
  /** A study's results page (spec 3 §2), with a query made by lib/results/page.ts `resultsSearch` ("" or "?…"). */
  results: (brandId: string, surveyId: string, search = "") => `/brand/${brandId}/campaign/${surveyId}/results${search}`,
  /** The learnings and impact report of a study (spec 3 §2; P13). */
  learningsReport: (brandId: string, surveyId: string) => `/learnings/${brandId}/${surveyId}`,
  knowledgeBase: (brandId: string) => `/brand/${brandId}/knowledge-base`,
  labs: (brandId: string) => `/brand/${brandId}/labs`,
  /** The in-app help (P15 item 10): its index, or one topic (lib/help/topics.ts). */
  help: (brandId: string, topic?: string) => `/brand/${brandId}/help${topic ? `/${encodeURIComponent(topic)}` : ""}`,
  /** "Contact support": the deployment's support address (lib/env.ts SUPPORT_EMAIL / SUPPORT_URL). */
  support: "/support",
  settings: (brandId: string) => `/edit/brand/${brandId}`,
  /** The brand settings' consumer-profiles tab (spec 2 §2). */
  settingsConsumerProfiles: (brandId: string) => `/edit/brand/${brandId}?tab=consumer-profiles`,
  /** A brand settings tab (P7: general, style, features, security, pivot, categories-tags, users, consumer-profiles,
   *  my-notifications); general is the default. */
  settingsTab: (brandId: string, tab: string) => `/edit/brand/${brandId}?tab=${encodeURIComponent(tab)}`,
  /** The link of an invitation e-mail and of a password-reset e-mail (P7). */
  invitation: (token: string) => `/invitation/${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  inactiveBrand: "/inactive-brand",
  login: "/login",
  error: (code?: string | number, message?: string) => {
    const q = new URLSearchParams();
    if (code !== undefined) q.set("errorCode", String(code));
    if (message) q.set("errorMessage", message);
    const s = q.toString();
    return s ? `/error?${s}` : "/error";
  },
} as const;

/** Where `/` sends a signed-in user. An error code (1011, 1012) when they have nowhere to go. */
export function homeRoute(s: THomeSubject): { to: string } | { errorCode: 1011 | 1012 } {
  if (s.is_admin) return { to: routes.brands(1) };
  if (s.brands.length === 0) return { errorCode: 1011 };
  const first = s.brands.find((b) => b.is_active);
  if (!first) return { to: routes.inactiveBrand };
  return { to: isKbOnly(s) ? routes.knowledgeBase(first.id) : routes.brandHome(first.id) };
}

export interface TIndexSubject extends THomeSubject {
  is_active: boolean;
  /** The user has memberships, and an admin deactivated every one of them. */
  all_memberships_inactive: boolean;
}

/**
 * Where `/` sends a visitor (spec 1 §2, §8): sign-in without a session; the error page with code 1010 when the
 * session's user no longer exists, 1007 when inactive, 1011 with no brand, 1012 with no active membership.
 */
export function indexRoute(hasSession: boolean, user: TIndexSubject | null): string {
  if (!hasSession) return routes.login;
  if (!user) return routes.error(1010, AUTH_ERROR_CODES[1010]);
  if (!user.is_active) return routes.error(1007, AUTH_ERROR_CODES[1007]);
  const home = homeRoute(user);
  if ("to" in home) return home.to;
  const code = user.all_memberships_inactive ? 1012 : home.errorCode;
  return routes.error(code, AUTH_ERROR_CODES[code]);
}

// A fixed origin to resolve callback URLs against (P8 item 6): `.invalid` never resolves, and only the path of the
// resolved URL is ever handed on, so the value of this origin never reaches a Location header or a navigation.
const CALLBACK_BASE = "https://callback.invalid";

/**
 * The path (with query and fragment) that `raw` leads to when it stays on this site, else null. `raw` is resolved the
 * way a browser would (WHATWG URL: tabs and newlines dropped, `\` read as `/`, `//host` and `scheme:` leave the site),
 * and what is returned is the RESOLVED path, never `raw`: whatever the parser normalised away cannot come back.
 */
export function sameOriginPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, CALLBACK_BASE);
  } catch {
    return null;
  }
  if (url.origin !== CALLBACK_BASE) return null;
  const path = url.pathname + url.search + url.hash;
  // `/.//host` resolves to the path `//host`, which a browser would read as another host: refused as well.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return null;
  return path;
}

/** Only same-site paths may be returned to after sign-in (no open redirects); the sign-in page itself goes home. */
export function safeCallbackUrl(raw: string | null | undefined): string {
  const path = sameOriginPath(raw);
  if (!path || path.startsWith("/login")) return "/";
  return path;
}

/**
 * next-auth's `redirect` callback (server/auth/options.ts): the same rule for its own callbackUrl handling (sign-in,
 * sign-out). An absolute URL counts only on `baseUrl`'s own origin; anything else lands on `baseUrl`'s home page.
 */
export function authRedirectUrl(url: string, baseUrl: string): string {
  const origin = new URL(baseUrl).origin;
  let candidate: string | null;
  try {
    // Absolute (it parses without a base): only its path counts, and only when it is on our origin.
    const abs = new URL(url);
    candidate = abs.origin === origin ? abs.pathname + abs.search + abs.hash : null;
  } catch {
    candidate = url; // relative: resolved by the same rule as the sign-in page's callbackUrl
  }
  return `${origin}${sameOriginPath(candidate) ?? "/"}`;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function loginUrl(path: string): string {
  const back = safeCallbackUrl(path);
  return back === "/" ? routes.login : `${routes.login}?callbackUrl=${encodeURIComponent(back)}`;
}
