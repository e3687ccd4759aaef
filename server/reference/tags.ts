import "server-only";
// Tags flattened to dotted paths (spec 1 §3). Departments are the platform-wide tags under "department".
import { prisma } from "../db";

export const DEPARTMENT_ROOT = "department";

/** Needs a signed-in user; with a brand, settings.read on it (declared by getAllTags in server/graphql/brand.ts). */
export async function getAllTags(brandId?: string) {
  const tags = await prisma.tag.findMany({
    where: { OR: [{ brand_id: null }, ...(brandId ? [{ brand_id: brandId }] : [])] },
    orderBy: { path: "asc" },
    select: { id: true, name: true, slug: true, parent_id: true, ancestors: true, path: true },
  });
  return tags.map((t) => ({ _id: t.id, name: t.name, slug: t.slug, parent: t.parent_id, ancestors: t.ancestors, path: t.path }));
}

/**
 * Needs a signed-in user (platform data). The flattened department list that feeds the My Settings dropdown: every tag below the "department" root,
 * named by its dotted path of names below the root ("Product Development.Footwear").
 */
export async function listDepartments(): Promise<string[]> {
  const rows = await prisma.tag.findMany({
    where: { brand_id: null, path: { startsWith: `${DEPARTMENT_ROOT}.` } },
    orderBy: { path: "asc" },
    select: { id: true, name: true, parent_id: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const label = (id: string): string => {
    const t = byId.get(id)!;
    const parent = t.parent_id ? byId.get(t.parent_id) : undefined;
    return parent ? `${label(parent.id)}.${t.name}` : t.name;
  };
  return rows.map((r) => label(r.id));
}
