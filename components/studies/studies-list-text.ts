// Our labels of the studies list (the spec names the columns and buttons; the rest is our wording).
export const STUDIES_LIST_TEXT = {
  title: "Studies",
  lineReviews: "Line Reviews",
  groupStudies: "Group Studies",
  template: "Template",
  total: (n: number) => (n === 1 ? "1 study" : `${n} studies`),
  selected: (n: number) => `${n} selected`,
  selectAll: "Select all studies on this page",
  selectRow: (title: string) => `Select ${title}`,
  actions: "Actions",
  /** The table and its scrolling box (not the page heading alone: the section is already a region of that name). */
  table: (heading: string) => `${heading} table`,
  columns: {
    title: "Title",
    status: "Status",
    assortment: "Assortment",
    decisionPoint: "Decision Point",
    respondents: "Respondents",
    dueDate: "Due Date",
    created: "Created",
  },
} as const;
