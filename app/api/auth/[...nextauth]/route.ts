// /api/auth/* – next-auth's sign-in, session and sign-out endpoints for the browser.
import NextAuth from "next-auth";
import { authOptions } from "@/server/auth/options";

const handler = (req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) => NextAuth(authOptions())(req, ctx);
export { handler as GET, handler as POST };
