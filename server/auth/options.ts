// next-auth configuration: credentials sign-in, JWT sessions. Bearer tokens for API clients are the same JWTs.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { env } from "@/lib/env";
import { clientKeyFrom, signIn } from "./sign-in";

export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

export function authOptions(): NextAuthOptions {
  return {
    secret: env().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          // Errors thrown here reach the sign-in form as `error` (their message: a text or a numeric code).
          return signIn(credentials, clientKeyFrom(req?.headers as Record<string, unknown> | undefined));
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) token.sub = user.id;
        return token;
      },
      session({ session, token }) {
        if (session.user && token.sub) (session.user as { id?: string }).id = token.sub;
        return session;
      },
    },
  };
}
