// Builds the respondent app (P6, decision "not a Next page"): components/survey/main.tsx with React 19 bundled by
// esbuild into public/survey/app-<contenthash>.js, its CSS minified into public/survey/manifest.json (the page
// inlines it), and a guard that refuses server code, zod or Next in the bundle. Beside it, from the same sources in
// the same run, the render bundle for Node (P10): components/survey/render-page.tsx with React's server renderer into
// server/generated/survey/render-<contenthash>.mjs, which server/survey/live-page.ts loads to render the page the
// browser bundle hydrates (a Next route handler cannot render hooks: Next bundles it with React's server-components
// build). Run before `next build` (Next's production server serves only the public files present when it starts).
// `--watch` rebuilds both on change (dev).
import { context, build, type BuildOptions, type BuildResult, type Metafile, type OutputFile, type Plugin } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { SURVEY_FONT, surveyFontFace } from "../lib/survey/page";

const root = path.resolve(import.meta.dirname, "..");
export const SURVEY_OUT_DIR = path.join(root, "public/survey");
export const SURVEY_MANIFEST = path.join(SURVEY_OUT_DIR, "manifest.json");
/** The render bundle: server code, never in public/. server/survey/live-page.ts reads it from here. */
export const SURVEY_RENDER_DIR = path.join(root, "server/generated/survey");

export interface TSurveyManifest {
  /** Site path of the script. */
  js: string;
  /** The minified stylesheet, inlined into the page. */
  css: string;
  js_bytes: number;
  js_gzip_bytes: number;
  /** File name of the render bundle in server/generated/survey/. */
  render: string;
}

/** Inputs that must never reach the respondent's browser (server code, the database client, zod, Next). */
const FORBIDDEN = [/^server\//, /^app\//, /^prisma\//, /node_modules\/(zod|next|@prisma|pg|sanitize-html)\//];
/** The browser bundle also never carries React's server renderer (the render bundle's part). */
const FORBIDDEN_IN_BROWSER = [...FORBIDDEN, /node_modules\/react-dom\/(cjs\/react-dom-server|server)/];

const options: BuildOptions = {
  absWorkingDir: root,
  entryPoints: { app: "components/survey/main.tsx" },
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  platform: "browser",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  outdir: SURVEY_OUT_DIR,
  entryNames: "[name]-[hash]",
  metafile: true,
  write: false,
  logLevel: "warning",
};

/** The render bundle: the same sources for Node, React's server renderer included (nothing to resolve at run time). */
const renderOptions: BuildOptions = {
  absWorkingDir: root,
  entryPoints: { render: "components/survey/render-page.tsx" },
  bundle: true,
  format: "esm",
  target: "node20",
  platform: "node",
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  // React's server renderer is CommonJS and requires Node's built-ins: give the ES module a require.
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  legalComments: "none",
  outdir: SURVEY_RENDER_DIR,
  entryNames: "[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  metafile: true,
  write: false,
  logLevel: "warning",
};

type TBuilt = Pick<BuildResult, "metafile" | "outputFiles">;

function check(meta: Metafile, forbidden: RegExp[], what: string) {
  const bad = Object.keys(meta.inputs).filter((i) => forbidden.some((re) => re.test(i)));
  if (bad.length) throw new Error(`The survey ${what} must not include: ${bad.join(", ")}`);
}

/** Writes an output unless it is there already (the name carries the content hash; another run may be writing it
 *  too, so it goes aside first and is renamed into place). */
function place(file: OutputFile) {
  if (existsSync(file.path)) return;
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}

/** Removes a folder's build outputs other than `keep` once they are an hour old (a server started a little earlier
 *  may still point at the previous file). */
function prune(dir: string, pattern: RegExp, keep: string) {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const f of readdirSync(dir)) {
    if (f === keep || !pattern.test(f)) continue;
    const full = path.join(dir, f);
    if (statSync(full).mtimeMs < hourAgo) rmSync(full, { force: true });
  }
}

