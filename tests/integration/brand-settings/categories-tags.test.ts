// Brand categories (spec 1 §3, §7: list, per-id, create, rename, delete, /migrate) and the brand's tags (dotted
// path tree: create under a parent, delete with its children), with their conflicts.
import { beforeAll, describe, expect, it } from "vitest";
import * as catRoute from "@/app/api/v1/brand/[id]/brand_category/route";
import * as catIdRoute from "@/app/api/v1/brand/[id]/brand_category/[categoryId]/route";
import * as migrateRoute from "@/app/api/v1/brand/[id]/brand_category/migrate/route";
import * as tagsRoute from "@/app/api/v1/brand/[id]/tags/route";
import * as tagIdRoute from "@/app/api/v1/brand/[id]/tags/[tagId]/route";
import { BRAND_MSG } from "@/lib/brands/messages";
import type { TBrandCategoryRow, TBrandTag } from "@/lib/brands/wire";
import { prisma } from "@/server/db";
import { call, createBrand } from "../support/factories";
import { createCast, gql, type TCast } from "./support";

let cast: TCast;
beforeAll(async () => {
  cast = await createCast();
});

const snapshot = async (brandId: string) => ({
  categories: await prisma.brandCategory.findMany({ where: { brand_id: brandId }, orderBy: { id: "asc" } }),
  assortments: await prisma.assortment.findMany({ where: { brand_id: brandId }, orderBy: { id: "asc" }, select: { id: true, brand_category_id: true } }),
  tags: await prisma.tag.findMany({ where: { brand_id: brandId }, orderBy: { id: "asc" } }),
});

async function freshBrand() {
  const brand = await createBrand();
  const mk = (name: string) => prisma.brandCategory.create({ data: { brand_id: brand.id, name } });
  const [shoes, bags] = [await mk("Shoes"), await mk("Bags")];
  for (const [i, c] of [shoes, shoes, bags].entries()) {
    await prisma.assortment.create({ data: { brand_id: brand.id, year: 2024 + i, season: "spring", brand_category_id: c.id } });
  }
  const empty = await mk("Empty");
  return { brand, shoes, bags, empty };
}

