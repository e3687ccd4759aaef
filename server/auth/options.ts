import "server-only";
// next-auth configuration: credentials sign-in, JWT sessions. Bearer tokens for API clients are the same JWTs.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { authRedirectUrl } from "@/lib/routes";
import { clientAddress } from "../http/client-address";
import { signIn, SignInError } from "./sign-in";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Password", type: "password" },
          // Two-step sign-in (P8 item 11): one of these when the user has it (server/auth/mfa/second-factor.ts).
          code: { label: "Authentication code", type: "text" },
          recovery_code: { label: "Recovery code", type: "text" },
          ticket: { label: "Ticket", type: "text" },
        },
        async authorize(credentials, req) {
          // Errors thrown here reach the sign-in form as `error` (their message: a text or a numeric code). Two-step
          // refusals go as their code ("mfa_required", …): the form moves to the right step and shows the code's text.
          try {
            return await signIn(credentials, clientAddress(req?.headers as Record<string, unknown> | undefined));
          } catch (e) {
            if (e instanceof SignInError && e.mfaCode) throw new Error(e.mfaCode);
            throw e;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        // The session version goes into the cookie's JWT, like a bearer token's (server/auth/tokens.ts).
        if (user) {
          token.sub = user.id;
          token.sv = (user as { session_version?: number }).session_version ?? 0;
        }
        return token;
      },
      // P8 item 6: next-auth's own callbackUrl handling (sign-in, sign-out) stays on this site, by the same rule as
      // the sign-in page's (lib/routes.ts): resolved against a fixed origin, only a same-origin path is kept.
      redirect({ url, baseUrl }) {
        return authRedirectUrl(url, baseUrl);
      },
      session({ session, token }) {
        if (session.user && token.sub) Object.assign(session.user, { id: token.sub, sv: typeof token.sv === "number" ? token.sv : 0 });
        return session;
      },
    },
  };
}
