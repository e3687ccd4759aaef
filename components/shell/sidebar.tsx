"use client";
// Sidebar (spec 1 §2): entries decided on the server by lib/sidebar.ts; the collapsed state is remembered.
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { SIDEBAR_COLLAPSED_KEY } from "@/lib/constants";
import type { TSidebarEntry } from "@/lib/sidebar";

export function Sidebar({ entries }: { entries: TSidebarEntry[] }) {
  const pathname = usePathname();
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => setCollapsed(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === "1"), []);
  const toggle = () =>
    setCollapsed((c) => {
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, c ? "0" : "1");
      return !c;
    });

  return (
    <nav aria-label="Main" className={`shrink-0 border-r border-line bg-white ${collapsed ? "w-14" : "w-56"}`} data-collapsed={collapsed}>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={!collapsed}
        aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
        className="m-2 rounded px-2 py-1 text-sm text-subtle hover:bg-sunken"
      >
        {collapsed ? "»" : "«"}
      </button>
      <ul className="flex flex-col gap-1 p-2">
        {entries.map((e) => {
          const active = !e.external && pathname.startsWith(e.href);
          const cls = `flex items-center gap-2 rounded px-3 py-2 text-sm ${active ? "bg-primary-soft font-semibold text-primary-strong" : "text-ink-soft hover:bg-sunken"}`;
          const label = collapsed ? <span className="sr-only">{e.label}</span> : e.label;
          const mark = collapsed ? <span aria-hidden>{e.label[0]}</span> : null;
          return (
            <li key={e.key}>
              {e.external ? (
                <a href={e.href} target="_blank" rel="noreferrer" className={cls}>
                  {mark}
                  {label}
                </a>
              ) : (
                <Link href={e.href} prefetch={e.prefetch} className={cls} aria-current={active ? "page" : undefined}>
                  {mark}
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
