// /brands/{page} – admin brand list and admin home. Knowledge-base-only users go to their knowledge base,
// other non-admins to their own brand (spec 1 §2). The list itself is client-side (components/brands/list):
// every brand from POST /reports/all-brands, filtered by name and paged 20 per page, the page number in the path.
import { redirect } from "next/navigation";
import { BrandsList } from "@/components/brands/list/brands-list";
import { QueryProvider } from "@/components/shell/query-provider";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { loadWorkspaceShell } from "@/server/pages/workspace-shell";
import { BRAND_LIST } from "@/lib/brands/messages";
import { homeOf, requireActorPage } from "@/server/access/page-guard";

export const metadata = { title: BRAND_LIST.title };

export default async function BrandsPage() {
  const actor = await requireActorPage();
  if (!actor.is_admin) redirect(homeOf(actor));
  return (
    <WorkspaceShell shell={await loadWorkspaceShell(actor, null)}>
      <QueryProvider>
        <BrandsList />
      </QueryProvider>
    </WorkspaceShell>
  );
}
