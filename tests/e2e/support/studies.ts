// Draft studies for the wizard journeys, made through the API as the signed-in user of `api`.
import type { APIRequestContext } from "@playwright/test";
import { DEMO, json } from "./world";

type TProduct = { _id: string; name: string; assortment: string[] };

/**
 * A new Draft study in a Demo assortment that has at least `count` products, typed (so the decision-point chooser
 * stays closed) and titled, with `count` of them selected.
 */
export async function draftStudyWithProducts(api: APIRequestContext, title: string, count = 2): Promise<{ assortment: string; id: string }> {
  const all = await json<TProduct[]>(await api.get(`/api/v1/admin/brand/${DEMO}/products/?offset=0&limit=5000`));
  const by = new Map<string, TProduct[]>();
  for (const p of all) for (const a of p.assortment) by.set(a, [...(by.get(a) ?? []), p]);
  const found = [...by.entries()].find(([, ps]) => ps.length >= count);
  if (!found) throw new Error(`No Demo assortment with ${count} products`);
  const [assortment, products] = found;
  const { _id } = await json<{ _id: string }>(await api.post(`/api/v1/admin/brand/${DEMO}/campaignSNT`, { data: { assortment } }));
  const s = await json<{ date_modified: string }>(await api.get(`/api/v1/brand/${DEMO}/survey/${_id}?view=wizard`));
  await json(
    await api.put(`/api/v1/admin/brand/${DEMO}/survey/${_id}`, {
      data: { date_modified: s.date_modified, title, type: "concept", products: products.slice(0, count).map((p) => ({ product: p._id })) },
    }),
  );
  return { assortment, id: _id };
}
