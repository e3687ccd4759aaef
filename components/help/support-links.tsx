// The links of "Contact support" (P15 item 10): the deployment's support site when it has one, and its e-mail address.
import type { TSupportContact } from "@/lib/help/support";
import { SUPPORT_TEXT } from "@/lib/help/support";

export function SupportLinks({ contact }: { contact: TSupportContact }) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-2">
      {contact.url && (
        <a className="font-medium text-primary underline" href={contact.url} target="_blank" rel="noreferrer" data-testid="support-site">
          {SUPPORT_TEXT.site}
        </a>
      )}
      <a className="font-medium text-primary underline" href={contact.mailto} data-testid="support-email">
        {SUPPORT_TEXT.email(contact.email)}
      </a>
    </p>
  );
}
