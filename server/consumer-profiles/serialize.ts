import "server-only";
// Wire shapes of panel screeners, brand avatars and consumer profiles (lib/consumer-profiles/wire.ts) from rows.
import type { TBrandAvatar, TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import type { BrandAvatar, ConsumerProfile, ConsumerProfileOption, PanelScreener, PanelScreenerOption } from "../generated/prisma/client";
import type { Tx } from "../db";

type TVersion = { tier: number; date_created: string };

/** option.versions is JSON; anything that is not {tier: number, date_created} is left out. */
export function toVersions(json: unknown): TVersion[] {
  if (!Array.isArray(json)) return [];
  const out: TVersion[] = [];
  for (const v of json) {
    if (!v || typeof v !== "object") continue;
    const { tier, date_created } = v as Record<string, unknown>;
    if (typeof tier !== "number" || !Number.isFinite(tier)) continue;
    out.push({ tier, date_created: typeof date_created === "string" ? date_created : new Date(0).toISOString() });
  }
  return out;
}

export const toWireScreener = (s: PanelScreener & { options: PanelScreenerOption[] }): TPanelScreenerWire => ({
  _id: s.id,
  title: s.title,
  group: s.group,
  type: s.type,
  show_as_dropdown: s.show_as_dropdown,
  provider: s.provider,
  question_id: s.question_id,
  options: s.options.map((o) => ({ _id: o.id, title: o.title, versions: toVersions(o.versions) })),
});

/** All platform screeners in sort order, options in order (ties by id, so the order is stable). */
export async function loadScreeners(db: Tx): Promise<TPanelScreenerWire[]> {
  const rows = await db.panelScreener.findMany({
    orderBy: [{ sort_order: "asc" }, { title: "asc" }],
    include: { options: { orderBy: [{ order: "asc" }, { id: "asc" }] } },
  });
  return rows.map(toWireScreener);
}

export const toWireAvatar = (a: BrandAvatar): TBrandAvatar => ({
  _id: a.id,
  name: a.name,
  type: a.type,
  images: { mobile: a.mobile, desktop: a.desktop },
});

/** ConsumerProfile.avatar is a JSON copy of the chosen avatar; a malformed copy reads as none. */
export function avatarFromJson(json: unknown): TBrandAvatar | null {
  if (!json || typeof json !== "object") return null;
  const o = json as Record<string, unknown>;
  const images = (o.images ?? {}) as Record<string, unknown>;
  if (typeof o._id !== "string" || typeof images.mobile !== "string") return null;
  return {
    _id: o._id,
    name: typeof o.name === "string" ? o.name : "",
    type: typeof o.type === "string" ? o.type : "image",
    images: { mobile: images.mobile, desktop: typeof images.desktop === "string" ? images.desktop : images.mobile },
  };
}

export const profileInclude = { options: { orderBy: { panel_screener: { sort_order: "asc" as const } } } };

export const toWireProfile = (p: ConsumerProfile & { options: ConsumerProfileOption[] }): TConsumerProfile => ({
  _id: p.id,
  brand: p.brand_id,
  title: p.title,
  tier: p.tier,
  avatar: avatarFromJson(p.avatar),
  options: p.options.map((o) => ({ panel_screener: o.panel_screener_id, values: [...o.values] })),
  date_created: p.date_created.toISOString(),
  date_updated: p.date_updated.toISOString(),
  editable: p.editable,
  ms_default: p.ms_default,
  hide_from_editor: p.hide_from_editor,
  archived: p.archived,
});
