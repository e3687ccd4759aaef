// GET/PUT /api/v1/brand/{id}/notification_settings: the caller's own e-mail notification choices in a brand
// (?tab=my-notifications). Any active member (admins too); writes are refused while the brand's
// enableEmailNotifications flag is off, and for an admin without a membership (there is nowhere to keep them).
import { NOTIFICATION_KINDS, type TNotificationSettings, type TNotificationSettingsView } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { parseFeatures } from "@/lib/schemas/brand";
import { conflict } from "../errors";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { requireBrand } from "../access/brand-access";

/** Stored choices read leniently; a kind never chosen is on. */
export function parseNotificationSettings(raw: unknown): TNotificationSettings {
  const src = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, src[k] !== false])) as TNotificationSettings;
}

async function membership(actor: Actor, brandId: string) {
  return prisma.brandMembership.findUnique({
    where: { user_id_brand_id: { user_id: actor.id, brand_id: brandId } },
    select: { id: true, is_active: true, notification_settings: true },
  });
}

export async function getNotificationSettings(actor: Actor, brandId: string): Promise<TNotificationSettingsView> {
  const brand = await requireBrand(actor, brandId);
  const m = await membership(actor, brandId);
  const member = Boolean(m?.is_active);
  return { enabled: parseFeatures(brand.features).enableEmailNotifications, is_member: member, settings: parseNotificationSettings(member ? m?.notification_settings : null) };
}

export async function updateNotificationSettings(
  actor: Actor,
  brandId: string,
  patch: Partial<TNotificationSettings>,
): Promise<TNotificationSettingsView> {
  const brand = await requireBrand(actor, brandId);
  if (!parseFeatures(brand.features).enableEmailNotifications) throw conflict(BRAND_MSG.notificationsOff);
  return prisma.$transaction(async (tx) => {
    const m = await tx.brandMembership.findUnique({
      where: { user_id_brand_id: { user_id: actor.id, brand_id: brandId } },
      select: { id: true, is_active: true },
    });
    if (!m?.is_active) throw conflict(BRAND_MSG.notificationsNotMember);
    // Row lock, so two saves from two tabs merge instead of one overwriting the other.
    const [row] = await tx.$queryRaw<{ notification_settings: unknown }[]>`SELECT notification_settings FROM "BrandMembership" WHERE id = ${m.id} FOR UPDATE`;
    const settings = { ...parseNotificationSettings(row?.notification_settings), ...patch };
    await tx.brandMembership.update({ where: { id: m.id }, data: { notification_settings: settings } });
    return { enabled: true, is_member: true, settings };
  });
}
