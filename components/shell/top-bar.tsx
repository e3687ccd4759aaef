"use client";
// Top bar (spec 1 §2): brand logo (→ brand home; for an admin outside a brand → /brands/1), presence avatars,
// and the user menu: one entry per active brand, My Settings, Sign Out. Below the md breakpoint it also holds the
// menu button of the navigation drawer (the sidebar is hidden there), and long names are cut short with an ellipsis.
import * as Menu from "@radix-ui/react-dropdown-menu";
import { signOut } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { routes } from "@/lib/routes";
import { MY_SETTINGS } from "@/lib/messages";
import type { TSidebarEntry } from "@/lib/sidebar";
import { MySettingsDialog } from "./my-settings-dialog";
import { NavDrawer } from "./nav-drawer";
import { PresenceAvatars } from "./presence-avatars";

export interface TTopBarProps {
  brand: { id: string; name: string; logo: string | null } | null;
  isAdmin: boolean;
  user: { id: string; email: string; first_name: string; last_name: string; department: string | null };
  activeBrands: { id: string; name: string }[];
  departments: string[];
  /** The sidebar's entries, opened from the menu button on narrow screens; null where there is no sidebar. */
  sidebar?: TSidebarEntry[] | null;
}

export function TopBar({ brand, isAdmin, user, activeBrands, departments, sidebar }: TTopBarProps) {
  const router = useRouter();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const logoHref = brand ? routes.brandHome(brand.id) : isAdmin ? routes.brands(1) : "/";
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;

  return (
    <header className="flex h-14 items-center justify-between gap-2 border-b border-line bg-white px-4 print:hidden">
      <div className="flex min-w-0 items-center gap-2">
        {sidebar && <NavDrawer entries={sidebar} />}
        <Link href={logoHref} className="flex min-w-0 items-center gap-2 font-semibold" aria-label={brand ? `${brand.name} home` : "Home"}>
          {brand?.logo ? (
            <img src={brand.logo} alt="" className="h-8 w-auto max-w-24 shrink-0 object-contain md:max-w-none" />
          ) : (
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded bg-primary text-white">{(brand?.name ?? "C")[0]}</span>
          )}
          <span className="truncate">{brand?.name ?? "Consumer Research"}</span>
        </Link>
      </div>
      <div className="flex min-w-0 items-center gap-2 md:gap-4">
        {brand && <PresenceAvatars brandId={brand.id} selfId={user.id} />}
        <Menu.Root>
          <Menu.Trigger className="max-w-36 truncate rounded px-3 py-1.5 text-sm font-medium hover:bg-sunken md:max-w-none" aria-label="User menu">
            {name}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Content align="end" sideOffset={6} className="z-popover min-w-56 rounded-md border border-line bg-white p-1 shadow-lg">
              {activeBrands.length > 0 && (
                <Menu.Label className="px-2 py-1 text-xs font-semibold uppercase text-muted">Brands</Menu.Label>
              )}
              {activeBrands.map((b) => (
                <Menu.Item key={b.id} className="cursor-pointer rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-sunken" onSelect={() => router.push(routes.brandHome(b.id))}>
                  {b.name}
                </Menu.Item>
              ))}
              <Menu.Separator className="my-1 h-px bg-sunken-strong" />
              <Menu.Item className="cursor-pointer rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-sunken" onSelect={() => setSettingsOpen(true)}>
                {MY_SETTINGS.title}
              </Menu.Item>
              <Menu.Item className="cursor-pointer rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-sunken" onSelect={() => void signOut({ callbackUrl: routes.login })}>
                Sign Out
              </Menu.Item>
            </Menu.Content>
          </Menu.Portal>
        </Menu.Root>
      </div>
      <MySettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} initial={user} departments={departments} />
    </header>
  );
}
