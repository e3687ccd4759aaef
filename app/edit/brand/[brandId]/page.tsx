// /edit/brand/{brandId} – brand settings: admins or settings_page read; restricted users go to the dashboard.
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { sidebarEntries } from "@/lib/sidebar";
import { guardBrandPage } from "@/server/access/page-guard";

export const metadata = { title: "Brand Settings" };

export default async function BrandSettingsPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { actor, brand } = await guardBrandPage(brandId, { settings: true });
  return (
    <WorkspaceShell actor={actor} brand={brand} sidebar={sidebarEntries(actor, brand.id, brand.features)}>
      <h1 className="text-2xl font-semibold">Brand Settings</h1>
      <p className="mt-1 text-slate-600">{brand.name}</p>
    </WorkspaceShell>
  );
}
