// The texts of "Snip" on the results page (P12 Deliver item 1; docs/decisions.md P12 #10): the button on each card,
// the create dialog and its toasts. The failure toast is the spec's (SNIP_MSG.saveFailed, lib/snips/messages.ts).

export const SNIP_CREATE_UI = {
  /** The button's visible word; its accessible name says which card. */
  button: "Snip",
  buttonLabel: (card: string) => `Snip ${card}`,
  dialogTitle: "Snip this card",
  dialogText: "Save this card with its filters to the study's shared learnings, where your team can discuss it.",
  title: "Title",
  keyInsight: "Key insight",
  keyInsightHint: "Optional: what should the team take away from this card?",
  filters: "Filters in force",
  noFilters: "None: all respondents.",
  cancel: "Cancel",
  save: "Save snip",
  saving: "Saving…",
  saved: "Snip saved.",
  savedNoAssortment: "It is kept with the study; the study belongs to no assortment, so no shared-learnings tab lists it.",
  open: "Open snip",
  // Default titles of cards that have none of their own.
  headToHead: (a: string, b: string) => `${a} vs ${b}`,
  customers: "Customers: respondents by country",
  customersCard: "respondents by country",
  unnamed: "(unnamed product)",
} as const;
