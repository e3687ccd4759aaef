// The workspace around every /brand/{brandId}/… page; access is checked here and again by each page.
import type { ReactNode } from "react";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { sidebarEntries } from "@/lib/sidebar";
import { guardBrandPage } from "@/server/access/page-guard";

export default async function BrandLayout({ children, params }: { children: ReactNode; params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { actor, brand } = await guardBrandPage(brandId, { permission: "brand.shell" });
  return (
    <WorkspaceShell actor={actor} brand={brand} sidebar={sidebarEntries(actor, brand.id, brand.features)}>
      {children}
    </WorkspaceShell>
  );
}
