import "server-only";
// The invitation e-mail (a new colleague: set a password through a single-use link) and the "added to a brand"
// e-mail (an existing user: nothing to set, just a link to the brand). Every interpolated value is HTML-escaped.
import { PRODUCT_NAME } from "@/lib/constants";
import { routes } from "@/lib/routes";
import { TOKEN_LIFETIME_MS } from "@/lib/brands/messages";
import type { TMail } from "./send-mail";
import { escapeHtml } from "./links";


const days = (ms: number) => Math.round(ms / (24 * 60 * 60 * 1000));

export function invitationMail(opts: { to: string; brandName: string; inviterName: string | null; origin: string; token: string }): TMail {
  const link = opts.origin + routes.invitation(opts.token);
  const who = opts.inviterName ? `${opts.inviterName} invited you` : "You have been invited";
  const lifetime = `The link works once and expires in ${days(TOKEN_LIFETIME_MS.invitation)} days.`;
  return {
    to: opts.to,
    subject: `You're invited to ${opts.brandName} on the ${PRODUCT_NAME}`,
    text: `${who} to join ${opts.brandName} on the ${PRODUCT_NAME}.\n\nSet your password to get started:\n${link}\n\n${lifetime}\n`,
    html:
      `<p>${escapeHtml(who)} to join <strong>${escapeHtml(opts.brandName)}</strong> on the ${PRODUCT_NAME}.</p>` +
      `<p><a href="${escapeHtml(link)}">Set your password</a> to get started.</p>` +
      `<p>${escapeHtml(lifetime)}</p>`,
  };
}

export function addedToBrandMail(opts: { to: string; brandName: string; brandId: string; inviterName: string | null; origin: string }): TMail {
  const link = opts.origin + routes.brandHome(opts.brandId);
  const who = opts.inviterName ? `${opts.inviterName} added you` : "You have been added";
  return {
    to: opts.to,
    subject: `You were added to ${opts.brandName} on the ${PRODUCT_NAME}`,
    text: `${who} to ${opts.brandName} on the ${PRODUCT_NAME}.\n\nOpen it with your usual sign-in:\n${link}\n`,
    html:
      `<p>${escapeHtml(who)} to <strong>${escapeHtml(opts.brandName)}</strong> on the ${PRODUCT_NAME}.</p>` +
      `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(opts.brandName)}</a> with your usual sign-in.</p>`,
  };
}
