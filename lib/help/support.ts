// Where "Contact support" leads (P15 item 10): the address the deployment configures (SUPPORT_EMAIL, SUPPORT_URL in
// lib/env.ts; README), as links. Pure: the caller passes the validated environment.
export interface TSupportContact {
  email: string;
  /** mailto: with a subject line. */
  mailto: string;
  /** The support site, when the deployment has one. */
  url: string | null;
}

export const SUPPORT_TEXT = {
  title: "Contact support",
  text: "Tell us what you were doing and what you expected; include the error code if a page showed one.",
  email: (address: string) => `E-mail ${address}`,
  site: "Open the support site",
  subject: "Help with the research dashboard",
  back: "Back to the dashboard",
} as const;

export function supportContact(e: { SUPPORT_EMAIL: string; SUPPORT_URL?: string | null }): TSupportContact {
  return {
    email: e.SUPPORT_EMAIL,
    mailto: `mailto:${e.SUPPORT_EMAIL}?subject=${encodeURIComponent(SUPPORT_TEXT.subject)}`,
    url: e.SUPPORT_URL ?? null,
  };
}
