// Access (spec 1 §6): product write for upload, preview and apply; product read for the two downloads;
// outsiders get 403 everywhere, signed-out callers 401.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { APPLY, createWorld, gql, PREVIEW, upload, uploadOk, xlsx, type TWorld } from "./support";

let w: TWorld;
let fileUrl: string;
let bytes: Buffer;
beforeAll(async () => {
  w = await createWorld();
  bytes = await xlsx([["S-1", "Shirt"]]);
  fileUrl = await uploadOk(w.writer.token, w.brand.id, bytes);
});

const TEMPLATE = `query($b: ID!, $a: ID!) { bulkProductUploadTemplate(brand_id: $b, assortment_id: $a) }`;
const CURRENT = `query($b: ID!, $a: ID!) { currentProductsTemplate(brand_id: $b, assortment_id: $a) }`;
const writeMessage = "You do not have permission to write product.";

const operations = () => ({
  preview: (token: string | null) => gql(token, PREVIEW, { file_url: fileUrl, brand_id: w.brand.id, assortment_id: w.assortment.id }),
  apply: (token: string | null) =>
    gql(token, APPLY, { preview: { changedProducts: [{ import_id: `${fileUrl.slice(7)}:2` }] }, brand_id: w.brand.id, assortmentId: w.assortment.id }),
  template: (token: string | null) => gql(token, TEMPLATE, { b: w.brand.id, a: w.assortment.id }),
  current: (token: string | null) => gql(token, CURRENT, { b: w.brand.id, a: w.assortment.id }),
});

describe("outsiders", () => {
  it("get 403 on the upload route", async () => {
    const res = await upload(w.outsider.token, w.brand.id, [{ bytes, name: "p.xlsx" }]);
    expect([res.status, res.json.detail]).toEqual([403, MSG.noBrandAccess]);
  });

  it.each(["preview", "apply", "template", "current"] as const)("get forbidden on %s", async (op) => {
    const res = await operations()[op](w.outsider.token);
    expect(res.errors?.[0]).toMatchObject({ message: MSG.noBrandAccess, extensions: { code: "forbidden" } });
  });
});

describe("a member without product write", () => {
  it("gets 403 on the upload route", async () => {
    const res = await upload(w.reader.token, w.brand.id, [{ bytes, name: "p.xlsx" }]);
    expect([res.status, res.json.detail]).toEqual([403, writeMessage]);
  });

  it.each(["preview", "apply"] as const)("gets forbidden on %s and nothing is written", async (op) => {
    const res = await operations()[op](w.reader.token);
    expect(res.errors?.[0]).toMatchObject({ message: writeMessage, extensions: { code: "forbidden" } });
    expect(await prisma.product.count({ where: { brand_id: w.brand.id } })).toBe(0);
  });

  it.each(["template", "current"] as const)("may download the %s (product read)", async (op) => {
    const res = await operations()[op](w.reader.token);
    expect(res.errors).toBeUndefined();
  });
});

describe("signed-out callers", () => {
  it("get 401 on the upload route and unauthenticated in GraphQL", async () => {
    expect((await upload(null, w.brand.id, [{ bytes, name: "p.xlsx" }])).status).toBe(401);
    for (const op of ["preview", "apply", "template", "current"] as const) {
      expect((await operations()[op](null)).errors?.[0]?.extensions?.code).toBe("unauthenticated");
    }
  });
});

describe("ids", () => {
  it("refuses a malformed brand id and an assortment of another brand", async () => {
    const bad = await upload(w.writer.token, "nope", [{ bytes, name: "p.xlsx" }]);
    expect([bad.status, bad.json.detail]).toEqual([400, MSG.invalidBrandId]);
    const foreign = await prisma.assortment.create({ data: { brand_id: w.other.id, year: 2026, season: "resort" } });
    const res = await gql(w.writer.token, PREVIEW, { file_url: fileUrl, brand_id: w.brand.id, assortment_id: foreign.id });
    expect(res.errors?.[0]?.extensions?.code).toBe("not_found");
  });

  it("lets the writer through (the control for the refusals above)", async () => {
    expect((await operations().preview(w.writer.token)).errors).toBeUndefined();
  });
});
