// Email + password sign-in shared by the next-auth credentials provider and POST /api/v1/auth.
import bcrypt from "bcryptjs";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { MSG } from "@/lib/messages";
import { ZSignIn } from "@/lib/schemas/user";
import { AppError, unauthenticated } from "../errors";
import { prisma } from "../db";

// Per process: 10 attempts per e-mail and address every 15 minutes (see docs/decisions.md).
const globalForLimiter = globalThis as unknown as { __signInLimiter?: RateLimiterMemory };
const limiter = (globalForLimiter.__signInLimiter ??= new RateLimiterMemory({ points: 10, duration: 15 * 60 }));

/** A fixed hash so unknown e-mails cost as much time as wrong passwords. */
const DUMMY_HASH = "$2b$10$CwTycUXWue0Thq9StjUM0uJ8.hXD5o8i0C5HqX3v5u1Wm4p4vQ1l2";

export class SignInError extends AppError {
  constructor(readonly authCode: "invalid" | "rate_limited" | "1007") {
    super(
      authCode === "rate_limited" ? "rate_limited" : "unauthenticated",
      authCode === "rate_limited" ? MSG.tooManyAttempts : authCode === "1007" ? "1007" : MSG.invalidCredentials,
    );
  }
}

export async function signIn(raw: unknown, clientKey: string): Promise<{ id: string; email: string; name: string }> {
  const parsed = ZSignIn.safeParse(raw);
  if (!parsed.success) throw unauthenticated(MSG.invalidCredentials);
  const { email, password } = parsed.data;
  try {
    await limiter.consume(`${clientKey}|${email}`);
  } catch {
    throw new SignInError("rate_limited");
  }
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, first_name: true, last_name: true, password_hash: true, is_active: true },
  });
  const ok = await bcrypt.compare(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !user.password_hash || !ok) throw new SignInError("invalid");
  if (!user.is_active) throw new SignInError("1007");
  await limiter.delete(`${clientKey}|${email}`);
  await prisma.$executeRaw`
    UPDATE "User" SET last_login = now(),
      active_days = active_days + CASE WHEN last_login IS NULL OR last_login::date < now()::date THEN 1 ELSE 0 END
    WHERE id = ${user.id}`;
  return { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim() };
}

export function clientKeyFrom(headers: Headers | Record<string, unknown> | undefined): string {
  const get = (k: string): string | undefined => {
    if (!headers) return undefined;
    if (headers instanceof Headers) return headers.get(k) ?? undefined;
    const v = headers[k];
    return typeof v === "string" ? v : undefined;
  };
  return get("x-forwarded-for")?.split(",")[0]?.trim() || get("x-real-ip") || "local";
}
