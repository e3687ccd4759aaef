import "server-only";
// Sign-in shared by the next-auth credentials provider and POST /api/v1/auth: the password (server/auth/
// check-password.ts), then the second step when the user has or needs two-step sign-in (P8 item 11). Only a finished
// sign-in forgets the client's attempts and counts as a login.
import { MSG } from "@/lib/messages";
import { ZSignIn } from "@/lib/schemas/user";
import { unauthenticated } from "../errors";
import { prisma } from "../db";
import { announceAccessChange } from "../access/access-changed";
import { resetLimit } from "../rate-limit/limiter";
import { checkPassword, SIGN_IN_LIMIT } from "./check-password";
import { passSecondFactor } from "./mfa/second-factor";

export { SignInError } from "./sign-in-error";

export interface TSignedIn {
  id: string;
  email: string;
  name: string;
  session_version: number;
}

export async function signIn(raw: unknown, clientKey: string): Promise<TSignedIn> {
  const parsed = ZSignIn.safeParse(raw);
  if (!parsed.success) throw unauthenticated(MSG.invalidCredentials);
  const { user, limitKey } = await checkPassword(parsed.data, clientKey);
  await prisma.$transaction(async (tx) => {
    await passSecondFactor(tx, user, parsed.data);
    await tx.$executeRaw`
      UPDATE "User" SET last_login = now(),
        active_days = active_days + CASE WHEN last_login IS NULL OR last_login::date < now()::date THEN 1 ELSE 0 END
      WHERE id = ${user.id}`;
    // Cached principals carry last_login and active_days (/me shows them): every process forgets this user.
    await announceAccessChange(tx, user.id);
  });
  await resetLimit(SIGN_IN_LIMIT, limitKey);
  return { id: user.id, email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), session_version: user.session_version };
}
