import "server-only";
// PUT /api/v1/admin/brand/{id} and GraphQL updateBrand (spec 1 §7): a partial update of the brand's settings.
// Optimistic concurrency: the patch carries the date_modified the editor read; the compare and the update are one
// statement (UPDATE … WHERE id AND date_modified = read) inside one transaction, so a stale editor gets 409 and
// nothing changes. Every refusal (admin-only field, unknown flag, CSS markup, unknown country / language, taken
// slug) happens before or inside that transaction: nothing partial.
import type { TBrandSettings, TBrandUpdate } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { AppError, invalid, notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { Prisma } from "../generated/prisma/client";
import type { TBrandAccess } from "../access/authorize";
import { loadBrandSettings } from "./brand-for-settings";
import { isUniqueViolation } from "./settings-access";
import { checkBrandPatch, demoOf, mergeFeatures, mergeStyle } from "./update-rules";
import { announceAccessChange } from "../access/access-changed";

const stale = () => new AppError("conflict", BRAND_MSG.staleEdit, [{ name: "date_modified", reason: BRAND_MSG.staleEdit }]);
const slugTaken = () => new AppError("conflict", BRAND_MSG.slugTaken, [{ name: "slug", reason: BRAND_MSG.slugTaken }]);

/** Plain columns copied from the patch as they are. */
const COLUMNS = [
  "name", "logo", "website", "slug", "brand_type", "salesforce_id", "is_active", "default_country_id", "default_language_id",
  "minimum_age", "regions", "disclaimer", "url_param", "auto_populate_demo", "translation_comments",
  "sentiment_score_model_version", "default_x_axis", "default_x_sort", "default_y_axis", "default_y_sort", "default_order_by",
  "default_order_by_sort", "default_display_style",
] as const satisfies readonly (keyof TBrandUpdate)[];

/** Needs settings.write; the admin-only fields of the patch are checked here, against the caller. */
export async function updateBrand(access: TBrandAccess, patch: TBrandUpdate): Promise<TBrandSettings> {
  const brandId = access.brandId;
  checkBrandPatch(patch, { isAdmin: access.actor.is_admin });
  const read = new Date(patch.date_modified);
  try {
    return await prisma.$transaction(async (tx) => {
      const cur = await tx.brand.findUnique({ where: { id: brandId }, select: { features: true, style: true, date_modified: true } });
      if (!cur) throw notFound("Brand");
      if (cur.date_modified.getTime() !== read.getTime()) throw stale();
      await checkReferences(tx, brandId, patch);

      const data: Record<string, unknown> = {};
      for (const k of COLUMNS) if (patch[k] !== undefined) data[k] = patch[k];
      if (patch.brand_type !== undefined) data.demo = demoOf(patch.brand_type);
      if (patch.features) data.features = mergeFeatures(cur.features, patch.features);
      if (patch.style) data.style = mergeStyle(cur.style, patch.style);
      if (patch.security) data.multifactor_authentication = patch.security.multifactor_authentication;
      // Strictly later than what the editor read, so two saves in the same millisecond still tell apart.
      data.date_modified = new Date(Math.max(Date.now(), read.getTime() + 1));

      const { count } = await tx.brand.updateMany({ where: { id: brandId, date_modified: read }, data: data as Prisma.BrandUncheckedUpdateManyInput });
      if (count !== 1) throw stale();
      // A brand's status, flags, name and logo are part of every member's cached principal (server/access/actor-cache.ts).
      if (patch.is_active !== undefined || patch.features || patch.name !== undefined || patch.logo !== undefined) await announceAccessChange(tx, null);
      return loadBrandSettings(brandId, tx);
    });
  } catch (e) {
    // Two brands taking the same slug at once: the second one loses at the unique index.
    if (isUniqueViolation(e)) throw slugTaken();
    throw e;
  }
}

async function checkReferences(tx: Tx, brandId: string, patch: TBrandUpdate): Promise<void> {
  if (patch.default_country_id && !(await tx.country.findUnique({ where: { id: patch.default_country_id }, select: { id: true } }))) {
    throw invalid(BRAND_MSG.countryNotFound, [{ name: "default_country_id", reason: BRAND_MSG.countryNotFound }]);
  }
  if (patch.default_language_id && !(await tx.language.findUnique({ where: { id: patch.default_language_id }, select: { id: true } }))) {
    throw invalid(BRAND_MSG.languageNotFound, [{ name: "default_language_id", reason: BRAND_MSG.languageNotFound }]);
  }
  if (patch.slug && (await tx.brand.findFirst({ where: { slug: patch.slug, NOT: { id: brandId } }, select: { id: true } }))) throw slugTaken();
}
