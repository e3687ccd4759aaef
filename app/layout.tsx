import type { Metadata } from "next";
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

export default function RootLayout({ children }: { children: ReactNode }) {
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
