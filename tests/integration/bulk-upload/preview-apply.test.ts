// Bulk upload flow (spec 1 §4): upload → preview (new, changed, invalid rows) → remove rows → apply in one
// transaction, answering the counts; the server re-validates what the client sends back.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BULK_MSG } from "@/lib/bulk-upload/messages";
import { PRODUCT_MSG } from "@/lib/products/messages";
import { prisma } from "@/server/db";
import { createUser } from "../support/factories";
import { apply, createProduct, createWorld, gql, PREVIEW, preview, previewOf, productsOfAssortment, uploadOk, useInStudy, xlsx, type TWorld } from "./support";

let w: TWorld;
beforeEach(async () => {
  w = await createWorld();
});

const launch = new Date("2026-03-01T00:00:00Z");

describe("preview", () => {
  it("shows new, changed, unchanged and invalid rows and stores nothing", async () => {
    await createProduct(w.brand.id, { style_number: "S-1", name: "Shirt", price: 20, colors: "Red" }, [w.assortment.id]);
    await createProduct(w.brand.id, { style_number: "S-2", name: "Pants", price: 50 }, [w.assortment.id]);
    const p = await previewOf(
      w,
      await xlsx([
        ["S-1", "Shirt", 25, "Red", "Spring", true, launch],
        ["S-2", "Pants", 50],
        ["N-1", "Jacket", 99.5, "Blue", "Fall", "no", "2026-04-01"],
        ["N-2", "Socks", "cheap"],
      ]),
    );
    expect(p.numOfProductsAttempted).toBe(4);
    const [changed, unchanged, created, invalid] = p.changedProducts;
    expect(changed).toMatchObject({ name: "Shirt", status: "changed", validity: "success", specificIssue: null });
    const price = changed!.changedProperties.find((c) => c.dataPath === "price");
    expect(price).toMatchObject({ name: "Price", previousValue: "20", currentValue: "25", status: "changed", validity: "success" });
    expect(price!.property_metadata_id).toMatch(/^[0-9a-f]{24}$/);
    expect(changed!.changedProperties.find((c) => c.dataPath === "colors")).toMatchObject({ status: "unchanged" });
    expect(changed!.changedProperties.find((c) => c.dataPath === "introduction_date")).toMatchObject({ currentValue: "2026-03-01", status: "new" });
    expect(unchanged).toMatchObject({ status: "unchanged", validity: "success" });
    expect(created).toMatchObject({ name: "Jacket", status: "new", validity: "success" });
    expect(created!.changedProperties.map((c) => [c.dataPath, c.currentValue])).toEqual([
      ["style_number", "N-1"], ["name", "Jacket"], ["price", "99.5"], ["colors", "Blue"], ["custom_data.season", "Fall"], ["custom_data.organic", "FALSE"], ["introduction_date", "2026-04-01"],
    ]);
    expect(invalid).toMatchObject({ status: "new", validity: "error", specificIssue: BULK_MSG.notNumber("Price", "C5") });
    // Nothing written by a preview.
    expect(await prisma.product.count({ where: { brand_id: w.brand.id } })).toBe(2);
    expect((await prisma.product.findFirst({ where: { style_number: "S-1", brand_id: w.brand.id } }))?.price).toBe(20);
  });

  it("turns changes to products used in an active or closed study into error rows; a draft study does not lock", async () => {
    const active = await createProduct(w.brand.id, { style_number: "A-1", name: "Active" }, [w.assortment.id]);
    const closed = await createProduct(w.brand.id, { style_number: "C-1", name: "Closed" }, [w.assortment.id]);
    const draft = await createProduct(w.brand.id, { style_number: "D-1", name: "Draft" }, [w.assortment.id]);
    await useInStudy(w.brand.id, active.id, "Active");
    await useInStudy(w.brand.id, closed.id, "Closed");
    await useInStudy(w.brand.id, draft.id, "Draft");
    const p = await previewOf(w, await xlsx([["A-1", "Active 2"], ["C-1", "Closed 2"], ["D-1", "Draft 2"], ["A-1x", "New"]]));
    expect(p.changedProducts.map((c) => [c.validity, c.specificIssue])).toEqual([
      ["error", PRODUCT_MSG.notEditable],
      ["error", PRODUCT_MSG.notEditable],
      ["success", null],
      ["success", null],
    ]);
  });

  it("warns when an existing product of another assortment will be added to this one", async () => {
    await createProduct(w.brand.id, { style_number: "O-1", name: "Other" }, [w.otherAssortment.id]);
    const p = await previewOf(w, await xlsx([["O-1", "Other"]]));
    expect(p.changedProducts[0]).toMatchObject({ status: "changed", validity: "warning", specificIssue: BULK_MSG.addedToAssortment });
  });

  it("matches only the brand's own, non-deleted products", async () => {
    await createProduct(w.other.id, { style_number: "X-1", name: "Theirs" });
    const gone = await createProduct(w.brand.id, { style_number: "X-2", name: "Gone" });
    await prisma.product.update({ where: { id: gone.id }, data: { deleted: true } });
    const p = await previewOf(w, await xlsx([["X-1", "Mine"], ["X-2", "Again"]]));
    expect(p.changedProducts.map((c) => c.status)).toEqual(["new", "new"]);
  });
});