/** The app's typeface next to the bundle (a stable name: the file changes only with the package). */
function copyFont(): void {
  const from = path.join(root, SURVEY_FONT.source);
  const to = path.join(root, "public", SURVEY_FONT.path);
  const data = readFileSync(from);
  if (existsSync(to) && readFileSync(to).equals(data)) return;
  const tmp = `${to}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, to);
}

/**
 * Checks a finished pair of builds, writes their files and then the manifest that names them, and removes the
 * outputs it no longer names. Both builds keep their output in memory (write: false): nothing reaches the disk
 * before the checks pass, and the stylesheet, inlined into the page, is never a file.
 */
function finish(browser: TBuilt, server: TBuilt): TSurveyManifest {
  check(browser.metafile!, FORBIDDEN_IN_BROWSER, "bundle");
  check(server.metafile!, FORBIDDEN, "render bundle");
  const js = browser.outputFiles!.find((o) => o.path.endsWith(".js"));
  const css = browser.outputFiles!.find((o) => o.path.endsWith(".css"));
  const render = server.outputFiles!.find((o) => o.path.endsWith(".mjs"));
  if (!js || !render) throw new Error("esbuild produced no script");
  place(js);
  place(render);
  copyFont();
  const manifest: TSurveyManifest = {
    js: `/survey/${path.basename(js.path)}`,
    css: surveyFontFace() + (css ? css.text.trim() : ""),
    js_bytes: js.contents.length,
    js_gzip_bytes: gzipSync(js.contents, { level: 9 }).length,
    render: path.basename(render.path),
  };
  // Written aside, then renamed (atomic): a request never reads half a manifest.
  const tmp = `${SURVEY_MANIFEST}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(manifest));
  renameSync(tmp, SURVEY_MANIFEST);
  prune(SURVEY_OUT_DIR, /^app-.*\.(js|css)$/, path.basename(js.path));
  prune(SURVEY_RENDER_DIR, /^render-.*\.mjs$/, manifest.render);
  return manifest;
}

export async function buildSurvey(): Promise<TSurveyManifest> {
  mkdirSync(SURVEY_OUT_DIR, { recursive: true });
  mkdirSync(SURVEY_RENDER_DIR, { recursive: true });
  const [browser, server] = await Promise.all([build(options), build(renderOptions)]);
  return finish(browser, server);
}

/** Whether a build is in place: the manifest and both bundles it names (a manifest from before the render bundle
 *  existed does not count). */
export function surveyBuilt(): boolean {
  try {
    const m = JSON.parse(readFileSync(SURVEY_MANIFEST, "utf8")) as Partial<TSurveyManifest>;
    return !!m.js && !!m.render && existsSync(path.join(root, "public", m.js)) && existsSync(path.join(SURVEY_RENDER_DIR, m.render));
  } catch {
    return false;
  }
}

/** Dev: builds both now and again on every change of the app's sources; the manifest names a matching pair. */
export async function watchSurvey(): Promise<() => Promise<void>> {
  mkdirSync(SURVEY_OUT_DIR, { recursive: true });
  mkdirSync(SURVEY_RENDER_DIR, { recursive: true });
  const last: { browser: TBuilt | null; server: TBuilt | null } = { browser: null, server: null };
  const manifestPlugin = (side: keyof typeof last): Plugin => ({
    name: "survey-manifest",
    setup(b) {
      b.onEnd((r) => {
        if (r.errors.length || !r.metafile) return;
        last[side] = r;
        if (!last.browser || !last.server) return;
        try {
          finish(last.browser, last.server);
        } catch (err) {
          console.error(err);
        }
      });
    },
  });
  const contexts = await Promise.all([
    context({ ...options, plugins: [manifestPlugin("browser")] }),
    context({ ...renderOptions, plugins: [manifestPlugin("server")] }),
  ]);
  await Promise.all(contexts.map((c) => c.rebuild()));
  await Promise.all(contexts.map((c) => c.watch()));
  return async () => void (await Promise.all(contexts.map((c) => c.dispose())));
}

export const describeManifest = (m: TSurveyManifest) =>
  `survey app: ${m.js} ${(m.js_bytes / 1024).toFixed(1)} kB (${(m.js_gzip_bytes / 1024).toFixed(1)} kB gzipped), css ${(m.css.length / 1024).toFixed(1)} kB inlined, render bundle ${m.render}`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--watch")) {
    await watchSurvey();
    console.log("survey app: watching components/survey for changes");
  } else {
    console.log(describeManifest(await buildSurvey()));
  }
}
