// Every wizard route's page: the client wizard with the rights and query its loader found
// (server/pages/wizard-page.ts).
import type { TWizardPageProps } from "@/lib/wizard/page";
import { QueryProvider } from "@/components/shell/query-provider";
import { WizardLoader } from "./wizard-shell";

export function WizardPage(props: TWizardPageProps) {
  return (
    <QueryProvider>
      <WizardLoader {...props} />
    </QueryProvider>
  );
}
