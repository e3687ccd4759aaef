// Who may import sales data and who may see it (P13): survey write to download the template, preview and import;
// survey read to see sales against sentiment; other brands' members nothing; signed-out callers 401.
import { beforeAll, describe, expect, it } from "vitest";
import { MSG } from "@/lib/messages";
import { prisma } from "@/server/db";
import { createWorld, importFile, preview, previewOk, salesData, template, xlsx, type TWorld } from "./support";

let w: TWorld;
let fileUrl: string;
let bytes: Buffer;
beforeAll(async () => {
  w = await createWorld();
  bytes = await xlsx(w.products.map((p, i) => [p.product_id, null, null, 10 * (i + 1), 100]));
  fileUrl = (await previewOk(w, bytes)).file_url;
}, 60_000);

const writeDenied = "You do not have permission to write survey.";

describe("a member with survey read only", () => {
  it("cannot download the template, preview or import, and nothing is written", async () => {
    expect((await template(w.reader.token, w.brand.id, w.study.id)).status).toBe(403);
    const p = await preview(w.reader.token, w.brand.id, w.study.id, bytes);
    expect([p.status, p.json.detail]).toEqual([403, writeDenied]);
    const i = await importFile(w.reader.token, w.brand.id, w.study.id, { file_url: fileUrl, version: 0 });
    expect([i.status, i.json.detail]).toEqual([403, writeDenied]);
    expect(await prisma.salesData.count({ where: { survey_id: w.study.id } })).toBe(0);
  });

  it("sees the sales against sentiment once imported (null before)", async () => {
    expect((await salesData(w.reader.token, w.brand.id, w.study.id)).json.results).toBeNull();
    const ok = await importFile(w.writer.token, w.brand.id, w.study.id, { file_url: fileUrl, version: 0 });
    expect(ok.status).toBe(200);
    const res = await salesData(w.reader.token, w.brand.id, w.study.id);
    expect(res.status).toBe(200);
    expect(res.json.results).toMatchObject({ n: 5, rho: -1 });
  });
});

describe("outsiders and signed-out callers", () => {
  it("get 403 and 401 everywhere", async () => {
    for (const token of [w.outsider.token, null]) {
      const status = token ? 403 : 401;
      expect((await template(token, w.brand.id, w.study.id)).status).toBe(status);
      const p = await preview(token, w.brand.id, w.study.id, bytes);
      expect(p.status).toBe(status);
      const i = await importFile(token, w.brand.id, w.study.id, { file_url: fileUrl, version: 1 });
      expect(i.status).toBe(status);
      const r = await salesData(token, w.brand.id, w.study.id);
      expect(r.status).toBe(status);
      if (token) expect(r.json.detail).toBe(MSG.noBrandAccess);
    }
  });

  it("cannot reach another brand's study through their own brand", async () => {
    const res = await salesData(w.outsider.token, w.other.id, w.study.id);
    expect(res.status).toBe(404);
  });
});
