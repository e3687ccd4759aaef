"use client";
// The sidebar's entries (spec 1 §2), shared by the sidebar of wide screens and the navigation drawer of narrow ones.
// Collapsed, an entry shows its first letter and keeps its name for assistive technology.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { TSidebarEntry } from "@/lib/sidebar";

interface Props {
  entries: TSidebarEntry[];
  collapsed?: boolean;
  /** Called when an entry is followed (the drawer closes). */
  onNavigate?: () => void;
}

export function SidebarLinks({ entries, collapsed = false, onNavigate }: Props) {
  const pathname = usePathname();
  return (
    <ul className="flex flex-col gap-1 p-2">
      {entries.map((e) => {
        const active = !e.external && pathname.startsWith(e.href);
        const cls = `flex items-center gap-2 rounded px-3 py-2 text-sm ${active ? "bg-primary-soft font-semibold text-primary-strong" : "text-ink-soft hover:bg-sunken"}`;
        const label = collapsed ? <span className="sr-only">{e.label}</span> : e.label;
        const mark = collapsed ? <span aria-hidden>{e.label[0]}</span> : null;
        return (
          <li key={e.key}>
            {e.external ? (
              <a href={e.href} target="_blank" rel="noreferrer" className={cls} onClick={onNavigate}>
                {mark}
                {label}
              </a>
            ) : (
              <Link href={e.href} prefetch={e.prefetch} className={cls} aria-current={active ? "page" : undefined} onClick={onNavigate}>
                {mark}
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
