import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";
import { CookieConsent } from "@/components/shell/cookie-consent";
import { AppToaster } from "@/components/ui/toaster";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@/lib/constants";
import { inter } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: PRODUCT_NAME,
  description: PRODUCT_TAGLINE,
  // Absolute URLs for the social preview when the public address is known (NEXTAUTH_URL), as shared links need.
  ...(process.env.NEXTAUTH_URL ? { metadataBase: new URL(process.env.NEXTAUTH_URL) } : {}),
  // Static assets of public/ (scripts/build-icons.ts; docs/decisions.md P10): app/icon.svg stays the page icon.
  icons: { shortcut: "/favicon.ico", apple: "/apple-touch-icon.png" },
  manifest: "/site.webmanifest",
  openGraph: { title: PRODUCT_NAME, description: PRODUCT_TAGLINE, images: [{ url: "/social-preview.png", width: 1200, height: 630, alt: PRODUCT_NAME }] },
  // Nothing is for search engines (public/robots.txt says the same).
  robots: { index: false, follow: false },
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
        <AppToaster />
      </body>
    </html>
  );
}
