import "server-only";
// Helpers of the e-mails the app writes. The origin of links in e-mails: NEXTAUTH_URL when set (the public address). Without it, development and tests use
// the request's own origin; production never does, because the Host header of an unauthenticated request (forgot
// password) is the caller's to choose and would put the reset token in a link to their host.
import { env } from "@/lib/env";

export function appOrigin(req?: { url: string } | null): string {
  // Read each time (not through the cached env()): tests and the e2e server set it at run time.
  const configured = process.env.NEXTAUTH_URL;
  if (configured) return configured.replace(/\/+$/, "");
  if (req && process.env.NODE_ENV !== "production") return new URL(req.url).origin;
  return `http://localhost:${env().PORT}`;
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** How an e-mail names a person: "First Last", or their address when they have no name. */
export const nameOrEmail = (u: { first_name: string; last_name: string; email: string }): string =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;
