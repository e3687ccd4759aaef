// Links in e-mails: the configured public address wins; a production server never builds them from the request's
// Host header (an unauthenticated forgot-password request could otherwise send the token to the caller's host).
import { afterEach, describe, expect, it, vi } from "vitest";
import { appOrigin } from "@/server/mail/links";

const req = { url: "http://evil.example:8080/api/v1/auth/change_password" };

afterEach(() => vi.unstubAllEnvs());

describe("appOrigin", () => {
  it("uses NEXTAUTH_URL when set, without a trailing slash", () => {
    vi.stubEnv("NEXTAUTH_URL", "https://research.example.com/");
    expect(appOrigin(req)).toBe("https://research.example.com");
  });

  it("uses the request's origin in development and tests", () => {
    vi.stubEnv("NEXTAUTH_URL", undefined);
    vi.stubEnv("NODE_ENV", "development");
    expect(appOrigin(req)).toBe("http://evil.example:8080");
  });

  it("never uses the request's Host in production", () => {
    vi.stubEnv("NEXTAUTH_URL", undefined);
    vi.stubEnv("NODE_ENV", "production");
    expect(appOrigin(req)).toMatch(/^http:\/\/localhost:\d+$/);
  });
});
