// The one toast outlet of the app (sonner), rendered by app/layout.tsx; features raise toasts with ./toast.ts.
// Toasts start below the band where a tall dialog puts its close button (5vh from the top, the button within 56 px of
// the panel's top: P15 item 8), so a toast never covers a dialog's Close.
import { Toaster } from "sonner";
import { Z_INDEX } from "./z-index";

/** Where the first toast starts: below a tall dialog's close button. */
export const TOAST_TOP = "calc(5vh + 60px)";

export function AppToaster() {
  return <Toaster position="top-right" offset={{ top: TOAST_TOP }} mobileOffset={{ top: TOAST_TOP }} richColors closeButton style={{ zIndex: Z_INDEX.toast }} />;
}
