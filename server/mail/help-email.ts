import "server-only";
// The study wizard's "send help e-mail" (spec 2 §7 POST /admin/brand/{b}/survey/{s}/send_email, body simple, to,
// from, subject, html): a user with survey write on the brand asks support for help about one study.
// Safety: the message only ever goes to the support address (a `to` naming anyone else is refused), From is the
// app's own address and Reply-To the signed-in user, the HTML is sanitised, and each user may send a few per hour.
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { BUILDER_MSG } from "@/lib/builder/messages";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { invalid } from "../errors";
import { consume, type TLimit } from "../rate-limit/limiter";
import { loadBrandStudy } from "../studies/load-study";
import { escapeHtml, nameOrEmail } from "./links";
import { sendMail } from "./send-mail";

const noLineBreaks = (s: string) => !/[\r\n]/.test(s);

export const ZSendEmailBody = z
  .object({
    /** true: the html as written; false/absent: a short header naming the user, brand and study comes first. */
    simple: z.boolean().optional(),
    to: z.string().trim().email().optional(),
    from: z.string().trim().email().optional(),
    subject: z.string().trim().min(1).max(200).refine(noLineBreaks, "must be one line"),
    html: z.string().min(1).max(100_000),
  })
  .strict();
export type TSendEmailBody = z.infer<typeof ZSendEmailBody>;

const HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "ul", "ol", "li", "s", "u", "em", "strong", "b", "i", "a", "h3", "h4", "div", "span"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
};

export const sanitizeMailHtml = (html: string) => sanitizeHtml(html, HTML_OPTIONS).trim();
const toText = (html: string) =>
  sanitizeHtml(html.replace(/<\/(p|div|li|h3|h4)>|<br\s*\/?>/gi, "$&\n"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

// 10 help requests per user an hour, shared by every app process.
const HELP_MAIL_LIMIT: TLimit = { keyPrefix: "help-mail", points: 10, duration: 60 * 60 };

/** Needs survey.write. */
export async function sendHelpEmail(access: TBrandAccess, surveyId: string, body: TSendEmailBody): Promise<{ sent: true }> {
  const { actor, brand, brandId } = access;
  await loadBrandStudy(access, surveyId);
  if (body.to && body.to.toLowerCase() !== SUPPORT_EMAIL.toLowerCase()) {
    throw invalid(BUILDER_MSG.helpOnlyToSupport, [{ name: "to", reason: BUILDER_MSG.helpOnlyToSupport }]);
  }
  if (body.from && body.from.toLowerCase() !== actor.email.toLowerCase()) {
    throw invalid(BUILDER_MSG.helpFromMustBeYou, [{ name: "from", reason: BUILDER_MSG.helpFromMustBeYou }]);
  }
  const content = sanitizeMailHtml(body.html);
  if (!content) throw invalid("The message is empty.", [{ name: "html", reason: "empty after sanitising" }]);
  await consume(HELP_MAIL_LIMIT, actor.id, BUILDER_MSG.helpTooMany);
  const study = await prisma.survey.findUniqueOrThrow({ where: { id: surveyId }, select: { title: true } });
  const name = nameOrEmail(actor);
  const header =
    `<p>Help request from ${escapeHtml(name)} (${escapeHtml(actor.email)}${actor.department ? `, ${escapeHtml(actor.department)}` : ""})` +
    ` for the study "${escapeHtml(study.title ?? "")}" (${surveyId}) of ${escapeHtml(brand.name)} (${brandId}).</p>`;
  const html = body.simple ? content : `${header}${content}`;
  await sendMail({ to: SUPPORT_EMAIL, replyTo: actor.email, subject: body.subject, html, text: toText(html) });
  return { sent: true };
}
