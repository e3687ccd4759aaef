// The body of a demographic create / update (REST and GraphQL) turned into what the rules of
// lib/study-rules/demographics.ts read, and the rules' answer turned into the stored columns. Pure.
import { demographicForSave, type TDemographicDraft, type TPointValue } from "@/lib/study-rules/demographics";
import type { TDemographicData } from "./wire";
import type { TWireDemographic } from "../builder/builder-wire";

/** A list cut or padded to `length` (padding with `fill`). */
export function fitLength<T>(list: readonly T[], length: number, fill: T): T[] {
  return Array.from({ length }, (_, i) => (i < list.length ? list[i]! : fill));
}

/**
 * The draft the rules check: title trimmed; point values and each country's flags lined up with the options (a
 * missing point value is blank, a missing country flag means the answer is offered there: our decision); country
 * codes lower-cased.
 */
export function toDemographicDraft(d: TDemographicData, extra: Pick<TDemographicDraft, "editable" | "audience_weighting"> = {}): TDemographicDraft {
  const options = d.options.map((o) => o.trim());
  return {
    type: d.type,
    title: d.title.trim(),
    options,
    images: d.images.map((i) => ({ ...i, label: i.label.trim() })),
    pointable: d.pointable,
    point_values: fitLength<TPointValue>(d.point_values, options.length, null),
    country_options: Object.fromEntries(
      Object.entries(d.country_options).map(([c, flags]) => [c.toLowerCase(), fitLength(flags, options.length, true)]),
    ),
    required: d.required,
    ...extra,
  };
}

export type TDemographicColumns = Pick<
  TWireDemographic,
  "type" | "title" | "dashboard_title" | "options" | "images" | "pointable" | "point_values" | "country_options" | "show_as_dropdown" | "special_input_type"
>;

/** The stored columns of a checked draft (demographicForSave applied: blank options dropped with their values). */
export function demographicColumns(d: TDemographicData, draft: TDemographicDraft): { columns: TDemographicColumns; required: boolean } {
  const saved = demographicForSave(draft);
  return {
    columns: {
      type: saved.type,
      title: saved.title,
      dashboard_title: d.dashboard_title?.trim() ? d.dashboard_title.trim() : null,
      options: saved.options,
      images: saved.images.map((i) => ({ label: i.label, original: i.original ?? "", mobile: i.mobile ?? "", desktop: i.desktop ?? "" })),
      pointable: saved.pointable,
      // demographicForSave leaves only numbers here (the errors refused blanks and non-numbers on kept options).
      point_values: saved.point_values.filter((v): v is number => typeof v === "number"),
      country_options: saved.country_options,
      show_as_dropdown: saved.type === "choice" || saved.type === "multi" ? d.show_as_dropdown : false,
      special_input_type: d.special_input_type?.trim() ? d.special_input_type.trim() : null,
    },
    required: saved.required,
  };
}
