import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { CookieConsent } from "@/components/shell/cookie-consent";
import { PRODUCT_NAME } from "@/lib/constants";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: PRODUCT_NAME,
  description: "Test products with consumers, read the results, share what you learn.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request (P8 item 9): Next puts the proxy's per-request nonce (proxy.ts, read from the
  // request's CSP header) on its scripts while rendering; a prerendered page's scripts would carry none, and the
  // CSP would block them.
  await connection();
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen font-sans">
        {children}
        <CookieConsent />
        <Toaster position="top-right" richColors closeButton />
      </body>
    </html>
  );
}
