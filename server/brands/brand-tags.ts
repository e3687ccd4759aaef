import "server-only";
// Tags of a brand (spec 1 §3 Tag: a tree flattened to dotted paths): list, create under an optional parent, delete
// (its descendants go with it through the parent foreign key). Platform-wide tags (brand_id null) are not touched.
import type { TBrandTag } from "@/lib/brands/wire";
import { BRAND_MSG } from "@/lib/brands/messages";
import { isId } from "@/lib/ids";
import { AppError, invalid, notFound } from "../errors";
import { prisma, type Tx } from "../db";
import type { TBrandAccess } from "../access/authorize";
import { isUniqueViolation } from "./settings-access";

const exists = () => new AppError("conflict", BRAND_MSG.tagExists, [{ name: "name", reason: BRAND_MSG.tagExists }]);
const tagSelect = { id: true, name: true, slug: true, parent_id: true, ancestors: true, path: true } as const;
const toTag = (t: { id: string; name: string; slug: string; parent_id: string | null; ancestors: string[]; path: string }): TBrandTag => ({
  _id: t.id,
  name: t.name,
  slug: t.slug,
  parent: t.parent_id,
  ancestors: t.ancestors,
  path: t.path,
});

/** A path segment: lowercase letters, digits and hyphens (a dot would break the dotted path). */
export function tagSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Needs settings.read. */
export async function listBrandTags(access: TBrandAccess, db: Tx = prisma): Promise<TBrandTag[]> {
  const rows = await db.tag.findMany({ where: access.where(), select: tagSelect, orderBy: { path: "asc" } });
  return rows.map(toTag);
}

/** Needs settings.write. */
export async function createBrandTag(access: TBrandAccess, input: { name: string; parent_id?: string | null }): Promise<TBrandTag> {
  const slug = tagSlug(input.name);
  if (!slug) throw invalid(BRAND_MSG.tagNameNeedsLetter, [{ name: "name", reason: BRAND_MSG.tagNameNeedsLetter }]);
  try {
    return await prisma.$transaction(async (tx) => {
      const parent = input.parent_id
        ? await tx.tag.findFirst({ where: access.where({ id: input.parent_id }), select: { id: true, ancestors: true, path: true } })
        : null;
      if (input.parent_id && !parent) throw notFound("Parent tag");
      const path = parent ? `${parent.path}.${slug}` : slug;
      if (await tx.tag.findFirst({ where: access.where({ path }), select: { id: true } })) throw exists();
      const t = await tx.tag.create({
        data: { brand_id: access.brandId, name: input.name, slug, parent_id: parent?.id ?? null, ancestors: parent ? [...parent.ancestors, parent.id] : [], path },
        select: tagSelect,
      });
      return toTag(t);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
}

/** Deletes the tag and its descendants; answers how many tags went. Needs settings.write. */
export async function deleteBrandTag(access: TBrandAccess, tagId: string): Promise<{ _id: string; deleted: number }> {
  return prisma.$transaction(async (tx) => {
    const tag = isId(tagId) ? await tx.tag.findFirst({ where: access.where({ id: tagId }), select: { id: true } }) : null;
    if (!tag) throw notFound("Tag");
    const descendants = await tx.tag.count({ where: access.where({ ancestors: { has: tag.id } }) });
    await tx.tag.delete({ where: { id: tag.id } });
    return { _id: tag.id, deleted: descendants + 1 };
  });
}
