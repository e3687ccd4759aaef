"use client";
// An expanded segmentation question's answers (spec 2 §2 "Segmentation step"): a text question says so, an image
// question shows its images and labels, a choice question a kit DataTable of its answers with their point values
// (pointable questions) and which country offers each (✓ / –), in the question's order (no sorting).
import { DataTable, dataTableColumns } from "@/components/ui/data-table";
import { RetryingImage } from "@/components/ui/retrying-image";
import { formatPoints } from "@/lib/demographics/ranges";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TWireSurveyDemographic } from "@/lib/builder/builder-wire";

export function RowDetails({ row }: { row: TWireSurveyDemographic }) {
  const d = row.demographic;
  if (d.type === "text") return <p className="text-faint">{DEMOGRAPHIC_MSG.typeLabels.text}</p>;
  if (d.type === "image") {
    if (d.images.length === 0) return <p>{DEMOGRAPHIC_MSG.noImageOptions}</p>;
    return (
      <ul className="flex flex-wrap gap-2">
        {d.images.map((img, i) => (
          <li key={i} className="flex w-20 flex-col items-center gap-1 text-xs">
            <RetryingImage src={img.mobile || img.original} alt="" className="h-16 w-16 rounded object-cover" />
            {img.label}
          </li>
        ))}
      </ul>
    );
  }
  if (d.options.length === 0) return <p>{DEMOGRAPHIC_MSG.noQuestions}</p>;
  return <DataTable label={d.title} columns={answerColumns(d)} data={d.options.map((option, index) => ({ option, index }))} getRowId={(r) => String(r.index)} empty={null} className="text-xs" />;
}

interface TAnswerRow {
  option: string;
  index: number;
}
const answerCol = dataTableColumns<TAnswerRow>();

/** The answers' columns: the answer, its point value (pointable questions) and whether each country offers it. */
function answerColumns(d: TWireSurveyDemographic["demographic"]) {
  return answerCol.columns([
    answerCol.accessor("option", { header: DEMOGRAPHIC_MSG.optionsLegend, enableSorting: false }),
    ...(d.pointable
      ? [
          answerCol.display({
            id: "points",
            header: DEMOGRAPHIC_MSG.pointable,
            cell: ({ row }) => {
              const v = d.point_values[row.original.index];
              return <span className="tabular-nums">{typeof v === "number" ? formatPoints(v) : ""}</span>;
            },
          }),
        ]
      : []),
    ...Object.keys(d.country_options).map((c) =>
      answerCol.display({ id: `country-${c}`, header: c, cell: ({ row }) => (d.country_options[c]?.[row.original.index] === false ? "–" : "✓") }),
    ),
  ]);
}
