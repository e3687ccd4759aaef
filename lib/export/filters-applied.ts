// The filters_applied sheet of the relational export (P13 item 5): one row per option of each filter the export was
// narrowed by — filter (its key in the request), key (the demographic question, or the bound of a range), value (the
// id, code or answer as given) and label (what the results screen shows for it). No filters: no rows (the study sheet
// says filtered = false). Pure.
import { AUDIENCE_TYPE_NAMES, RESULTS_FILTER_TYPES, type TResultsFilters } from "@/lib/results/filters";

export interface TFilterRow {
  filter: string;
  key: string | null;
  value: string | number;
  label: string | null;
}

/** Names of the ids a filter can hold (countries, consumer and segmentation profiles, demographic questions). */
export type TFilterLabels = ReadonlyMap<string, string>;

export function filtersAppliedRows(filters: TResultsFilters, labels: TFilterLabels): TFilterRow[] {
  const rows: TFilterRow[] = [];
  const label = (id: string) => labels.get(id) ?? null;
  for (const type of RESULTS_FILTER_TYPES) {
    if (type === "demographics") {
      for (const d of filters.demographics ?? []) {
        for (const answer of d.answers) rows.push({ filter: type, key: d.demographic_id, value: answer, label: label(d.demographic_id) });
      }
    } else if (type === "summed_values") {
      const range = filters.summed_values;
      if (range) {
        rows.push({ filter: type, key: "start_range", value: range.start_range, label: null });
        rows.push({ filter: type, key: "end_range", value: range.end_range, label: null });
      }
    } else if (type === "audience_types") {
      for (const t of filters.audience_types ?? []) rows.push({ filter: type, key: null, value: t, label: AUDIENCE_TYPE_NAMES[t] });
    } else if (type === "languages" || type === "regions") {
      for (const v of filters[type] ?? []) rows.push({ filter: type, key: null, value: v, label: null });
    } else {
      for (const id of filters[type] ?? []) rows.push({ filter: type, key: null, value: id, label: label(id) });
    }
  }
  return rows;
}
