// What both results routes render (spec 3 §2: /campaign/{s}/results and the v2 /survey/{s}/results): the results of
// a signed-in user, or with `?share=` the read-only results a link opens (P13 item 2; the workspace layout leaves
// that page bare). Not a route itself (no page.tsx here).
import { cookies } from "next/headers";
import { ResultsPage } from "@/components/results/results-page";
import { SharedResults } from "@/components/results/share/shared-results";
import type { TSearchParams } from "@/lib/results/page";
import { shareSeenCookie } from "@/lib/shares/address";
import { loadResultsPage, loadSharedResultsPage, type TResultsBase } from "@/server/pages/results-page";

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function ResultsRoute({ brandId, studyId, search, base }: { brandId: string; studyId: string; search: TSearchParams; base: TResultsBase }) {
  const token = first(search.share);
  if (token === undefined) return <ResultsPage data={await loadResultsPage(brandId, studyId, search, base)} />;
  const page = await loadSharedResultsPage(token, brandId, studyId, search, base);
  const seen = page.kind === "ready" && (await cookies()).has(shareSeenCookie(page.tokenId));
  return <SharedResults page={page} brandId={brandId} studyId={studyId} skipGate={seen || search.pdfutility !== undefined} requestedTab={first(search.tab)} />;
}
