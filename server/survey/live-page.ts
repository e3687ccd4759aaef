// The live link's HTML (GET /s/{short_id}, P6 decision "not a Next page"): a complete, small document with the
// welcome page already rendered (so the largest paint needs no script), the stylesheet inlined, the brand's
// colours and css override, the boot data as JSON and the esbuild bundle (scripts/build-survey.ts). Unknown
// study → 404 page; a study that takes no answers → the closed page, unless the link asks for a preview.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { TLiveBoot } from "@/lib/survey/boot";
import { documentHtml, frameHtml, messageHtml, welcomeHtml } from "@/server/survey/shell-html";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import { isLiveShortId } from "@/lib/survey/rules";
import { prisma } from "../db";
import { LIVE_SURVEY_FRAME_ANCESTORS } from "../http/security-headers";
import { liveWelcomePage } from "./live-payload";
import { closedLinkRedirect } from "./start-respondent";

interface TManifest {
  js: string;
  css: string;
}

const MANIFEST = path.join(process.cwd(), "public/survey/manifest.json");
let cached: { mtime: number; manifest: TManifest } | null = null;

/**
 * The built app's manifest, null when it was never built. Dev re-reads it when the file changes (the watcher
 * rebuilds); production keeps the first one, as Next serves only the public files present when it started.
 */
export function surveyManifest(): TManifest | null {
  if (cached && process.env.NODE_ENV === "production") return cached.manifest;
  try {
    const mtime = statSync(MANIFEST).mtimeMs;
    if (cached?.mtime === mtime) return cached.manifest;
    const m = JSON.parse(readFileSync(MANIFEST, "utf8")) as Partial<TManifest>;
    if (typeof m.js !== "string" || typeof m.css !== "string") return null;
    cached = { mtime, manifest: { js: m.js, css: m.css } };
    return cached.manifest;
  } catch {
    return null;
  }
}

// ---- the response -------------------------------------------------------------------------------------------------

const VIDEO_HOSTS = "https://www.youtube-nocookie.com https://player.vimeo.com";

/**
 * Scripts only from this site (the bundle is a file; the boot data is a JSON element, which never runs); inline
 * styles, as the page inlines its stylesheet and the brand's colours; frames only for the video players, and only
 * when the study has a video intro. Any site may frame the page (LIVE_SURVEY_FRAME_ANCESTORS: brands embed it).
 */
export function contentSecurityPolicy(video: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    `frame-src ${video ? VIDEO_HOSTS : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${LIVE_SURVEY_FRAME_ANCESTORS}`,
  ].join("; ");
}

function html(status: number, body: string, video = false): Response {
  return new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": contentSecurityPolicy(video),
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
    },
  });
}

/** A page with only a title and a message (unknown link, a group link that cannot send anyone on): no script. */
export function messagePage(status: number, title: string, message: string): Response {
  const css = surveyManifest()?.css ?? "";
  return html(status, documentHtml({ lang: "en", title, css, survey: null, body: frameHtml(null, false, messageHtml(title, message)) }));
}

/** Whether the study's intro or any question intro is a youtube / vimeo video (frame-src is opened only then). */
async function usesVideo(shortId: string): Promise<boolean> {
  const video = () => [{ intro: { path: ["type"], equals: "youtube" } }, { intro: { path: ["type"], equals: "vimeo" } }];
  const n = await prisma.survey.count({ where: { short_id: shortId, OR: [...video(), { questions: { some: { OR: video() } } }] } });
  return n > 0;
}

/** The page for GET /s/{shortId}?{query}. */
export async function livePage(shortId: string, query: URLSearchParams): Promise<Response> {
  const manifest = surveyManifest();
  const css = manifest?.css ?? "";
  const notFound = () => messagePage(404, LIVE_MSG.surveyNotFound, "");
  if (!isLiveShortId(shortId)) return notFound();
  const params = Object.fromEntries([...query.entries()].map(([k, v]) => [k.slice(0, 100), v.slice(0, 500)]));
  const [page, video] = await Promise.all([liveWelcomePage(shortId, params), usesVideo(shortId)]);
  if (!page) return notFound();
  const { survey } = page;
  // The builder's Preview button links `preview=true`; `preview=1` works too.
  const preview = ["1", "true"].includes(query.get("preview") ?? "");
  const title = `${survey.welcome.header} – ${survey.brand_name}`;
  if (!page.open && !preview) {
    const redirect = await closedLinkRedirect(shortId, params);
    if (redirect) return new Response(null, { status: 302, headers: { location: redirect, "cache-control": "no-store" } });
    const closed = LIVE_OUTCOME_TEXT.closed;
    return html(200, documentHtml({ lang: survey.language, title: closed.title, css, survey, body: frameHtml(survey, false, messageHtml(closed.title, closed.message)) }));
  }
  if (!manifest) {
    // Only a checkout that never built the app gets here (npm start, npm run dev and npm test all build it).
    console.error("The survey app is not built: run `npx tsx scripts/build-survey.ts`.");
    return html(503, documentHtml({ lang: survey.language, title, css, survey, body: frameHtml(survey, preview, messageHtml(LIVE_MSG.notActive, "")) }));
  }
  // The css override is already in the page; the app does not need it twice.
  const boot: TLiveBoot = { survey: { ...survey, style: { ...survey.style, css_override: null } }, preview };
  return html(200, documentHtml({ lang: survey.language, title, css, survey, body: frameHtml(survey, preview, welcomeHtml(survey.welcome)), boot, script: manifest.js }), video);
}
