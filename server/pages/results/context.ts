import "server-only";
// What each results tab's loader is given (server/pages/results/<tab>.ts): the viewer's access to the study (survey
// read, a user's or a results link's; the loaders ask for more with withPermission only where `view.can` says they
// may, which it never does for a link), and the page's view.
import type { TResultsView } from "@/lib/results/view";
import type { TViewAccess } from "../../access/authorize";

export interface TResultsLoadContext {
  /** The reader's proof of survey read on the study: a user's, or a results link's (P13). */
  access: TViewAccess;
  view: TResultsView;
}
