// The workspace around every /brand/{brandId}/… page; access is checked here and again by each page. A results page
// opened with ?share= (a link's viewer without an account, P13 item 2) has no workspace around it: its page checks
// the link itself (app/brand/[brandId]/results-route.tsx).
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { isSharedResultsAddress } from "@/lib/shares/address";
import { loadWorkspaceShell } from "@/server/pages/workspace-shell";
import { guardBrandPage } from "@/server/access/page-guard";

export default async function BrandLayout({ children, params }: { children: ReactNode; params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const h = await headers();
  if (isSharedResultsAddress(h.get("x-pathname") ?? "", h.get("x-search") ?? "")) return children;
  const { actor, brand } = await guardBrandPage(brandId, { permission: "brand.shell" });
  return (
    <WorkspaceShell shell={await loadWorkspaceShell(actor, brand)}>
      {children}
    </WorkspaceShell>
  );
}
