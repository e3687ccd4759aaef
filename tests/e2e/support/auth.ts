// Signed-in sessions for the journeys, made when a test first needs a role (no setup project: nothing waits on
// another project's outcome). One sign-in per role and run serves every worker and both e2e servers:
//   - the session is next-auth's JWT cookie, signed with the one NEXTAUTH_SECRET both servers share, naming the
//     user's id, which the seed makes the same in every database (prisma/seed/platform.ts seedId);
//   - cookies are scoped to a host, not a port: the 127.0.0.1 cookie is sent to both servers.
// Each (role, server) gets its own storage-state file because the cookie choice lives in localStorage, which is per
// origin. Before a file is written the session is checked on that server; should it be refused there (a server
// that ties sessions to its own database), that server gets its own sign-in.
//
// Files live in tests/e2e/.auth/<run id>/ (E2E_RUN_ID, set once per run by playwright.config.ts), so a run never
// reuses the sessions of an earlier one. Sign-in goes through next-auth's credentials endpoint, as the sign-in form
// does (components/auth/sign-in-form.tsx); the form itself is covered by sign-in-and-routing.spec.ts. The rate limit
// (10 attempts per e-mail and client per 15 minutes, reset by a success) is far away: a run signs in about once per
// role. Brands with multi-factor sign-in will need the TOTP step here (none of the seeded brands has it on).
import { request, type APIRequestContext } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEMO_PASSWORD, USERS, type TRole } from "./world";

type TCookie = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"][number];

const root = path.resolve(import.meta.dirname, "../../..");
/** The cookie banner's stored choice (components: cookie-consent), as acceptCookies sets it. */
export const COOKIE_CHOICE = JSON.stringify({ essential: true, analytics: false });

const runDir = () => path.join(root, "tests/e2e/.auth", (process.env.E2E_RUN_ID ?? "local").replace(/[^\w.-]/g, ""));
const portOf = (baseURL: string) => new URL(baseURL).port || "80";

function writeJson(file: string, value: unknown) {
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a worker reading at the same time sees the old file or the new, never half of one.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(value, null, 2));
  renameSync(tmp, file);
}
const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null);

/** Signs `role` in on the server at `baseURL` through next-auth's credentials endpoint; returns the cookies. */
async function signInThroughApi(role: TRole, baseURL: string): Promise<TCookie[]> {
  const api = await request.newContext({ baseURL });
  try {
    const csrf = await api.get("/api/auth/csrf");
    if (!csrf.ok()) throw new Error(`GET /api/auth/csrf: ${csrf.status()} ${await csrf.text()}`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await api.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: USERS[role], password: DEMO_PASSWORD, callbackUrl: `${baseURL}/`, json: "true" },
      maxRedirects: 0,
    });
    const body = await res.text();
    // next-auth answers 200 with { url }; a refused sign-in puts ?error=<code> in that url.
    const target = res.ok() ? ((JSON.parse(body) as { url?: string }).url ?? "") : "";
    if (!res.ok() || new URL(target, baseURL).searchParams.has("error")) throw new Error(`${res.status()} ${body}`);
    const cookies = (await api.storageState()).cookies;
    if (!cookies.some((c) => c.name.endsWith("next-auth.session-token"))) throw new Error(`no session cookie in ${JSON.stringify(cookies.map((c) => c.name))}`);
    return cookies;
  } catch (err) {
    throw new Error(`Signing in as ${role} (${USERS[role]}) on ${baseURL} failed: ${(err as Error).message}`);
  } finally {
    await api.dispose();
  }
}

/** Whether the server at `baseURL` takes the session in `cookies` (anything but 401 from the signed-in user's API). */
async function acceptedBy(baseURL: string, cookies: TCookie[]): Promise<boolean> {
  const api = await request.newContext({ baseURL, storageState: { cookies, origins: [] } });
  try {
    return (await api.get("/api/v1/me")).status() !== 401;
  } finally {
    await api.dispose();
  }
}

const made = new Map<string, Promise<string>>();

async function makeStorageState(role: TRole, baseURL: string): Promise<string> {
  const file = path.join(runDir(), `${role}@${portOf(baseURL)}.json`);
  if (existsSync(file)) return file;
  const shared = path.join(runDir(), `${role}.cookies.json`);
  let cookies = readJson<TCookie[]>(shared);
  if (!cookies || !(await acceptedBy(baseURL, cookies))) {
    cookies = await signInThroughApi(role, baseURL);
    if (!existsSync(shared)) writeJson(shared, cookies);
  }
  writeJson(file, { cookies, origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: "cookie-consent", value: COOKIE_CHOICE }] }] });
  return file;
}

/**
 * The storage-state file of `role` signed in on the server at `baseURL` (the session cookie and the cookie choice),
 * made on first use in this run. Two workers asking at once both sign in; the last file written wins, and both are
 * valid sessions.
 */
export function storageStateFor(role: TRole, baseURL: string): Promise<string> {
  const key = `${role}@${baseURL}`;
  let p = made.get(key);
  if (!p) {
    p = makeStorageState(role, baseURL);
    made.set(key, p);
    // A failure is not cached: the next test asks again.
    p.catch(() => made.delete(key));
  }
  return p;
}
