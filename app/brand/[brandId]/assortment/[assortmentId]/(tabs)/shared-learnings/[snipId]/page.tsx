// /brand/{brandId}/assortment/{assortmentId}/shared-learnings/{snipId} – one snip in its modal over the list (spec 3
// §2), with ?comment= naming a comment to scroll to (a mention e-mail's link). A snip that cannot be shown gets the
// spec's error modal (spec 3 §8), once.
import { redirect } from "next/navigation";
import { sharedLearningsRedirect } from "@/components/assortments/assortment-routes";
import { SnipModal } from "@/components/snips/snip-modal";
import { SnipUnavailable } from "@/components/snips/snip-unavailable";
import { guardBrandPage } from "@/server/access/page-guard";
import { loadSnipView } from "@/server/pages/shared-learnings-page";

interface Props {
  params: Promise<{ brandId: string; assortmentId: string; snipId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function SnipPage({ params, searchParams }: Props) {
  const { brandId, assortmentId, snipId } = await params;
  const { access, brand } = await guardBrandPage(brandId, { permission: "survey.read" });
  const to = sharedLearningsRedirect(brand.features, brandId, assortmentId);
  if (to) redirect(to);
  const view = await loadSnipView(access, assortmentId, snipId);
  if (view.kind === "unavailable") return <SnipUnavailable brandId={brandId} assortmentId={assortmentId} />;
  const raw = (await searchParams).comment;
  const highlight = (Array.isArray(raw) ? raw[0] : raw) ?? null;
  return <SnipModal key={view.snip._id} brandId={brandId} assortmentId={assortmentId} snip={view.snip} definitions={view.definitions} highlight={highlight} />;
}
