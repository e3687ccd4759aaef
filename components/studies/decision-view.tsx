// The decision view's body: name and dates, a link to its assortment, and its studies with their status.
import Link from "next/link";
import { formatStudyDate, orMissing, studyTitle } from "@/lib/studies/format";
import { studyAssortmentLabel, studyResultsHref } from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";
import type { TBrandFeatures } from "@/lib/schemas/brand";
import type { TDecisionView } from "@/lib/studies/wire";
import { StatusBadge } from "./status-badge";

interface Props {
  brandId: string;
  view: TDecisionView;
  features: TBrandFeatures;
}

export function DecisionView({ brandId, view, features }: Props) {
  const { decision, assortment, surveys } = view;
  return (
    <section aria-labelledby="decision-title" className="flex flex-col gap-4">
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
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Studies for this decision</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2">Title</th>
            <th scope="col">Status</th>
            <th scope="col">Due</th>
            <th scope="col">Respondents</th>
          </tr>
        </thead>
        <tbody>
          {surveys.length === 0 ? (
            <tr>
              <td colSpan={4} className="py-4 text-muted">
                {STUDY_MSG.noneFound("studies")}
              </td>
            </tr>
          ) : (
            surveys.map((s) => (
              <tr key={s._id} className="border-b border-line-soft" data-testid="decision-study">
                <td className="py-2">
                  <Link className="text-primary underline" href={studyResultsHref(brandId, s, features)}>
                    {studyTitle(s.title)}
                  </Link>
                </td>
                <td>
                  <StatusBadge status={s.status} />
                </td>
                <td>{formatStudyDate(s.due_date)}</td>
                <td>{orMissing(s.respondent_count)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
