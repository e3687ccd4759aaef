// /inactive-brand – the brand's contract has expired; a contact-sales action (spec 1 §2).
import { INACTIVE_BRAND_SCREEN } from "@/lib/messages";
import { env } from "@/lib/env";

export const metadata = { title: "Inactive account" };

export default function InactiveBrandPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-lg rounded-lg border border-line bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold">{INACTIVE_BRAND_SCREEN.title}</h1>
        <p className="mt-4 text-subtle">{INACTIVE_BRAND_SCREEN.body}</p>
        <a
          className="mt-6 inline-block rounded bg-primary px-4 py-2 text-white"
          href={`mailto:${env().SUPPORT_EMAIL}?subject=${encodeURIComponent("Reactivating our account")}`}
        >
          {INACTIVE_BRAND_SCREEN.action}
        </a>
        <p className="mt-4">
          <a className="text-sm text-primary underline" href="/api/auth/signout">
            Sign Out
          </a>
        </p>
      </div>
    </main>
  );
}
