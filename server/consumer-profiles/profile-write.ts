import "server-only";
// Shared by create and update (spec 1 §2, §4, §6; the routes declare brand.admin): the body's screeners, values and avatar are checked
// against the database (400 naming the field, nothing written); values are normalised by the selection rules and
// the tier is computed here with computeTier — a tier in the body is never read.
import { normaliseProfileOptions, ZConsumerProfileBody, type TConsumerProfileBody } from "@/lib/consumer-profiles/profile-rules";
import { computeTier, type TProfileOption } from "@/lib/study-rules/tiers";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { invalid, notFound } from "../errors";
import { loadScreeners, toWireAvatar } from "./serialize";

export { ZConsumerProfileBody };

export const profileNotFound = () => notFound(PROFILE_MSG.notFound);

export interface TProfileColumns {
  title: string;
  tier: number;
  avatar: Prisma.InputJsonValue | typeof Prisma.DbNull;
  options: TProfileOption[];
}

/** Validates the body against screeners and avatars; answers the columns to write. */
export async function profileColumns(tx: Tx, access: TBrandAccess, body: TConsumerProfileBody): Promise<TProfileColumns> {
  const screeners = await loadScreeners(tx);
  const { options, problems } = normaliseProfileOptions(body.options, screeners);
  if (problems.length > 0) throw invalid(problems[0]!.reason, problems);
  let avatar: TProfileColumns["avatar"] = Prisma.DbNull;
  if (body.avatar) {
    const row = await tx.brandAvatar.findFirst({ where: { id: body.avatar, OR: [{ brand_id: null }, { brand_id: access.brandId }] } });
    if (!row) throw invalid(PROFILE_MSG.unknownAvatar, [{ name: "avatar", reason: PROFILE_MSG.unknownAvatar }]);
    avatar = { ...toWireAvatar(row) };
  }
  return { title: body.title, tier: computeTier(options, screeners), avatar, options };
}

/** Replaces the profile's option rows (one per screener). */
export async function replaceOptions(tx: Tx, profileId: string, options: readonly TProfileOption[]): Promise<void> {
  await tx.consumerProfileOption.deleteMany({ where: { consumer_profile_id: profileId } });
  if (options.length === 0) return;
  await tx.consumerProfileOption.createMany({
    data: options.map((o) => ({ consumer_profile_id: profileId, panel_screener_id: o.panel_screener, values: o.values })),
  });
}
