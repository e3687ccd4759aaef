// /edit/brand/{brandId} – brand settings: admins or settings_page read; restricted users go to the dashboard.
// ?tab= opens a section (general, style, features, security, pivot, categories-tags, users, consumer-profiles,
// my-notifications).
import { BrandSettings } from "@/components/brands/settings/brand-settings";
import { SETTINGS_LABELS, tabFromQuery } from "@/components/brands/settings/labels";
import { WorkspaceShell } from "@/components/shell/workspace-shell";
import { loadWorkspaceShell } from "@/server/pages/workspace-shell";
import { permits } from "@/lib/permissions";
import { guardBrandPage } from "@/server/access/page-guard";

export const metadata = { title: SETTINGS_LABELS.title };

export default async function BrandSettingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ brandId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { brandId } = await params;
  const { actor, brand, access } = await guardBrandPage(brandId, { settings: true });
  const isAdmin = actor.is_admin;
  // What the tabs offer follows the rules the API checks (settings.write, users.manage) for this caller and brand.
  const may = (p: "settings.write" | "users.manage") => permits(access.actor, access.brandId, p);
  return (
    <WorkspaceShell shell={await loadWorkspaceShell(actor, brand)}>
      <h1 className="text-2xl font-semibold">{SETTINGS_LABELS.title}</h1>
      <p className="mt-1 text-muted">{brand.name}</p>
      <BrandSettings
        brandId={brand.id}
        initialTab={tabFromQuery((await searchParams).tab)}
        currentUserId={actor.id}
        isAdmin={isAdmin}
        canWrite={may("settings.write")}
        canManageUsers={may("users.manage")}
      />
    </WorkspaceShell>
  );
}
