// Every text and limit of recording learnings (P13 item 1; spec 3 §2 "Learnings and impact report", §3 Survey impact,
// key takeaways), defined once for the server (server/learnings/*) and the editor and report (components/learnings/*).

/** A takeaway's learning or decision, and each impact text, is at most this many characters (a paragraph or three). */
export const LEARNING_TEXT_MAX = 5_000;
/** An estimated ROI is a figure with a few words ("+€120k in the first season"). */
export const ROI_MAX = 500;
/** The most takeaways one study records (a report page holds 4; 60 is 15 pages). */
export const TAKEAWAYS_MAX = 60;
/** Report pages hold 4 takeaways, 2 per row (spec 3 §2). */
export const TAKEAWAYS_PER_PAGE = 4;

export const LEARNINGS_MSG = {
  learningRequired: "Write the learning: what did the results teach?",
  tooLong: (field: string, max: number) => `${field} can be at most ${max.toLocaleString("en-US")} characters.`,
  questionUnknown: "Choose one of this study's products, or none for the study as a whole.",
  tooMany: `A study can record at most ${TAKEAWAYS_MAX} key takeaways.`,
  notFound: "This key takeaway is no longer available.",
  stale: "Someone changed this since you opened it. Reload to see their change, then try again.",
  orderMismatch: "The order must list each of the study's key takeaways exactly once. Reload and try again.",
  // Toasts (ours).
  saved: "Key takeaway saved.",
  deleted: "Key takeaway deleted.",
  impactSaved: "Impact saved.",
  reordered: "Order saved.",
  saveFailed: "There was an error saving the learnings. Please try again.",
  deleteFailed: "There was an error deleting the key takeaway. Please try again.",
  cancelled: "The learnings report was cancelled.",
  restored: "The learnings report is back.",
} as const;

/** The editor's and the report's labels. */
export const LEARNINGS_UI = {
  addTakeaway: "Add key takeaway",
  editTakeaway: "Edit key takeaway",
  editTakeawayOf: (n: number) => `Edit takeaway ${n}`,
  deleteTakeawayOf: (n: number) => `Delete takeaway ${n}`,
  moveUp: (n: number) => `Move takeaway ${n} up`,
  moveDown: (n: number) => `Move takeaway ${n} down`,
  deleteQuestion: "Delete this key takeaway?",
  deleteText: "The takeaway is removed from the study's learnings and from its report.",
  editImpact: "Edit impact",
  product: "Product",
  productHint: "The product this takeaway is about, with its image in the report.",
  noProduct: "None: about the study as a whole",
  learning: "Learning",
  decision: "Decision",
  estimatedRoi: "Estimated ROI",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  openReport: "Open the learnings report",
  // The report page.
  reportTitle: "Learnings and impact report",
  /** The error page's message when the report could not be loaded (spec 3 §8). */
  loadFailed: "The learnings could not be loaded.",
  print: "Print",
  copyLink: "Copy link",
  linkCopied: "Link copied to the clipboard.",
  copyFailed: "The link could not be copied. Copy it from the address bar.",
  backToResults: "Back to results",
  page: (n: number, of: number) => `Page ${n} of ${of}`,
  afterLaunch: "After launch",
  afterLaunchText: "How the products sold against how shoppers rated them in this study.",
  cancelReport: "Cancel report",
  cancelQuestion: "Cancel this learnings report?",
  keepReport: "Keep report",
  cancelText: "The report stops showing, to your team and to anyone holding a link to it. The takeaways and impact are kept: you can restore the report at any time.",
  restoreReport: "Restore report",
  cancelledTitle: "This learnings report was cancelled",
  cancelledText: "The brand withdrew this report. Its takeaways are kept with the study's results.",
} as const;
