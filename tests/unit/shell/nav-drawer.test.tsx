// @vitest-environment jsdom
// The navigation drawer of narrow screens (components/shell/nav-drawer.tsx): a menu button that says what it opens
// and whether it is open; the drawer traps the focus, lists the sidebar's entries under the "Main" navigation, and
// closes on Escape, on the backdrop, on a followed entry and when the window grows past md, giving the focus back.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AnchorHTMLAttributes } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NavDrawer } from "@/components/shell/nav-drawer";
import { SHELL_MSG } from "@/lib/messages";
import type { TSidebarEntry } from "@/lib/sidebar";

vi.mock("next/navigation", () => ({ usePathname: () => "/brand/b1/timeline" }));
// A plain anchor: the app router a real Link needs is not mounted here. The click stays on the page (jsdom).
vi.mock("next/link", () => ({
  default: ({ href, prefetch: _prefetch, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: boolean }) => (
    <a href={href} {...rest} onClick={(e) => (e.preventDefault(), rest.onClick?.(e))} />
  ),
}));

const ENTRIES: TSidebarEntry[] = [
  { key: "dashboard", label: "Dashboard", href: "/brand/b1/timeline" },
  { key: "studies", label: "Studies", href: "/brand/b1/tests" },
  { key: "help", label: "Help", href: "https://help.example.com", external: true },
];

/** A window.matchMedia for the md query (jsdom has none) whose answer the test changes. */
function fakeMedia() {
  const listeners = new Set<() => void>();
  const mql = {
    matches: false,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = vi.fn(() => mql as unknown as MediaQueryList);
  return {
    listeners,
    grow: () => {
      mql.matches = true;
      listeners.forEach((l) => l());
    },
  };
}

let media: ReturnType<typeof fakeMedia>;
beforeEach(() => {
  media = fakeMedia();
});
afterEach(cleanup);

// While the drawer is open the rest of the page, its button included, is hidden from assistive technology (Radix).
const menuButton = () => screen.getByRole("button", { name: SHELL_MSG.openMenu, hidden: true });
const drawer = () => screen.queryByRole("dialog", { name: SHELL_MSG.menu });

async function openDrawer() {
  const user = userEvent.setup();
  render(<NavDrawer entries={ENTRIES} />);
  await user.click(menuButton());
  expect(drawer()).not.toBeNull();
  return user;
}

describe("NavDrawer", () => {
  it("is closed at first: a named menu button says so and that it opens a dialog", () => {
    render(<NavDrawer entries={ENTRIES} />);
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
    expect(menuButton().getAttribute("aria-haspopup")).toBe("dialog");
    expect(drawer()).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("opens the entries under the Main navigation, with the focus inside and the button pointing at it", async () => {
    await openDrawer();
    const dialog = drawer()!;
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    expect(menuButton().getAttribute("aria-controls")).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute("aria-label")).toBe(SHELL_MSG.closeMenu);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["Dashboard", "Studies", "Help"]);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Studies" }).getAttribute("aria-current")).toBeNull();
  });

  it("closes on Escape and gives the focus back to the menu button", async () => {
    const user = await openDrawer();
    await user.keyboard("{Escape}");
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on the close button and on a click on the backdrop", async () => {
    const user = await openDrawer();
    await user.click(screen.getByRole("button", { name: SHELL_MSG.closeMenu }));
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    await user.click(menuButton());
    await user.click(screen.getByTestId("nav-drawer-backdrop"));
    expect(drawer()).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it("closes when an entry is followed", async () => {
    const user = await openDrawer();
    await user.click(screen.getByRole("link", { name: "Studies" }));
    expect(drawer()).toBeNull();
  });

  it("closes when the window grows past md, where the sidebar shows again", async () => {
    await openDrawer();
    expect(media.listeners.size).toBe(1);
    act(() => media.grow());
    expect(drawer()).toBeNull();
    expect(media.listeners.size).toBe(0);
  });
});