describe("brand categories", () => {
  it("create, list with usage (GET and brandCategoriesAndTags), rename, delete", async () => {
    const { brand } = await freshBrand();
    const t = cast.admin.token;
    const created = await call(catRoute.POST, { method: "POST", token: t, params: { id: brand.id }, json: { name: "Hats", gender: "unisex" } });
    expect(created.status).toBe(201);
    const hats = created.json.results as TBrandCategoryRow;
    expect(hats).toMatchObject({ name: "Hats", gender: "unisex", assortments: 0 });

    const list = await call(catRoute.GET, { token: t, params: { id: brand.id } });
    expect((list.json.results as { name: string }[]).map((c) => c.name)).toEqual(["Bags", "Empty", "Hats", "Shoes"]);
    const body = await gql<{ brandCategoriesAndTags: { categories: TBrandCategoryRow[] } }>(t, `query($b: String!) { brandCategoriesAndTags(brand_id: $b) { categories { _id name gender assortments } tags { _id } } }`, { b: brand.id });
    expect(body.data?.brandCategoriesAndTags.categories.map((c) => [c.name, c.assortments])).toEqual([["Bags", 1], ["Empty", 0], ["Hats", 0], ["Shoes", 2]]);

    const renamed = await call(catIdRoute.PUT, { method: "PUT", token: t, params: { id: brand.id, categoryId: hats._id }, json: { name: "Caps" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.results).toMatchObject({ _id: hats._id, name: "Caps", gender: "unisex" });
    expect((await call(catIdRoute.GET, { token: t, params: { id: brand.id, categoryId: hats._id } })).json.results).toEqual({ _id: hats._id, name: "Caps", gender: "unisex" });

    expect((await call(catIdRoute.DELETE, { method: "DELETE", token: t, params: { id: brand.id, categoryId: hats._id } })).status).toBe(200);
    expect(await prisma.brandCategory.findUnique({ where: { id: hats._id } })).toBeNull();
  });

  it("a duplicate name (any case) → 409 categoryExists, nothing changed", async () => {
    const { brand, bags, empty } = await freshBrand();
    const before = await snapshot(brand.id);
    const post = await call(catRoute.POST, { method: "POST", token: cast.admin.token, params: { id: brand.id }, json: { name: "shoes" } });
    expect(post.status).toBe(409);
    expect(post.json.detail).toBe(BRAND_MSG.categoryExists);
    const put = await call(catIdRoute.PUT, { method: "PUT", token: cast.admin.token, params: { id: brand.id, categoryId: empty.id }, json: { name: bags.name } });
    expect(put.status).toBe(409);
    expect(put.json.detail).toBe(BRAND_MSG.categoryExists);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("deleting a category assortments use → 409 categoryInUse, nothing changed", async () => {
    const { brand, shoes } = await freshBrand();
    const before = await snapshot(brand.id);
    const res = await call(catIdRoute.DELETE, { method: "DELETE", token: cast.admin.token, params: { id: brand.id, categoryId: shoes.id } });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(BRAND_MSG.categoryInUse);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("another brand's category is not found", async () => {
    const { shoes } = await freshBrand();
    const res = await call(catIdRoute.DELETE, { method: "DELETE", token: cast.admin.token, params: { id: cast.brand.id, categoryId: shoes.id } });
    expect(res.status).toBe(404);
    expect(await prisma.brandCategory.findUnique({ where: { id: shoes.id } })).not.toBeNull();
  });

  it("migrate moves every assortment to the target and deletes the source, in one go", async () => {
    const { brand, shoes, bags } = await freshBrand();
    const res = await call(migrateRoute.POST, { method: "POST", token: cast.admin.token, params: { id: brand.id }, json: { from: shoes.id, to: bags.id } });
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ _id: bags.id, assortments: 3, moved: 2 });
    expect(await prisma.brandCategory.findUnique({ where: { id: shoes.id } })).toBeNull();
    expect(await prisma.assortment.count({ where: { brand_id: brand.id, brand_category_id: bags.id } })).toBe(3);
  });

  type TFresh = Awaited<ReturnType<typeof freshBrand>> & { other: string };
  it.each([
    ["the same category twice", (c: TFresh) => ({ from: c.shoes.id, to: c.shoes.id }), 400, BRAND_MSG.categoryMigrateSame],
    ["a target of another brand", (c: TFresh) => ({ from: c.shoes.id, to: c.other }), 404, "Brand category not found."],
    ["a malformed id", (c: TFresh) => ({ from: c.shoes.id, to: "nope" }), 400, undefined],
  ])("migrate with %s → refused, nothing changed", async (_n, body, status, detail) => {
    const fb = await freshBrand();
    const otherCat = await prisma.brandCategory.create({ data: { brand_id: cast.other.id, name: `X ${fb.brand.id}` } });
    const before = await snapshot(fb.brand.id);
    const res = await call(migrateRoute.POST, { method: "POST", token: cast.admin.token, params: { id: fb.brand.id }, json: body({ ...fb, other: otherCat.id }) });
    expect(res.status).toBe(status);
    if (detail) expect(res.json.detail).toBe(detail);
    expect(await snapshot(fb.brand.id)).toEqual(before);
  });
});

describe("brand tags", () => {
  it("creates a tree of dotted paths and deletes a subtree", async () => {
    const brand = await createBrand();
    const t = cast.admin.token;
    const post = (name: string, parent_id?: string) => call(tagsRoute.POST, { method: "POST", token: t, params: { id: brand.id }, json: { name, parent_id } });
    const season = (await post("Season")).json.results as TBrandTag;
    const summer = (await post("Summer Drop", season._id)).json.results as TBrandTag;
    const late = (await post("Late", summer._id)).json.results as TBrandTag;
    const other = (await post("Other")).json.results as TBrandTag;
    expect(season).toMatchObject({ path: "season", parent: null, ancestors: [] });
    expect(summer).toMatchObject({ name: "Summer Drop", slug: "summer-drop", path: "season.summer-drop", parent: season._id, ancestors: [season._id] });
    expect(late).toMatchObject({ path: "season.summer-drop.late", ancestors: [season._id, summer._id] });

    const list = await call(tagsRoute.GET, { token: t, params: { id: brand.id } });
    expect((list.json.results as TBrandTag[]).map((x) => x.path)).toEqual(["other", "season", "season.summer-drop", "season.summer-drop.late"]);

    const del = await call(tagIdRoute.DELETE, { method: "DELETE", token: t, params: { id: brand.id, tagId: summer._id } });
    expect(del.json.results).toEqual({ _id: summer._id, deleted: 2 });
    expect((await prisma.tag.findMany({ where: { brand_id: brand.id } })).map((x) => x.id).sort()).toEqual([season._id, other._id].sort());
  });

  it("a tag that exists → 409 tagExists; an unknown parent → 404; nothing changed", async () => {
    const brand = await createBrand();
    const post = (name: string, parent_id?: string) => call(tagsRoute.POST, { method: "POST", token: cast.admin.token, params: { id: brand.id }, json: { name, parent_id } });
    await post("Season");
    const before = await snapshot(brand.id);
    const dup = await post("season");
    expect(dup.status).toBe(409);
    expect(dup.json.detail).toBe(BRAND_MSG.tagExists);
    const orphan = await post("Child", "a".repeat(24));
    expect(orphan.status).toBe(404);
    const blank = await post("!!!");
    expect(blank.status).toBe(400);
    expect(await snapshot(brand.id)).toEqual(before);
  });

  it("platform tags (departments) cannot be deleted through a brand", async () => {
    const dept = await prisma.tag.findFirstOrThrow({ where: { brand_id: null } });
    const res = await call(tagIdRoute.DELETE, { method: "DELETE", token: cast.admin.token, params: { id: cast.brand.id, tagId: dept.id } });
    expect(res.status).toBe(404);
    expect(await prisma.tag.findUnique({ where: { id: dept.id } })).not.toBeNull();
  });
});
