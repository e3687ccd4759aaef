// The workspace layout (spec 1 §2): top bar, sidebar and the page, from what server/pages/workspace-shell.ts loaded.
// Below the md breakpoint the sidebar is hidden (the top bar's menu button opens it as a drawer) and the page's
// padding is smaller; a page never scrolls sideways there either (tests/e2e/brand-screens.spec.ts).
import type { ReactNode } from "react";
import type { TWorkspaceShell } from "@/lib/sidebar";
import { FlashToast } from "./flash-toast";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";

export function WorkspaceShell({ shell, children }: { shell: TWorkspaceShell; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar brand={shell.brand} isAdmin={shell.isAdmin} user={shell.user} activeBrands={shell.activeBrands} departments={shell.departments} sidebar={shell.sidebar} />
      <div className="flex flex-1">
        {shell.sidebar && <Sidebar entries={shell.sidebar} />}
        {/* min-w-0: a wide table scrolls inside its own box instead of widening the page (a flex item's minimum
            width is its content's by default). */}
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6 print:p-0">
          {children}
        </main>
      </div>
      <FlashToast />
    </div>
  );
}
