// The decision view's body: name and dates, a link to its assortment, and its studies with their status (a client
// table of the kit, decision-studies-table.tsx).
import Link from "next/link";
import { formatStudyDate } from "@/lib/studies/format";
import { studyAssortmentLabel } from "@/lib/studies/list-view";
import type { TBrandFeatures } from "@/lib/schemas/brand";
import type { TDecisionView } from "@/lib/studies/wire";
import { DecisionStudiesTable } from "./decision-studies-table";

interface Props {
  brandId: string;
  view: TDecisionView;
  features: TBrandFeatures;
}

export function DecisionView({ brandId, view, features }: Props) {
  const { decision, assortment, surveys } = view;
  return (
    <section aria-labelledby="decision-title" className="flex min-w-0 flex-col gap-4">
      <header>
        <h1 id="decision-title" className="text-2xl font-semibold">
          {decision.name}
        </h1>
        <p className="mt-1 text-subtle">
          {formatStudyDate(decision.date_start)} – {formatStudyDate(decision.date_end)} ·{" "}
          <Link className="text-primary underline" href={`/brand/${brandId}/assortment/${assortment._id}`}>
            {studyAssortmentLabel(assortment)}
          </Link>
        </p>
      </header>
      <DecisionStudiesTable brandId={brandId} surveys={surveys} features={features} />
    </section>
  );
}
