// Every wizard route's page: the client wizard with the rights and query its loader found
// (server/pages/builder-page.ts).
import type { TBuilderPageProps } from "@/lib/builder/page";
import { QueryProvider } from "@/components/shell/query-provider";
import { BuilderLoader } from "./builder-shell";

export function BuilderPage(props: TBuilderPageProps) {
  return (
    <QueryProvider>
      <BuilderLoader {...props} />
    </QueryProvider>
  );
}
