// P8 item 6: the sign-in callback URL (and next-auth's own redirects) only ever lead to a path on this site.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authRedirectUrl, safeCallbackUrl, sameOriginPath } from "@/lib/routes";

const APP = "https://app.test";
/** Where a browser on our site goes when it navigates to `target` (what window.location.replace / a Location does). */
const landsOn = (target: string) => new URL(target, `${APP}/login`).origin;

describe("safeCallbackUrl", () => {
  it("the tab callback stays on site", () => {
    // `/login?callbackUrl=/%09/evil.test/x` arrives decoded: a tab the URL parser drops, leaving `//evil.test/x`.
    const raw = new URLSearchParams("callbackUrl=/%09/evil.test/x").get("callbackUrl")!;
    expect(raw).toBe("/\t/evil.test/x");
    const out = safeCallbackUrl(raw);
    expect(landsOn(out)).toBe(APP);
    expect(out).toBe("/");
  });

  const offSite = [
    "/\t/evil.test/x",
    "\t//evil.test",
    "/\n/evil.test",
    "/\r\n/evil.test",
    " //evil.test",
    "//evil.test",
    "//evil.test/brand/x",
    "/\\evil.test",
    "\\\\evil.test",
    "\\/evil.test",
    "/\\/evil.test",
    "/.//evil.test",
    "/..//evil.test",
    "/%2e%2e//evil.test",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.test/",
    "http://evil.test/",
    "http:evil.test",
    "HTTPS://evil.test",
    "http://[",
  ];
  it.each(offSite)("refuses %j (falls back to /)", (raw) => {
    expect(safeCallbackUrl(raw)).toBe("/");
    expect(sameOriginPath(raw)).toBeNull();
  });

  it("keeps same-site paths with their query and fragment", () => {
    expect(safeCallbackUrl("/brand/x?y=1#z")).toBe("/brand/x?y=1#z");
    expect(safeCallbackUrl("/brand/x/tests?view=user")).toBe("/brand/x/tests?view=user");
    expect(safeCallbackUrl("/edit/brand/abc?tab=users")).toBe("/edit/brand/abc?tab=users");
  });

  it("returns the resolved path: encoded variants stay encoded, on this site", () => {
    // A percent-encoded tab or slash is not dropped or read by the browser: these are (odd) paths on this site.
    for (const raw of ["/%09/evil.test/x", "/%2F/evil.test", "%2F%2Fevil.test", "/%5Cevil.test"]) {
      const out = safeCallbackUrl(raw);
      expect(out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\")).toBe(true);
      expect(landsOn(out)).toBe(APP);
    }
    expect(safeCallbackUrl("/%09/evil.test/x")).toBe("/%09/evil.test/x");
    // Scheme-relative forms the parser reads as a path on the base's scheme: the RESOLVED path is returned, so a browser
    // on http cannot read them as https://evil.test.
    expect(safeCallbackUrl("https:/evil.test")).toBe("/evil.test");
    expect(safeCallbackUrl("https:evil.test")).toBe("/evil.test");
    // A tab inside a same-site path is normalised away rather than passed on.
    expect(safeCallbackUrl("/brand/\tx")).toBe("/brand/x");
  });

  it("sends the sign-in page and empty values home", () => {
    for (const raw of ["/login", "/login?callbackUrl=//evil.test", "/\tlogin", "", null, undefined]) expect(safeCallbackUrl(raw)).toBe("/");
  });

  it("never produces a path a browser would read as another host (property)", () => {
    const chars = fc.constantFrom("/", "\\", "\t", "\n", " ", ".", ":", "%", "2", "F", "e", "v", "i", "l", "@", "?", "#", "h", "t", "p", "s");
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: chars, maxLength: 20 })), (s) => {
        const out = safeCallbackUrl(s);
        return out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\") && landsOn(out) === APP;
      }),
      { numRuns: 2000 },
    );
  });
});

describe("authRedirectUrl (next-auth's redirect callback)", () => {
  it("keeps relative and same-origin absolute URLs, as absolute URLs on our origin", () => {
    expect(authRedirectUrl("/brand/x?y=1#z", APP)).toBe(`${APP}/brand/x?y=1#z`);
    expect(authRedirectUrl(`${APP}/brand/x`, APP)).toBe(`${APP}/brand/x`);
    // sign-out goes to the sign-in page (components/shell/top-bar.tsx): allowed here.
    expect(authRedirectUrl("/login", APP)).toBe(`${APP}/login`);
  });

  it.each(["/\t/evil.test/x", "//evil.test", "/\\evil.test", "\\\\evil.test", "javascript:alert(1)", "https://evil.test/", `${APP}.evil.test/`, `${APP}@evil.test/`, `${APP}/\t/evil.test`])(
    "sends %j to our home page",
    (url) => {
      const out = authRedirectUrl(url, APP);
      expect(new URL(out).origin).toBe(APP);
      expect(out).toBe(`${APP}/`);
    },
  );
});
