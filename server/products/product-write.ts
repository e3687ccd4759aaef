import "server-only";
// What create and update share: input parsing, the server side of the §4–§5 rules (assortments, parent,
// translations), the column data, and replacing the product's images, 3D models, assortments and translations.
import { canAddLanguage, parentProblem, parseModel3DUrl, PRODUCT_RULE_MSG } from "@/lib/products/rules";
import { ZProductInput, type TProductInput } from "@/lib/schemas/product";
import { PRODUCT_EXTRA_TEXT_FIELDS } from "@/lib/products/wire";
import type { Prisma } from "../generated/prisma/client";
import type { Tx } from "../db";
import { invalid } from "../errors";
import { invalidFromZod } from "../http/problem";
import { sanitizeDescription } from "./sanitize-description";

export function parseProductInput(raw: unknown): TProductInput {
  const r = ZProductInput.safeParse(raw);
  if (!r.success) throw invalidFromZod(r.error, "product");
  return r.data;
}

export async function assertAssortments(db: Tx, brandId: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db.assortment.count({ where: { brand_id: brandId, id: { in: unique } } });
  if (found !== unique.length) {
    throw invalid(PRODUCT_RULE_MSG.assortmentUnknown, [{ name: "assortment", reason: PRODUCT_RULE_MSG.assortmentUnknown }]);
  }
}

/** Enforces spec 1 §4 "Product parent/child" on the server, whatever the form showed. */
export async function assertParent(db: Tx, brandId: string, productId: string | null, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  const fail = (reason: string) => invalid(reason, [{ name: "parent_id", reason }]);
  if (productId && parentId === productId) throw fail(PRODUCT_RULE_MSG.parentIsSelf);
  const parent = await db.product.findFirst({ where: { id: parentId, brand_id: brandId, deleted: false }, select: { parent_id: true } });
  if (!parent) throw fail(PRODUCT_RULE_MSG.parentUnknown);
  const hasChildren = productId ? (await db.product.count({ where: { parent_id: productId, deleted: false } })) > 0 : false;
  const problem = parentProblem({ productId, parentId, hasChildren, parentParentId: parent.parent_id });
  if (problem) throw fail(problem);
}

type TTranslationInput = NonNullable<TProductInput["additional_languages"]>[number];
type TStoredTranslation = { language: string; completed: boolean; fields: Prisma.JsonValue; price: number | null };

/** JSON with sorted keys, so two equal objects compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function cleanFields(fields: Record<string, unknown>): Record<string, unknown> {
  const out = { ...fields };
  if (typeof out.description === "string") out.description = sanitizeDescription(out.description);
  return out;
}

/**
 * Translation rules (spec 1 §4–§5): a language is never the product's default language and must be a known
 * language; a translation stored as complete is locked, so while it stays complete its fields and price
 * cannot change (unmarking it first unlocks it, as the form's tab does).
 */
export async function checkTranslations(
  db: Tx,
  translations: readonly TTranslationInput[],
  defaultLanguage: string,
  stored: readonly TStoredTranslation[],
): Promise<void> {
  if (translations.length === 0) return;
  const known = new Set(
    (await db.language.findMany({ where: { code: { in: translations.map((t) => t.language) } }, select: { code: true } })).map((l) => l.code),
  );
  const storedBy = new Map(stored.map((s) => [s.language, s]));
  translations.forEach((t, i) => {
    const name = `additional_languages.${i}.language`;
    if (!canAddLanguage(t.language, [], defaultLanguage)) {
      const reason = PRODUCT_RULE_MSG.languageIsDefault(t.language);
      throw invalid(reason, [{ name, reason }]);
    }
    if (!known.has(t.language)) {
      const reason = PRODUCT_RULE_MSG.languageUnknown(t.language);
      throw invalid(reason, [{ name, reason }]);
    }
    const before = storedBy.get(t.language);
    if (before?.completed && t.completed) {
      const changed = canonical(before.fields) !== canonical(cleanFields(t.fields)) || (before.price ?? null) !== (t.price ?? null);
      if (changed) {
        const reason = PRODUCT_RULE_MSG.translationLocked(t.language);
        throw invalid(reason, [{ name: `additional_languages.${i}.fields`, reason }]);
      }
    }
  });
}

