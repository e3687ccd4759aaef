// Every text of the results page's filters panel (components/results/filters-panel.tsx), defined once. Spec 3 §2
// "Snip view modal": the summary shows 3 filters, then "+ Expand N more filters" or "- Condense filters"; a range
// filter labelled "Point-based range" shows start - end; titles about gender and age read "Gender" and "Age".
import { RESULTS_PAGE } from "@/lib/messages";

export const FILTER_TEXT = {
  title: "Filters",
  /** The controls' group, for assistive technology. */
  controls: "Choose filters",
  apply: "Apply filters",
  clearAll: "Clear all",
  /** Said beside Apply while choices wait to be applied. */
  unapplied: "Your choices are not applied yet.",
  chips: "Applied filters",
  none: "No filters applied: the results count every respondent.",
  chip: (name: string, value: string) => `${name}: ${value}`,
  removeChip: (label: string) => `Remove filter ${label}`,
  expand: (n: number) => `+ Expand ${n} more ${n === 1 ? "filter" : "filters"}`,
  condense: "- Condense filters",
  /** A range shown in a chip and on its control (spec: "shows start - end"). */
  range: (start: string, end: string) => `${start} - ${end}`,
  /** After the count of chosen options on a filter's button, for screen readers. */
  chosen: "chosen",
  searchOptions: (name: string) => `Search ${name}`,
  noMatch: "No option matches your search.",
  clearFilter: (name: string) => `Clear ${name}`,
  from: "From",
  to: "To",
  sliderFrom: (name: string) => `${name}, lowest`,
  sliderTo: (name: string) => `${name}, highest`,
  numberFrom: (name: string) => `${name} from`,
  numberTo: (name: string) => `${name} to`,
  bounds: (low: string, high: string) => `Respondents range from ${low} to ${high}.`,
  /** Why a typed number was changed (spec 3 §5). */
  corrected: {
    notANumber: (edge: string) => `${edge} must be a number: it was set to 0.`,
    aboveUpper: (edge: string, other: string, value: string) => `${edge} cannot be more than ${other}: it was set to ${value}.`,
    belowLower: (edge: string, other: string, value: string) => `${edge} cannot be less than ${other}: it was set to ${value}.`,
  },
  updating: RESULTS_PAGE.updating,
  /** Spec 3 §2: titles about gender and age are relabelled. */
  gender: "Gender",
  age: "Age",
  demographic: "Demographic",
} as const;
