// The one toast outlet of the app (sonner), rendered by app/layout.tsx; features raise toasts with ./toast.ts.
import { Toaster } from "sonner";
import { Z_INDEX } from "./z-index";

export function AppToaster() {
  return <Toaster position="top-right" richColors closeButton style={{ zIndex: Z_INDEX.toast }} />;
}
