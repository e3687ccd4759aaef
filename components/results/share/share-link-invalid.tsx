// A shared link that is not valid (expired, revoked, mistyped, or of another report): a clear page, never data, and
// no way into the dashboard (P13 item 2).
import { LinkIcon } from "lucide-react";
import { SHARE_UI } from "@/lib/shares/messages";

export function ShareLinkInvalid() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-4 text-center" data-testid="share-link-invalid">
      <LinkIcon aria-hidden className="h-8 w-8 text-muted" />
      <h1 className="text-2xl font-semibold text-ink">{SHARE_UI.invalidTitle}</h1>
      <p className="text-subtle">{SHARE_UI.invalidText}</p>
    </main>
  );
}
