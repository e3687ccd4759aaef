// The study card action menu's visibility rules (spec 3 §2 "Study card action menu", §6), as one pure function.
import type { TStudyStatus } from "./status";

export const MENU_ACTIONS = [
  "link", "duplicate", "delete", "sales_plan", "sales_import", "publish", "edit", "clear_answers", "close",
  "reopen", "to_draft", "view_as_user", "change_dp", "results", "submission_stats", "archive",
] as const;
export type TMenuAction = (typeof MENU_ACTIONS)[number];

export const MENU_LABELS: Record<TMenuAction, string> = {
  link: "Copy Link",
  duplicate: "Duplicate",
  delete: "Delete",
  sales_plan: "Sales Plan",
  sales_import: "Import Sales Data",
  publish: "Publish",
  edit: "Edit",
  clear_answers: "Clear Answers",
  close: "Close",
  reopen: "Re-open",
  to_draft: "Revert to Draft",
  view_as_user: "View as User",
  change_dp: "Change DP",
  results: "Results",
  submission_stats: "Submission Stats",
  archive: "Archive",
};
/** Suffix of the items only admins see on brands without gates and dates. */
export const ADMIN_ONLY_SUFFIX = " (M/S Only)";

export interface TMenuInput {
  status: TStudyStatus;
  isAdmin: boolean;
  canWriteSurvey: boolean;
  gatesAndDates: boolean;
  /** Internal template or template-type study. */
  template: boolean;
  /** The study's type (line_review, early_stage, legacy, ...). */
  type: string | null;
  isV2: boolean;
}

export interface TMenuItem {
  action: TMenuAction;
  label: string;
}

/** Hidden from users without survey write access (spec 3 §6). */
const NEEDS_WRITE: ReadonlySet<TMenuAction> = new Set<TMenuAction>([
  "link", "duplicate", "delete", "sales_plan", "sales_import", "publish", "edit", "clear_answers", "close", "reopen",
  "to_draft", "view_as_user", "change_dp", "archive",
]);
/** Admin-only on brands with gates and dates. */
const GATED: ReadonlySet<TMenuAction> = new Set<TMenuAction>([
  "results", "publish", "edit", "clear_answers", "close", "reopen", "to_draft", "sales_plan", "sales_import",
  "view_as_user", "change_dp", "submission_stats",
]);
/** Admin-only, labelled "(M/S Only)", on brands without gates and dates. */
const MS_ONLY: ReadonlySet<TMenuAction> = new Set<TMenuAction>(["sales_plan", "sales_import", "submission_stats"]);

function offered(a: TMenuAction, m: TMenuInput): boolean {
  switch (a) {
    case "publish":
      return m.status === "Draft" && (m.isAdmin || !m.template);
    case "close":
      return m.status === "Active" && (m.isAdmin || !m.template);
    case "to_draft":
      return m.status === "Active" && m.isAdmin;
    case "reopen":
      return m.status === "Closed";
    case "edit":
      return m.status !== "Closed";
    // Only the sales-data import is limited to line reviews (spec 3 §2, §6); the sales plan is offered on every
    // type, admin-only like the spec says (P15 item 11).
    case "sales_import":
      return m.type === "line_review";
    case "archive":
      return m.isV2;
    default:
      return true;
  }
}

/** The menu items `m` shows, in menu order, with their labels. */
export function studyMenu(m: TMenuInput): TMenuItem[] {
  const items: TMenuItem[] = [];
  for (const action of MENU_ACTIONS) {
    if (!offered(action, m)) continue;
    if (NEEDS_WRITE.has(action) && !m.isAdmin && !m.canWriteSurvey) continue;
    if (m.gatesAndDates && GATED.has(action) && !m.isAdmin) continue;
    const msOnly = !m.gatesAndDates && MS_ONLY.has(action);
    if (msOnly && !m.isAdmin) continue;
    items.push({ action, label: MENU_LABELS[action] + (msOnly ? ADMIN_ONLY_SUFFIX : "") });
  }
  return items;
}
