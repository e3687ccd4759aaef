// Builds the respondent app (P6, decision "not a Next page"): components/survey/main.tsx with React 19 bundled by
// esbuild into public/survey/app-<contenthash>.js, its CSS minified into public/survey/manifest.json (the page
// inlines it), and a guard that refuses server code, zod or Next in the bundle. Run before `next build` (Next's
// production server serves only the public files present when it starts). `--watch` rebuilds on change (dev).
import { context, build, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const SURVEY_OUT_DIR = path.join(root, "public/survey");
export const SURVEY_MANIFEST = path.join(SURVEY_OUT_DIR, "manifest.json");

export interface TSurveyManifest {
  /** Site path of the script. */
  js: string;
  /** The minified stylesheet, inlined into the page. */
  css: string;
  js_bytes: number;
  js_gzip_bytes: number;
}

/** Inputs that must never reach the respondent's browser (server code, the database client, zod, Next). */
const FORBIDDEN = [/^server\//, /^app\//, /^prisma\//, /node_modules\/(zod|next|@prisma|pg|sanitize-html)\//];

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
  write: true,
  logLevel: "warning",
};

function check(meta: Metafile) {
  const bad = Object.keys(meta.inputs).filter((i) => FORBIDDEN.some((re) => re.test(i)));
  if (bad.length) throw new Error(`The survey bundle must not include: ${bad.join(", ")}`);
}

/** Writes the manifest for a finished build and removes outputs older than an hour that it no longer names
 *  (a server started a little earlier may still point at the previous file). */
function writeManifest(meta: Metafile): TSurveyManifest {
  check(meta);
  const outputs = Object.keys(meta.outputs).map((o) => path.resolve(root, o));
  const js = outputs.find((o) => o.endsWith(".js"));
  const css = outputs.find((o) => o.endsWith(".css"));
  if (!js) throw new Error("esbuild produced no script");
  const code = readFileSync(js);
  const manifest: TSurveyManifest = {
    js: `/survey/${path.basename(js)}`,
    css: css ? readFileSync(css, "utf8").trim() : "",
    js_bytes: code.length,
    js_gzip_bytes: gzipSync(code, { level: 9 }).length,
  };
  // Written aside, then renamed (atomic): a request never reads half a manifest.
  writeFileSync(`${SURVEY_MANIFEST}.tmp`, JSON.stringify(manifest));
  renameSync(`${SURVEY_MANIFEST}.tmp`, SURVEY_MANIFEST);
  const keep = new Set([path.basename(js)]);
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const f of readdirSync(SURVEY_OUT_DIR)) {
    if (keep.has(f) || !/^app-.*\.(js|css)$/.test(f)) continue;
    const full = path.join(SURVEY_OUT_DIR, f);
    // The stylesheet is inlined into the page, so its file is never served.
    if (f.endsWith(".css") || statSync(full).mtimeMs < hourAgo) rmSync(full, { force: true });
  }
  return manifest;
}

export async function buildSurvey(): Promise<TSurveyManifest> {
  mkdirSync(SURVEY_OUT_DIR, { recursive: true });
  const result = await build(options);
  return writeManifest(result.metafile!);
}

/** Dev: builds now and again on every change of the app's sources. */
export async function watchSurvey(): Promise<() => Promise<void>> {
  mkdirSync(SURVEY_OUT_DIR, { recursive: true });
  const manifestPlugin: Plugin = {
    name: "survey-manifest",
    setup(b) {
      b.onEnd((r) => {
        if (r.errors.length || !r.metafile) return;
        try {
          writeManifest(r.metafile);
        } catch (err) {
          console.error(err);
        }
      });
    },
  };
  const ctx = await context({ ...options, plugins: [manifestPlugin] });
  await ctx.rebuild();
  await ctx.watch();
  return () => ctx.dispose();
}

export const describeManifest = (m: TSurveyManifest) =>
  `survey app: ${m.js} ${(m.js_bytes / 1024).toFixed(1)} kB (${(m.js_gzip_bytes / 1024).toFixed(1)} kB gzipped), css ${(m.css.length / 1024).toFixed(1)} kB inlined`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  if (process.argv.includes("--watch")) {
    await watchSurvey();
    console.log("survey app: watching components/survey for changes");
  } else {
    console.log(describeManifest(await buildSurvey()));
  }
}
