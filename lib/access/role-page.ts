// The "not available to your role" page (P15 item 10, "no dead ends"): a user who types the address of a screen their
// role or their brand's features do not open (MakerLabs, the knowledge base) is told so, with a way back, instead of
// the generic error page. Pure texts and the one rule that picks the screen's name.

/** The screens that answer with this page instead of the generic error. */
export const ROLE_PAGE_SCREENS = ["labs", "knowledge_base"] as const;
export type TRolePageScreen = (typeof ROLE_PAGE_SCREENS)[number];

export const ROLE_PAGE = {
  title: "Not available to your role",
  screenName: { labs: "MakerLabs", knowledge_base: "The knowledge base" } satisfies Record<TRolePageScreen, string>,
  /** The screen exists, but this user's role in the brand does not open it. */
  role: (screen: string, brand: string) => `${screen} is not available to your role in ${brand}. Ask an administrator of ${brand} if you need it.`,
  /** The brand does not have the feature the screen belongs to. */
  feature: (screen: string, brand: string) => `${screen} is not switched on for ${brand}.`,
  back: "Back to your home page",
  generic: "This page",
} as const;

export type TRolePageReason = "role" | "feature";

export function isRolePageScreen(v: unknown): v is TRolePageScreen {
  return typeof v === "string" && (ROLE_PAGE_SCREENS as readonly string[]).includes(v);
}

/** The sentence of the page for `screen` (unknown → "This page") refused for `reason` in `brand`. */
export function rolePageText(screen: unknown, reason: unknown, brand: string): string {
  const name = isRolePageScreen(screen) ? ROLE_PAGE.screenName[screen] : ROLE_PAGE.generic;
  return reason === "feature" ? ROLE_PAGE.feature(name, brand) : ROLE_PAGE.role(name, brand);
}

/** The page's address for `screen` refused for `reason` (routes.notAvailable). */
export const notAvailablePath = (brandId: string, screen: TRolePageScreen, reason: TRolePageReason): string =>
  `/brand/${brandId}/not-available?${new URLSearchParams({ screen, reason })}`;
