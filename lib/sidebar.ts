// Sidebar entries and their rules (spec 1 §2 "Workspace layout"), shared by the shell and its tests.
import { can, canOpenSettings, isKbOnly, permits, type TAccessSubject } from "./permissions";
import { routes } from "./routes";
import type { TBrandFeatures } from "./schemas/brand";

export interface TSidebarEntry {
  key: "dashboard" | "studies" | "products" | "settings" | "knowledge_base" | "labs" | "help";
  label: string;
  href: string;
  external?: boolean;
  /** false: Next does not prefetch the page when the link shows (only a click loads it). */
  prefetch?: false;
}

/** Everything the workspace shell shows around a page (loaded by server/pages/workspace-shell.ts). */
export interface TWorkspaceShell {
  brand: { id: string; name: string; logo: string | null } | null;
  /** Null outside a brand (the brands list). */
  sidebar: TSidebarEntry[] | null;
  isAdmin: boolean;
  user: { id: string; email: string; first_name: string; last_name: string; department: string | null };
  activeBrands: { id: string; name: string }[];
  departments: string[];
}

/** Help: the in-app help pages (P15 item 10), for every member of the brand. */
const helpEntry = (brandId: string): TSidebarEntry => ({ key: "help", label: "Help", href: routes.help(brandId) });

export function sidebarEntries(s: TAccessSubject, brandId: string, features: TBrandFeatures): TSidebarEntry[] {
  // A knowledge-base-only user sees the knowledge base and nothing else (spec 1 §6; P14).
  if (isKbOnly(s)) {
    const kb: TSidebarEntry[] = features.enableKnowledgeBase ? [{ key: "knowledge_base", label: "Knowledge Base", href: routes.knowledgeBase(brandId) }] : [];
    return [...kb, helpEntry(brandId)];
  }
  const entries: TSidebarEntry[] = [
    { key: "dashboard", label: "Dashboard", href: routes.timeline(brandId) },
    { key: "studies", label: "Studies", href: routes.tests(brandId) },
    { key: "products", label: "Products", href: routes.products(brandId) },
  ];
  if (canOpenSettings(s, brandId)) entries.push({ key: "settings", label: "Settings", href: routes.settings(brandId) });
  const kbRead = can(s, brandId, "knowledge_base", "read");
  if (kbRead && features.enableKnowledgeBase) {
    entries.push({ key: "knowledge_base", label: "Knowledge Base", href: routes.knowledgeBase(brandId) });
  }
  // MakerLabs: knowledge-base read, but not for knowledge-base-only users (labs.read; docs/decisions.md P14). Not
  // prefetched: nothing to load on every page of the brand.
  if (permits(s, brandId, "labs.read") && features.enableSyntheticResearch) entries.push({ key: "labs", label: "MakerLabs", href: routes.labs(brandId), prefetch: false });
  entries.push(helpEntry(brandId));
  return entries;
}
