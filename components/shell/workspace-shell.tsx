// The workspace layout (spec 1 §2): top bar, sidebar and the page.
import type { ReactNode } from "react";
import type { Actor } from "@/server/access/actor";
import { listDepartments } from "@/server/reference/tags";
import type { TSidebarEntry } from "@/lib/sidebar";
import { FlashToast } from "./flash-toast";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

interface Props {
  actor: Actor;
  brand: { id: string; name: string; logo: string | null } | null;
  sidebar: TSidebarEntry[] | null;
  children: ReactNode;
}

export async function WorkspaceShell({ actor, brand, sidebar, children }: Props) {
  const departments = await listDepartments();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar
        brand={brand}
        isAdmin={actor.is_admin && !actor.view_as_user}
        user={{ id: actor.id, email: actor.email, first_name: actor.first_name, last_name: actor.last_name, department: actor.department }}
        activeBrands={actor.memberships.filter((m) => m.is_active).map((m) => ({ id: m.id, name: m.name }))}
        departments={departments}
      />
      <div className="flex flex-1">
        {sidebar && <Sidebar entries={sidebar} />}
        <main id="main" className="flex-1 p-6">
          {children}
        </main>
      </div>
      <FlashToast />
    </div>
  );
}
