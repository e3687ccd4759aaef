// The origin of links in e-mails: NEXTAUTH_URL when set (the public address), else the request's own origin.
import { env } from "@/lib/env";

export function appOrigin(req?: { url: string } | null): string {
  const configured = process.env.NEXTAUTH_URL ?? env().NEXTAUTH_URL;
  if (configured) return configured.replace(/\/+$/, "");
  if (req) return new URL(req.url).origin;
  return "http://localhost:3000";
}

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
