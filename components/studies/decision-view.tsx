// The decision view's body: name and dates, a link to its assortment, what a decision point is (P15 item 10), and its
// studies with their status, each linking to its results (a client table of the kit, decision-studies-table.tsx).
import Link from "next/link";
import { DECISION_TEXT } from "@/lib/help/decision";
import { routes } from "@/lib/routes";
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
      <section aria-label={DECISION_TEXT.aboutLabel} className="flex flex-col gap-1 rounded-panel border border-line bg-white p-4 text-sm text-ink-soft" data-testid="decision-about">
        <p>{DECISION_TEXT.what}</p>
        <p>{DECISION_TEXT.studies}</p>
        <p>
          <Link className="text-primary underline" href={`${routes.help(brandId, "screens")}#decision`}>
            {DECISION_TEXT.more}
          </Link>
        </p>
      </section>
      <DecisionStudiesTable brandId={brandId} surveys={surveys} features={features} />
    </section>
  );
}
