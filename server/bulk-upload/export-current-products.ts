import "server-only";
// currentProductsTemplate (spec 1 §7): the assortment's products in the template's columns, ready to edit and
// upload again. Texts that look like formulas are written quote-prefixed (lib/bulk-upload/neutralise.ts).
import { BULK_UPLOAD_MAX_ROWS } from "@/lib/bulk-upload/limits";
import { BULK_INSTRUCTIONS } from "@/lib/bulk-upload/messages";
import type { TColumnModel } from "@/lib/bulk-upload/columns";
import type { TBrandAccess } from "../access/authorize";
import { prisma } from "../db";
import { createDownloadUrl } from "../downloads/sign";
import { currentProductsFileName } from "./file-names";
import { loadColumnModel } from "./load-columns";
import { requireBrandAssortment } from "./require-assortment";
import { writeProductsWorkbook, type TExportValue } from "./write-workbook";

const PAGE = 1_000;

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The assortment's live products, oldest first, a page at a time (keyset on date_created + id: flat memory). */
async function* productRows(access: TBrandAccess, assortmentId: string, model: TColumnModel): AsyncGenerator<TExportValue[]> {
  let after: { date_created: Date; id: string } | undefined;
  for (;;) {
    const page = await prisma.product.findMany({
      where: access.where({
        deleted: false,
        assortments: { some: { assortment_id: assortmentId } },
        ...(after ? { OR: [{ date_created: { gt: after.date_created } }, { date_created: after.date_created, id: { gt: after.id } }] } : {}),
      }),
      orderBy: [{ date_created: "asc" }, { id: "asc" }],
      take: PAGE,
    });
    for (const p of page) {
      yield model.columns.map((c) => {
        const t = c.target;
        return (t.kind === "json" ? asRecord(p[t.root])[t.key] : p[t.field]) as TExportValue;
      });
    }
    if (page.length < PAGE) return;
    const last = page[page.length - 1]!;
    after = { date_created: last.date_created, id: last.id };
  }
}

/** Needs product.read. */
export async function currentProductsTemplate(access: TBrandAccess, assortmentId: string): Promise<string> {
  const assortment = await requireBrandAssortment(prisma, access.brandId, assortmentId);
  const model = await loadColumnModel(prisma, access.brandId);
  const instructions = BULK_INSTRUCTIONS({ identifier: model.identifier.header, name: model.name.header, maxRows: BULK_UPLOAD_MAX_ROWS });
  const file = await writeProductsWorkbook(model, productRows(access, assortmentId, model), instructions);
  return createDownloadUrl(file, currentProductsFileName(assortment));
}
