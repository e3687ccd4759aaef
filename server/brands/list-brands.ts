// The admin brand list (spec 1 §2 "Brands list"): admins only, 20 rows per page, optional name filter and status.
import { BRANDS_PAGE_SIZE } from "@/lib/constants";
import { prisma } from "../db";
import type { Actor } from "../access/actor";
import { forbidden } from "../errors";

export interface TListBrandsInput {
  page: number;
  name?: string;
  is_active?: boolean;
}

export async function listBrands(actor: Actor, input: TListBrandsInput) {
  if (!actor.is_admin) throw forbidden("Only admins can list all brands.");
  const where = {
    ...(input.name ? { name: { contains: input.name, mode: "insensitive" as const } } : {}),
    ...(input.is_active === undefined ? {} : { is_active: input.is_active }),
  };
  const [total, rows] = await Promise.all([
    prisma.brand.count({ where }),
    prisma.brand.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (Math.max(1, input.page) - 1) * BRANDS_PAGE_SIZE,
      take: BRANDS_PAGE_SIZE,
      select: { id: true, name: true, logo: true, brand_type: true, demo: true, is_active: true, date_created: true },
    }),
  ]);
  return {
    total,
    page: input.page,
    page_count: Math.max(1, Math.ceil(total / BRANDS_PAGE_SIZE)),
    brands: rows.map((b) => ({ ...b, _id: b.id, date_created: b.date_created.toISOString() })),
  };
}
