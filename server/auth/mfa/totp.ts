import "server-only";
// TOTP codes (RFC 6238: SHA-1, 6 digits, 30-second steps) through otplib, and the QR code an authenticator app scans
// (qrcode, rendered here as an SVG data URL). Only the current step's code is accepted — no window on either side,
// as "off by one step" is refused input (P8 item 11) — and never a step at or before the last one accepted.
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { PRODUCT_NAME } from "@/lib/constants";
import { normalizeTotpCode, TOTP_DIGITS, TOTP_PERIOD_S } from "@/lib/auth/mfa";

/** A fresh secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32. */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth:// URI of a secret, labelled with the product and the user's e-mail. */
export const otpauthUri = (email: string, secret: string): string =>
  generateURI({ issuer: PRODUCT_NAME, label: email, secret, algorithm: "sha1", digits: TOTP_DIGITS, period: TOTP_PERIOD_S });

/** The URI as a QR code: an SVG data URL an <img> can show. */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The time step `code` belongs to when it is the code of the current step (at `nowMs`) and that step is later than
 * `lastStep`; otherwise null (wrong, malformed, a neighbouring step, or already used).
 */
export async function acceptedStep(secret: string, code: string, opts: { nowMs?: number; lastStep?: number | null } = {}): Promise<number | null> {
  const token = normalizeTotpCode(code);
  if (!token) return null;
  const result = await verify({
    secret,
    token,
    algorithm: "sha1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    epoch: Math.floor((opts.nowMs ?? Date.now()) / 1000),
    epochTolerance: 0,
  });
  if (!result.valid || !("timeStep" in result) || typeof result.timeStep !== "number") return null;
  // The replay rule is ours, not otplib's afterTimeStep: that one throws when the last step is ahead of this clock
  // (another process's clock, or this one set back), where the answer must simply be "not valid".
  const last = opts.lastStep ?? null;
  return last !== null && result.timeStep <= last ? null : result.timeStep;
}
