// /brand/{brandId}/labs – MakerLabs (spec 1 §2: a sidebar entry for synthetic research, path not given). The sidebar
// links here when enableSyntheticResearch is on; until predictions are built (P14) the page says what MakerLabs will
// do, when it arrives and leads back, rather than leaving the link a 404 (docs/decisions.md P8 #21, P10). The sidebar
// does not prefetch it (lib/sidebar.ts), so no request for it fires on every page load.
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { guardBrandPage } from "@/server/access/page-guard";
import { LABS_PAGE } from "@/lib/messages";
import { routes } from "@/lib/routes";

export const metadata = { title: "MakerLabs" };

export default async function LabsPage({ params }: { params: Promise<{ brandId: string }> }) {
  const { brandId } = await params;
  const { brand } = await guardBrandPage(brandId, { permission: "knowledge_base.read", feature: "enableSyntheticResearch" });
  return (
    <section aria-labelledby="labs-title" className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 id="labs-title" className="text-2xl font-semibold">
          MakerLabs
        </h1>
        <p className="mt-1 text-muted">{LABS_PAGE.lead(brand.name)}</p>
      </div>
      <p className="rounded-panel border border-dashed border-line-strong p-6 text-muted" data-testid="labs-not-yet">
        {LABS_PAGE.notYet}
      </p>
      <section aria-labelledby="labs-what">
        <h2 id="labs-what" className="text-lg font-semibold">
          {LABS_PAGE.whatTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
          {LABS_PAGE.what(brand.name).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="labs-when">
        <h2 id="labs-when" className="text-lg font-semibold">
          {LABS_PAGE.whenTitle}
        </h2>
        <p className="mt-2 text-ink-soft">{LABS_PAGE.when}</p>
      </section>
      <div className="flex flex-wrap gap-2">
        <Link href={routes.timeline(brandId)} className={buttonClass("primary")}>
          {LABS_PAGE.back}
        </Link>
        <Link href={routes.tests(brandId)} className={buttonClass("secondary")}>
          {LABS_PAGE.studies}
        </Link>
      </div>
    </section>
  );
}
