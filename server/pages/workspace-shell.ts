import "server-only";
// The workspace shell's data (spec 1 §2 "Workspace layout"): the brand, its sidebar, the user menu (admins see as
// admins unless viewing as a user) and the departments My Settings offers. Loaded once by each workspace page.
import { sidebarEntries, type TWorkspaceShell } from "@/lib/sidebar";
import type { TBrandFeatures } from "@/lib/schemas/brand";
import type { Actor } from "../access/actor";
import { listDepartments } from "../reference/tags";

export async function loadWorkspaceShell(
  actor: Actor,
  brand: { id: string; name: string; logo: string | null; features: TBrandFeatures } | null,
): Promise<TWorkspaceShell> {
  return {
    brand: brand && { id: brand.id, name: brand.name, logo: brand.logo },
    sidebar: brand && sidebarEntries(actor, brand.id, brand.features),
    isAdmin: actor.is_admin && !actor.view_as_user,
    user: { id: actor.id, email: actor.email, first_name: actor.first_name, last_name: actor.last_name, department: actor.department },
    activeBrands: actor.memberships.filter((m) => m.is_active).map((m) => ({ id: m.id, name: m.name })),
    departments: await listDepartments(),
  };
}
