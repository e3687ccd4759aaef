// Every wizard route's page: the client wizard with the rights and query its loader found
// (server/pages/wizard-page.ts).
import type { TWizardPageProps } from "@/lib/wizard/page";
import { ProductsQueryProvider } from "../products/query-provider";
import { WizardLoader } from "./wizard-shell";

export function WizardPage(props: TWizardPageProps) {
  return (
    <ProductsQueryProvider>
      <WizardLoader {...props} />
    </ProductsQueryProvider>
  );
}