describe("apply", () => {
  it("removes the invalid row, applies the rest in the assortment and answers the counts", async () => {
    const shirt = await createProduct(w.brand.id, { style_number: "S-1", name: "Shirt", price: 20, custom_data: { keep: "me" } }, [w.assortment.id]);
    const other = await createProduct(w.brand.id, { style_number: "O-1", name: "Other" }, [w.otherAssortment.id]);
    const p = await previewOf(
      w,
      await xlsx([
        ["S-1", "Shirt", 25, null, "Spring", true],
        ["O-1", "Other"],
        ["N-1", "Jacket", 99.5, "Blue", "Fall", false, launch],
        ["N-2", "Socks", "cheap"],
      ]),
    );
    expect(p.changedProducts.map((c) => c.validity)).toEqual(["success", "warning", "success", "error"]);

    // Refused while the error row is there (spec 1 §5), and nothing is written.
    const refused = await apply(w, p);
    expect(refused.errors?.[0]).toMatchObject({ message: BULK_MSG.previewHasErrors(1), extensions: { code: "invalid" } });
    expect(await prisma.product.count({ where: { brand_id: w.brand.id } })).toBe(2);

    const kept = { ...p, changedProducts: p.changedProducts.filter((c) => c.validity !== "error") };
    const res = await apply(w, kept);
    expect(res.errors).toBeUndefined();
    const counts = res.data!.applyBulkUploadProductsPreview;
    expect(counts).toEqual({ numOfNewProducts: 1, numOfUpdatedProducts: 2 });
    expect(PRODUCT_MSG.bulkApplied(counts.numOfNewProducts, counts.numOfUpdatedProducts)).toBe("Added 1 new products and updated 2 existing products.");

    const inAssortment = await productsOfAssortment(w.assortment.id);
    expect(inAssortment.map((x) => x.style_number)).toEqual(["N-1", "O-1", "S-1"]);
    const jacket = inAssortment.find((x) => x.style_number === "N-1")!;
    expect(jacket).toMatchObject({ name: "Jacket", price: 99.5, colors: "Blue", custom_data: { season: "Fall", organic: false }, introduction_date: launch, language: "en" });
    const updated = await prisma.product.findUniqueOrThrow({ where: { id: shirt.id } });
    expect(updated).toMatchObject({ price: 25, custom_data: { keep: "me", season: "Spring", organic: true } });
    // The other product keeps its first assortment and gains this one.
    const links = await prisma.productAssortment.findMany({ where: { product_id: other.id } });
    expect(links.map((l) => l.assortment_id).sort()).toEqual([w.assortment.id, w.otherAssortment.id].sort());
    expect(await prisma.product.count({ where: { style_number: "N-2" } })).toBe(0);
  });

  it("re-derives everything from the file: edited values in the client's preview are ignored", async () => {
    const p = await previewOf(w, await xlsx([["N-1", "Jacket", 10]]));
    const forged = {
      ...p,
      changedProducts: p.changedProducts.map((c) => ({ ...c, name: "Hacked", changedProperties: c.changedProperties.map((x) => ({ ...x, currentValue: "Hacked" })) })),
    };
    expect((await apply(w, forged)).data?.applyBulkUploadProductsPreview).toEqual({ numOfNewProducts: 1, numOfUpdatedProducts: 0 });
    expect(await prisma.product.findFirst({ where: { brand_id: w.brand.id } })).toMatchObject({ name: "Jacket", price: 10 });
  });

  it("removing one of two duplicate rows makes the other valid", async () => {
    const p = await previewOf(w, await xlsx([["D-1", "First"], ["D-1", "Second"]]));
    expect(p.changedProducts.map((c) => c.validity)).toEqual(["error", "error"]);
    const res = await apply(w, { ...p, changedProducts: [p.changedProducts[1]] });
    expect(res.data?.applyBulkUploadProductsPreview).toEqual({ numOfNewProducts: 1, numOfUpdatedProducts: 0 });
    expect((await productsOfAssortment(w.assortment.id)).map((x) => x.name)).toEqual(["Second"]);
  });

  it("re-validates at apply: a product locked by a study since the preview is refused", async () => {
    const shirt = await createProduct(w.brand.id, { style_number: "S-1", name: "Shirt" }, [w.assortment.id]);
    const p = await previewOf(w, await xlsx([["S-1", "Shirt v2"]]));
    expect(p.changedProducts[0]!.validity).toBe("success");
    await useInStudy(w.brand.id, shirt.id, "Active");
    const res = await apply(w, p);
    expect(res.errors?.[0]?.message).toBe(BULK_MSG.previewHasErrors(1));
    expect((await prisma.product.findUniqueOrThrow({ where: { id: shirt.id } })).name).toBe("Shirt");
  });

  it("refuses an empty preview, a forged import id, and a second apply of the same upload", async () => {
    const p = await previewOf(w, await xlsx([["N-1", "Jacket"]]));
    expect((await apply(w, { ...p, changedProducts: [] })).errors?.[0]?.message).toBe(BULK_MSG.nothingToApply);
    expect((await apply(w, { changedProducts: [{ import_id: "not-an-id" }] })).errors?.[0]?.message).toBe(BULK_MSG.previewMalformed);
    const rowOutside = p.changedProducts[0]!.import_id.replace(/:\d+$/, ":99");
    expect((await apply(w, { changedProducts: [{ import_id: rowOutside }] })).errors?.[0]?.message).toBe(BULK_MSG.previewMalformed);
    expect((await apply(w, "nonsense")).errors?.[0]?.message).toBe(BULK_MSG.previewMalformed);
    expect((await apply(w, p)).data?.applyBulkUploadProductsPreview.numOfNewProducts).toBe(1);
    expect((await apply(w, p)).errors?.[0]?.message).toBe(BULK_MSG.uploadExpired);
    expect(await prisma.product.count({ where: { brand_id: w.brand.id } })).toBe(1);
  });

  it("writes nothing when a write fails part-way (one transaction)", async () => {
    const a = await createProduct(w.brand.id, { style_number: "U-1", name: "One" }, [w.assortment.id]);
    const b = await createProduct(w.brand.id, { style_number: "U-2", name: "Two" }, [w.assortment.id]);
    // A trigger stands in for any database failure after the creates and the first update have run.
    await prisma.$executeRawUnsafe(`
      CREATE OR REPLACE FUNCTION bulk_test_boom() RETURNS trigger AS $$
      BEGIN IF NEW.name = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await prisma.$executeRawUnsafe(`CREATE TRIGGER bulk_test_boom BEFORE UPDATE ON "Product" FOR EACH ROW EXECUTE FUNCTION bulk_test_boom()`);
    try {
      const p = await previewOf(w, await xlsx([["N-1", "New one"], ["U-1", "One changed"], ["U-2", "boom"]]));
      expect(p.changedProducts.every((c) => c.validity === "success")).toBe(true);
      // The unexpected database error is logged and masked.
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const res = await apply(w, p);
      expect(log).toHaveBeenCalled();
      log.mockRestore();
      expect(res.errors?.[0]?.extensions?.code).toBe("internal");
      expect(await prisma.product.count({ where: { brand_id: w.brand.id } })).toBe(2);
      expect((await prisma.product.findUniqueOrThrow({ where: { id: a.id } })).name).toBe("One");
      expect((await prisma.product.findUniqueOrThrow({ where: { id: b.id } })).name).toBe("Two");
      expect(await prisma.productAssortment.count({ where: { assortment_id: w.assortment.id } })).toBe(2);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER bulk_test_boom ON "Product"`);
    }
  });

  it("applies to the uploading brand only: another brand cannot use the file reference", async () => {
    const fileUrl = await uploadOk(w.writer.token, w.brand.id, await xlsx([["N-1", "Jacket"]]));
    const otherWriter = await createUser({ brands: { [w.other.id]: [["product", "write"]] } });
    const otherAssortment = await prisma.assortment.create({ data: { brand_id: w.other.id, year: 2026, season: "summer" } });
    const res = await gql(otherWriter.token, PREVIEW, { file_url: fileUrl, brand_id: w.other.id, assortment_id: otherAssortment.id });
    expect(res.errors?.[0]?.message).toBe(BULK_MSG.uploadExpired);
    expect((await preview(w, "upload:../../etc")).errors?.[0]?.message).toBe(BULK_MSG.uploadExpired);
  });
});