const orNull = <T>(v: T | null | undefined): T | null | undefined => (v === undefined ? undefined : v ?? null);

/** Column values. On update an omitted field (undefined) is left as stored; null clears it. */
export function productColumns(input: TProductInput) {
  return {
    name: input.name,
    asset_format: input.asset_format,
    price: orNull(input.price),
    margin: orNull(input.margin),
    description: input.description === undefined ? undefined : sanitizeDescription(input.description),
    colors: orNull(input.colors),
    fit: orNull(input.fit),
    features: orNull(input.features),
    materials: orNull(input.materials),
    product_id: orNull(input.product_id),
    style_name: orNull(input.style_name),
    style_number: orNull(input.style_number),
    color_code: orNull(input.color_code),
    sub_category: orNull(input.sub_category),
    // The family identifier is stored as given; the "keep under the same parent?" question is the form's (§5).
    collection_name: orNull(input.collection_name),
    ...Object.fromEntries(PRODUCT_EXTRA_TEXT_FIELDS.map((f) => [f, orNull(input[f])])),
    categories: input.categories === undefined ? undefined : (input.categories ?? []),
    introduction_date: input.introduction_date === undefined ? undefined : input.introduction_date ? new Date(input.introduction_date) : null,
    msrp_initial: orNull(input.msrp_initial),
    sales_plan: orNull(input.sales_plan),
    parent_id: orNull(input.parent_id),
    custom_data: input.custom_data === undefined ? undefined : ((input.custom_data ?? {}) as Prisma.InputJsonObject),
    forecasts: input.forecasts === undefined ? undefined : ((input.forecasts ?? {}) as Prisma.InputJsonObject),
  };
}

/** Replaces the lists the input carries (in the input's order); lists the input omits stay as stored. */
export async function writeProductLists(tx: Tx, productId: string, input: TProductInput): Promise<void> {
  await tx.productAssortment.deleteMany({ where: { product_id: productId, assortment_id: { notIn: input.assortment } } });
  await tx.productAssortment.createMany({
    data: [...new Set(input.assortment)].map((assortment_id) => ({ product_id: productId, assortment_id })),
    skipDuplicates: true,
  });

  if (input.images) {
    await tx.productImage.deleteMany({ where: { product_id: productId } });
    const images = [...input.images].sort((a, b) => a.order - b.order);
    await tx.productImage.createMany({
      data: images.map((img, i) => ({ product_id: productId, order: i, original: img.original, desktop: img.desktop, mobile: img.mobile })),
    });
  }

  if (input.three_dimensional_models) {
    await tx.productModel3D.deleteMany({ where: { product_id: productId } });
    const models = [...input.three_dimensional_models].sort((a, b) => a.order - b.order);
    await tx.productModel3D.createMany({
      data: models.map((m, i) => {
        // Already checked by the schema; parsed again here for the type and id.
        const ref = parseModel3DUrl(m.url)!;
        return { product_id: productId, type: ref.type, external_id: ref.id, order: i };
      }),
    });
  }

  if (input.additional_languages) {
    const langs = input.additional_languages.map((t) => t.language);
    await tx.productTranslation.deleteMany({ where: { product_id: productId, language: { notIn: langs } } });
    for (const t of input.additional_languages) {
      const data = { fields: cleanFields(t.fields) as Prisma.InputJsonObject, price: t.price ?? null, completed: t.completed };
      await tx.productTranslation.upsert({
        where: { product_id_language: { product_id: productId, language: t.language } },
        create: { product_id: productId, language: t.language, ...data },
        update: data,
      });
    }
  }
}
