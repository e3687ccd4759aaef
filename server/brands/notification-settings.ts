import "server-only";
// GET/PUT /api/v1/brand/{id}/notification_settings: the caller's own e-mail notification choices in a brand
// (?tab=my-notifications). Any active member (admins too: brand.member); writes are refused while the brand's
// enableEmailNotifications flag is off, and for an admin without a membership (there is nowhere to keep them).
import { NOTIFICATION_KINDS, type TNotificationSettings, type TNotificationSettingsView } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { parseFeatures } from "@/lib/schemas/brand";
import { conflict } from "../errors";
import { prisma } from "../db";
import type { TBrandAccess } from "../access/authorize";

/** Stored choices read leniently; a kind never chosen is on. */
export function parseNotificationSettings(raw: unknown): TNotificationSettings {
  const src = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, src[k] !== false])) as TNotificationSettings;
}

async function membership(access: TBrandAccess) {
  return prisma.brandMembership.findFirst({
    where: access.where({ user_id: access.actor.id }),
    select: { id: true, is_active: true, notification_settings: true },
  });
}

/** Needs brand.member. */
export async function getNotificationSettings(access: TBrandAccess): Promise<TNotificationSettingsView> {
  const m = await membership(access);
  const member = Boolean(m?.is_active);
  return { enabled: parseFeatures(access.brand.features).enableEmailNotifications, is_member: member, settings: parseNotificationSettings(member ? m?.notification_settings : null) };
}

/** Needs brand.member. */
export async function updateNotificationSettings(access: TBrandAccess, patch: Partial<TNotificationSettings>): Promise<TNotificationSettingsView> {
  if (!parseFeatures(access.brand.features).enableEmailNotifications) throw conflict(BRAND_MSG.notificationsOff);
  return prisma.$transaction(async (tx) => {
    const m = await tx.brandMembership.findFirst({
      where: access.where({ user_id: access.actor.id }),
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
