import "server-only";
// The live link's HTML (GET /s/{short_id}, P6 decision "not a Next page"; GET /g/{group}'s message pages): what the
// page is (status, headers, the study, the welcome or a message) is decided here; the HTML comes from the render
// bundle (components/survey/render-page.tsx, built by scripts/build-survey.ts with the browser bundle), which renders
// the app's own components — the welcome page with the boot data, which the browser bundle hydrates, or a message
// page with no script. Unknown study → 404 page; a study that takes no answers → the closed page, unless the link
// asks for a preview.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { LIVE_MSG, LIVE_OUTCOME_TEXT } from "@/lib/survey/messages";
import type { TLivePage, TRenderLivePage } from "@/lib/survey/page";
import { isLiveShortId } from "@/lib/survey/rules";
import { prisma } from "../db";
import { LIVE_SURVEY_FRAME_ANCESTORS } from "../http/security-headers";
import { liveWelcomePage } from "./live-payload";
import { closedLinkRedirect } from "./start-respondent";

interface TManifest {
  js: string;
  css: string;
  /** File name of the render bundle in server/generated/survey/. */
  render: string;
}

const MANIFEST = path.join(process.cwd(), "public/survey/manifest.json");
const RENDER_DIR = path.join(process.cwd(), "server/generated/survey");
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
    if (typeof m.js !== "string" || typeof m.css !== "string" || typeof m.render !== "string") return null;
    cached = { mtime, manifest: { js: m.js, css: m.css, render: m.render } };
    return cached.manifest;
  } catch {
    return null;
  }
}

let renderer: { file: string; render: Promise<TRenderLivePage> } | null = null;

/**
 * The render bundle the manifest names, loaded once per build. A native import of the built file: the bundlers of
 * Next's route handlers must not follow it (they would give it React's server-components build, which has no hooks).
 */
function loadRenderer(file: string): Promise<TRenderLivePage> {
  if (renderer?.file !== file) {
    const url = pathToFileURL(path.join(RENDER_DIR, file)).href;
    const render = import(/* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ url).then((mod: { renderLivePage?: unknown }) => {
      if (typeof mod.renderLivePage !== "function") throw new Error(`${file} does not export renderLivePage`);
      return mod.renderLivePage as TRenderLivePage;
    });
    // A failed load is not kept: the next request tries again.
    render.catch(() => {
      if (renderer?.render === render) renderer = null;
    });
    renderer = { file, render };
  }
  return renderer.render;
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

/** The page as HTML; a plain 503 when the app was never built (only a checkout that skipped the build gets here:
 *  npm start, npm run dev, npm run build and npm test all build it). */
async function respond(status: number, page: (built: TManifest) => TLivePage, video = false): Promise<Response> {
  const manifest = surveyManifest();
  if (!manifest) {
    console.error("The survey app is not built: run `npx tsx scripts/build-survey.ts`.");
    return new Response(LIVE_MSG.notActive, { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
  }
  const render = await loadRenderer(manifest.render);
  return html(status, render(page(manifest)), video);
}

/** A page with only a title and a message (unknown link, a group link that cannot send anyone on): no script. */
export function messagePage(status: number, title: string, message: string): Promise<Response> {
  return respond(status, ({ css }) => ({ kind: "message", lang: "en", title, css, survey: null, preview: false, heading: title, message }));
}

/** Whether the study's intro or any question intro is a youtube / vimeo video (frame-src is opened only then). */
async function usesVideo(shortId: string): Promise<boolean> {
  const video = () => [{ intro: { path: ["type"], equals: "youtube" } }, { intro: { path: ["type"], equals: "vimeo" } }];
  const n = await prisma.survey.count({ where: { short_id: shortId, OR: [...video(), { questions: { some: { OR: video() } } }] } });
  return n > 0;
}

/** The page for GET /s/{shortId}?{query}. */
export async function livePage(shortId: string, query: URLSearchParams): Promise<Response> {
  const notFound = () => messagePage(404, LIVE_OUTCOME_TEXT.not_found.title, LIVE_OUTCOME_TEXT.not_found.message);
  if (!isLiveShortId(shortId)) return notFound();
  const params = Object.fromEntries([...query.entries()].map(([k, v]) => [k.slice(0, 100), v.slice(0, 500)]));
  const [page, video] = await Promise.all([liveWelcomePage(shortId, params), usesVideo(shortId)]);
  if (!page) return notFound();
  const { survey } = page;
  // The builder's Preview button links `preview=true`; `preview=1` works too.
  const preview = ["1", "true"].includes(query.get("preview") ?? "");
  if (!page.open && !preview) {
    const redirect = await closedLinkRedirect(shortId, params);
    if (redirect) return new Response(null, { status: 302, headers: { location: redirect, "cache-control": "no-store" } });
    // A Draft study has not been published yet: not "closed" (docs/decisions.md P10 #14).
    const closed = page.draft ? LIVE_OUTCOME_TEXT.not_open : LIVE_OUTCOME_TEXT.closed;
    return respond(200, ({ css }) => ({ kind: "message", lang: survey.language, title: closed.title, css, survey, preview: false, heading: closed.title, message: closed.message }));
  }
  const title = `${survey.welcome.header} – ${survey.brand_name}`;
  return respond(200, ({ css, js }) => ({ kind: "app", lang: survey.language, title, css, survey, preview, script: js }), video);
}
