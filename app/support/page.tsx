// /support – "Contact support" (P15 item 10): the address the deployment configures (SUPPORT_EMAIL, SUPPORT_URL;
// README). Public: the error page and the sign-in problems link here, for visitors with or without a session.
import { SupportLinks } from "@/components/help/support-links";
import { env } from "@/lib/env";
import { supportContact, SUPPORT_TEXT } from "@/lib/help/support";

export const metadata = { title: SUPPORT_TEXT.title };

export default function SupportPage() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center p-6">
      <div className="flex max-w-lg flex-col gap-4 rounded-lg border border-line bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-semibold">{SUPPORT_TEXT.title}</h1>
        <p className="text-subtle">{SUPPORT_TEXT.text}</p>
        <SupportLinks contact={supportContact(env())} />
        <p>
          <a className="text-sm text-primary underline" href="/">
            {SUPPORT_TEXT.back}
          </a>
        </p>
      </div>
    </main>
  );
}
