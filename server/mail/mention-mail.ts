import "server-only";
// The e-mail to a colleague mentioned in a snip comment (P12 item 4): who mentioned them, on which snip, the comment's
// opening, and a link that opens the snip with that comment highlighted. Every interpolated value is HTML-escaped;
// the comment is plain text (docs/decisions.md P12 #3), so it goes in as text.
import { PRODUCT_NAME } from "@/lib/constants";
import { MENTION_EXCERPT_LENGTH } from "@/lib/snips/messages";
import type { TMail } from "./send-mail";
import { escapeHtml } from "./links";

export interface TMentionMail {
  to: string;
  authorName: string;
  snipTitle: string;
  brandName: string;
  comment: string;
  /** Absolute link to the snip with the comment highlighted. */
  link: string;
}

const excerpt = (text: string) => (text.length > MENTION_EXCERPT_LENGTH ? `${text.slice(0, MENTION_EXCERPT_LENGTH - 1).trimEnd()}…` : text);

export function mentionMail(m: TMentionMail): TMail {
  const quote = excerpt(m.comment);
  return {
    to: m.to,
    subject: `${m.authorName} mentioned you on "${m.snipTitle}"`,
    text: `${m.authorName} mentioned you in a comment on the snip "${m.snipTitle}" (${m.brandName}):\n\n${quote}\n\nOpen the conversation:\n${m.link}\n\nYou get this because your notification settings in ${m.brandName} on the ${PRODUCT_NAME} allow mentions.\n`,
    html:
      `<p>${escapeHtml(m.authorName)} mentioned you in a comment on the snip <strong>${escapeHtml(m.snipTitle)}</strong> (${escapeHtml(m.brandName)}):</p>` +
      `<blockquote style="white-space:pre-wrap">${escapeHtml(quote)}</blockquote>` +
      `<p><a href="${escapeHtml(m.link)}">Open the conversation</a></p>` +
      `<p>You get this because your notification settings in ${escapeHtml(m.brandName)} on the ${PRODUCT_NAME} allow mentions.</p>`,
  };
}
