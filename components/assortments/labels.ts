// Labels of the assortment screens that the spec names without quoting a text (its quoted texts live in
// lib/studies/messages.ts). Exported so the e2e tests find the same words.
export const ASSORTMENT_LABELS = {
  newAssortment: "New Assortment",
  editAssortment: "Edit Assortment",
  deleteTitle: "Delete Assortment",
  deleteBody: (label: string) => `Are you sure you want to delete the assortment ${label}? This cannot be undone.`,
  year: "Year",
  season: "Season",
  category: "Category",
  choose: "Select...",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  edit: (label: string) => `Edit ${label}`,
  delete: (label: string) => `Delete ${label}`,
  open: (label: string) => `Open ${label}`,
  decisions: "Decisions",
  calendarEvents: "Calendar events",
  noDecisions: "No decisions yet.",
  noEvents: "No calendar events yet.",
  noCategory: "No category",
  emptyHint: "Create an assortment to plan a season's line and its studies.",
  timelineRegion: "Assortment timeline",
  retry: "Try again",
} as const;

/** The header pills of an assortment page (spec 3 §2 "Assortment page"). */
export const ASSORTMENT_PILLS = {
  products: "Products",
  surveys: "Studies",
  profiles: "Profiles",
  shared_items: "Shared Items",
} as const;

export const HEADER_LABELS = { counts: "Assortment counts", tabs: "Assortment sections" } as const;

/** The assortment page's tabs, in order (spec 3 §2 routes). */
export const ASSORTMENT_TABS = [
  { slug: "products", label: "Products" },
  { slug: "tests", label: "Tests" },
  { slug: "line-reviews", label: "Line Reviews" },
  { slug: "shared-learnings", label: "Shared Learnings" },
] as const;
export type TAssortmentTab = (typeof ASSORTMENT_TABS)[number]["slug"];
