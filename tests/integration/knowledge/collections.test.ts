// Knowledge-base collections (P14 item 1; server/knowledge/collections/*) through their routes: a writer creates one,
// adds entries of the brand's index to its end, orders and renames it with the version it read, removes an entry and
// deletes it; a reader lists and opens but cannot write. Bad input changes nothing: a taken name, an entry not in the
// index (or of another brand), a second copy, an order that does not list every entry once, a stale version (409),
// another brand's collection (404).
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TCollection, TCollectionDetail } from "@/lib/knowledge/collections";
import { KNOWLEDGE_MSG } from "@/lib/knowledge/messages";
import { prisma } from "@/server/db";
import { reindexKnowledge } from "@/server/knowledge/reindex";
import * as listRoute from "@/app/api/v1/brand/[id]/knowledge_base/collections/route";
import * as oneRoute from "@/app/api/v1/brand/[id]/knowledge_base/collections/[collectionId]/route";
import * as itemsRoute from "@/app/api/v1/brand/[id]/knowledge_base/collections/[collectionId]/items/route";
import * as itemRoute from "@/app/api/v1/brand/[id]/knowledge_base/collections/[collectionId]/items/[itemId]/route";
import { call, createBrand, createUser } from "../support/factories";
import { createProduct } from "../support/product-factories";

let brandId: string;
let writer: Awaited<ReturnType<typeof createUser>>;
let reader: Awaited<ReturnType<typeof createUser>>;
let products: string[];
let theirProduct: string;

beforeAll(async () => {
  brandId = (await createBrand({ features: ["enableKnowledgeBase"] })).id;
  products = [(await createProduct(brandId, { name: "Olive Parka" })).id, (await createProduct(brandId, { name: "Navy Vest" })).id];
  await reindexKnowledge(brandId);
  const other = (await createBrand({ features: ["enableKnowledgeBase"] })).id;
  theirProduct = (await createProduct(other, { name: "Their Parka" })).id;
  await reindexKnowledge(other);
  writer = await createUser({ brands: { [brandId]: [["knowledge_base", "read"], ["knowledge_base", "write"]] } });
  reader = await createUser({ brands: { [brandId]: [["knowledge_base", "read"]] } });
}, 60_000);

const create = (json: unknown, token = writer.token) => call(listRoute.POST, { method: "POST", json, token, params: { id: brandId } });
const patch = (id: string, json: unknown) => call(oneRoute.PATCH, { method: "PATCH", json, token: writer.token, params: { id: brandId, collectionId: id } });
const add = (id: string, json: unknown) => call(itemsRoute.POST, { method: "POST", json, token: writer.token, params: { id: brandId, collectionId: id } });

describe("collections", () => {
  it("are built, filled, ordered, renamed, emptied and deleted by a writer; a reader only reads", async () => {
    const made = await create({ name: "Outerwear learnings 2026" });
    expect(made.status).toBe(201);
    const c = made.json.results as TCollection;
    expect((await create({ name: "Outerwear learnings 2026" })).status).toBe(409);
    expect((await create({ name: "  " })).json.detail).toContain(KNOWLEDGE_MSG.nameRequired);
    expect((await create({ name: "Mine" }, reader.token)).status).toBe(403);

    for (const p of products) expect((await add(c.id, { kind: "product", source_id: p })).status).toBe(201);
    const dup = await add(c.id, { kind: "product", source_id: products[0] });
    expect(dup.status).toBe(409);
    expect(dup.json.detail).toBe(KNOWLEDGE_MSG.alreadyInCollection);
    expect((await add(c.id, { kind: "product", source_id: theirProduct })).status).toBe(404);
    expect((await add(c.id, { kind: "takeaway", source_id: newId() })).status).toBe(404);
    expect((await add(c.id, { kind: "poem", source_id: products[0] })).status).toBe(400);

    let detail = (await call(oneRoute.GET, { token: reader.token, params: { id: brandId, collectionId: c.id } })).json.results as TCollectionDetail;
    expect(detail.items.map((i) => i.entry?.title)).toEqual(["Olive Parka", "Navy Vest"]);
    const [first, second] = detail.items.map((i) => i.id) as [string, string];

    expect((await patch(c.id, { date_modified: detail.date_modified, order: [first] })).json.detail).toBe(KNOWLEDGE_MSG.orderMismatch);
    expect((await patch(c.id, { date_modified: detail.date_modified, order: [first, first] })).status).toBe(400);
    const ordered = await patch(c.id, { date_modified: detail.date_modified, order: [second, first], name: "Outerwear 2026" });
    expect(ordered.status).toBe(200);
    const stale = await patch(c.id, { date_modified: detail.date_modified, name: "Lost update" });
    expect(stale.status).toBe(409);
    expect(stale.json.detail).toBe(KNOWLEDGE_MSG.stale);
    detail = ordered.json.results as TCollectionDetail;
    expect(detail.name).toBe("Outerwear 2026");
    expect(detail.items.map((i) => i.entry?.title)).toEqual(["Navy Vest", "Olive Parka"]);

    // A rebuild of the index keeps the items; a source that is gone shows as such.
    await prisma.product.update({ where: { id: products[1]! }, data: { deleted: true } });
    await reindexKnowledge(brandId);
    detail = (await call(oneRoute.GET, { token: reader.token, params: { id: brandId, collectionId: c.id } })).json.results as TCollectionDetail;
    expect(detail.items.map((i) => i.entry?.title ?? null)).toEqual([null, "Olive Parka"]);

    const removed = await call(itemRoute.DELETE, { method: "DELETE", token: writer.token, params: { id: brandId, collectionId: c.id, itemId: second } });
    expect((removed.json.results as TCollectionDetail).items).toHaveLength(1);
    expect((await call(oneRoute.DELETE, { method: "DELETE", token: reader.token, params: { id: brandId, collectionId: c.id } })).status).toBe(403);
    expect((await call(oneRoute.DELETE, { method: "DELETE", token: writer.token, params: { id: brandId, collectionId: c.id } })).status).toBe(200);
    expect(await prisma.knowledgeCollectionItem.count({ where: { collection_id: c.id } })).toBe(0);
  });

  it("of another brand are a 404, whoever asks", async () => {
    const other = await createBrand({ features: ["enableKnowledgeBase"] });
    const theirs = await prisma.knowledgeCollection.create({ data: { brand_id: other.id, name: "Theirs" } });
    expect((await call(oneRoute.GET, { token: writer.token, params: { id: brandId, collectionId: theirs.id } })).status).toBe(404);
    expect((await add(theirs.id, { kind: "product", source_id: products[0] })).status).toBe(404);
    expect((await patch(theirs.id, { date_modified: theirs.date_modified.toISOString(), name: "Mine now" })).status).toBe(404);
    expect((await prisma.knowledgeCollection.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe("Theirs");
  });
});
