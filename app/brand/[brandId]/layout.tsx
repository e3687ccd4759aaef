// The workspace around every /brand/{brandId}/… page; access is checked here and again by each page.
import type { ReactNode } from "react";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { loadWorkspaceShell } from "@/server/pages/workspace-shell";
import { guardBrandPage } from "@/server/access/page-guard";

export default async function BrandLayout({ children, params }: { children: ReactNode; params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { actor, brand } = await guardBrandPage(brandId, { permission: "brand.shell" });
  return (
    <WorkspaceShell shell={await loadWorkspaceShell(actor, brand)}>
      {children}
    </WorkspaceShell>
  );
}
