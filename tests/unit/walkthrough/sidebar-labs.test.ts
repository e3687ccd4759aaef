// The MakerLabs entry (P10 walk-through): the sidebar does not prefetch the placeholder page, so no request for it
// fires on every page load of a brand; the other entries keep Next's prefetching.
import { describe, expect, it } from "vitest";
import { parseFeatures } from "@/lib/schemas/brand";
import { sidebarEntries } from "@/lib/sidebar";
import type { TAccessSubject } from "@/lib/permissions";
import { routes } from "@/lib/routes";

const B = "b".repeat(24);
const admin: TAccessSubject = { is_admin: true, roles: { full: false, restricted: false, kb_user: false }, brands: {} };

describe("the MakerLabs sidebar entry", () => {
  it("links to the MakerLabs page without prefetching it", () => {
    const entries = sidebarEntries(admin, B, parseFeatures({ enableKnowledgeBase: true, enableSyntheticResearch: true }));
    const labs = entries.find((e) => e.key === "labs");
    expect(labs).toEqual({ key: "labs", label: "MakerLabs", href: routes.labs(B), prefetch: false });
    expect(entries.filter((e) => e.prefetch === false).map((e) => e.key)).toEqual(["labs"]);
  });
});
