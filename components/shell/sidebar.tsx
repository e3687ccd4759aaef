"use client";
// Sidebar (spec 1 §2): entries decided on the server by lib/sidebar.ts; the collapsed state is remembered.
// From the md breakpoint up only: below it the top bar's menu button opens the same entries in a drawer (nav-drawer.tsx).
import { useEffect, useState } from "react";
import { SIDEBAR_COLLAPSED_KEY } from "@/lib/constants";
import { SHELL_MSG } from "@/lib/messages";
import type { TSidebarEntry } from "@/lib/sidebar";
import { SidebarLinks } from "./sidebar-links";

export function Sidebar({ entries }: { entries: TSidebarEntry[] }) {
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => setCollapsed(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "1"), []);
  const toggle = () =>
    setCollapsed((c) => {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, c ? "0" : "1");
      return !c;
    });

  return (
    <nav aria-label={SHELL_MSG.mainNav} className={`hidden shrink-0 border-r border-line bg-white md:block print:hidden ${collapsed ? "w-14" : "w-56"}`} data-collapsed={collapsed}>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? SHELL_MSG.expandSidebar : SHELL_MSG.collapseSidebar}
        className="m-2 rounded px-2 py-1 text-sm text-subtle hover:bg-sunken"
      >
        {collapsed ? "»" : "«"}
      </button>
      <SidebarLinks entries={entries} collapsed={collapsed} />
    </nav>
  );
}
