// /brand/{brandId}/home → the brand dashboard (timeline); knowledge-base-only users go to their knowledge base.
import { redirect } from "next/navigation";
import { routes } from "@/lib/routes";
import { guardBrandPage } from "@/server/access/page-guard";

export default async function BrandHome({
  params,
  searchParams,
}: {
  params: Promise<{ brandId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { brandId } = await params;
  await guardBrandPage(brandId);
  // Query parameters (view=user, a flash notice) travel on to the dashboard.
  const query = new URLSearchParams(
    Object.entries(await searchParams).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]])),
  ).toString();
  redirect(query ? `${routes.timeline(brandId)}?${query}` : routes.timeline(brandId));
}
