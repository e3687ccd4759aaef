"use client";
// The navigation drawer of narrow screens (below the md breakpoint, where the sidebar is hidden): the top bar's menu
// button opens the sidebar's entries in a panel over the page. A Radix dialog: it traps the focus, Escape or a click
// on the backdrop closes it, and the focus goes back to the menu button. Following an entry closes it too, and so does
// the window growing past md (the sidebar is back).
import * as RadixDialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { dialogOverlayClass } from "@/components/ui/dialog";
import { SHELL_MSG } from "@/lib/messages";
import type { TSidebarEntry } from "@/lib/sidebar";
import { SidebarLinks } from "./sidebar-links";

/** Tailwind's md breakpoint, from which the sidebar shows (components/shell/sidebar.tsx). */
const MD_UP = "(min-width: 48rem)";

export function NavDrawer({ entries }: { entries: TSidebarEntry[] }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(MD_UP);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={`${buttonClass("ghost")} -ml-2 px-2 md:hidden`} aria-label={SHELL_MSG.openMenu} data-testid="nav-drawer-button">
        <Menu aria-hidden className="h-5 w-5" />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClass()} data-testid="nav-drawer-backdrop" />
        <RadixDialog.Content
          className="fixed inset-y-0 left-0 z-dialog flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none"
          aria-describedby={undefined}
          data-testid="nav-drawer"
        >
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-line px-4">
            <RadixDialog.Title className="text-sm font-semibold uppercase text-muted">{SHELL_MSG.menu}</RadixDialog.Title>
            <RadixDialog.Close className={`${buttonClass("ghost")} -mr-2 px-2`} aria-label={SHELL_MSG.closeMenu}>
              <X aria-hidden className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          <nav aria-label={SHELL_MSG.mainNav}>
            <SidebarLinks entries={entries} onNavigate={() => setOpen(false)} />
          </nav>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
