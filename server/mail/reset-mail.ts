import "server-only";
// The password-reset e-mail: a single-use link that expires (TOKEN_LIFETIME_MS.passwordReset).
import { PRODUCT_NAME } from "@/lib/constants";
import { routes } from "@/lib/routes";
import { TOKEN_LIFETIME_MS } from "@/lib/brands/messages";
import type { TMail } from "./send-mail";
import { escapeHtml } from "./links";

export function resetMail(opts: { to: string; origin: string; token: string }): TMail {
  const link = opts.origin + routes.resetPassword(opts.token);
  const minutes = Math.round(TOKEN_LIFETIME_MS.passwordReset / 60_000);
  const note = `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`;
  return {
    to: opts.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Someone asked to reset the password of ${opts.to}.\n\nChoose a new password:\n${link}\n\n${note}\n`,
    html:
      `<p>Someone asked to reset the password of ${escapeHtml(opts.to)}.</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
      `<p>${escapeHtml(note)}</p>`,
  };
}
