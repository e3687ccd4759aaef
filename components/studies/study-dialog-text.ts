// The study card menu's dialog texts.
/** Our wording for what the spec does not show (the dialogs' bodies and the small dialogs' labels). */
export const DIALOG_TEXT = {
  body: {
    clear_answers: (t: string) => `All answers collected for "${t}" will be removed.`,
    close: (t: string) => `"${t}" will stop collecting answers.`,
    reopen: (t: string) => `"${t}" will collect answers again.`,
    to_draft: (t: string) => `"${t}" will go back to Draft.`,
    delete: (t: string) => `"${t}" will be deleted with everything in it. This cannot be undone.`,
    archive: (t: string) => `"${t}" will be archived and will leave the lists.`,
  },
  archive: { title: "Archive Study", busy: "Archiving..." },
  duplicate: {
    title: "Duplicate Study",
    body: (t: string) => `Make a Draft copy of "${t}".`,
    withProducts: "With products",
    withoutProducts: "Without products",
    busy: "Duplicating...",
  },
  changeDp: { title: "Change Decision Point", label: "Decision point", save: "Save", busy: "Saving...", loading: "Loading...", none: "This brand has no decision points yet." },
  stats: { title: "Submission Stats", raw: "Raw submissions", processed: "Processed", waiting: "Waiting", close: "Close" },
} as const;
