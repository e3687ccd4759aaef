// The results page's print view (P11 item 7): `print=all` lays every tab out one after another, each starting a new
// page, with the filters in force stated once at the top; the browser's print dialog opens when it is ready.
export const RESULTS_PRINT = {
  button: "Print",
  buttonLabel: "Print every tab of these results",
  banner: "Print view: every tab of the results, each on its own page.",
  back: "Back to the results",
  printAgain: "Print",
  filtersTitle: "Filters",
  noFilters: "All respondents (no filters).",
} as const;
