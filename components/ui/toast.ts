// Toasts: the dashboard uses sonner, mounted once by <AppToaster> (components/ui/toaster.tsx) in app/layout.tsx.
// Features import `toast` from here, never from sonner (tests/unit/ui/imports.test.ts), so the look, durations and
// de-duplication are decided in one place. Pass an `id` to replace a toast of the same id instead of stacking a
// second one (e.g. one "could not load" per screen).
import { toast as sonner } from "sonner";

export interface TToastOptions {
  id?: string | number;
  description?: string;
  /** One button in the toast ("Open snip"). */
  action?: { label: string; onClick: () => void };
}

export const toast = {
  success: (message: string, options?: TToastOptions) => sonner.success(message, options),
  error: (message: string, options?: TToastOptions) => sonner.error(message, options),
  info: (message: string, options?: TToastOptions) => sonner.info(message, options),
  warning: (message: string, options?: TToastOptions) => sonner.warning(message, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
