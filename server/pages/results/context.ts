import "server-only";
// What each results tab's loader is given (server/pages/results/<tab>.ts): the viewer's access to the study (survey
// read; the loaders ask for more with withPermission only where `view.can` says they may), and the page's view.
import type { TResultsView } from "@/lib/results/view";
import type { TBrandAccess } from "../../access/authorize";

export interface TResultsLoadContext {
  /** The viewer's proof of survey read on the brand. */
  access: TBrandAccess;
  view: TResultsView;
}
