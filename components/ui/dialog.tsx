"use client";
// The dashboard's dialog (Radix): overlay, a centred panel with title, optional description, body and footer
// buttons, on the one z-index scale (z-dialog; `stacked` for a dialog opened over another one). `alert` gives it the
// alertdialog role for questions the user must answer. Radix traps the focus, closes on Escape and gives the focus back;
// `closeOnOutsideClick={false}` keeps it open when the user clicks beside it.
import * as RadixDialog from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";

export type TDialogSize = "sm" | "md" | "lg" | "xl" | "2xl";

const WIDTH: Record<TDialogSize, string> = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl", "2xl": "max-w-6xl" };

export const dialogOverlayClass = (stacked = false) => `fixed inset-0 ${stacked ? "z-dialog-stacked" : "z-dialog"} bg-black/40`;
export const dialogPanelClass = (size: TDialogSize = "md", stacked = false) =>
  `fixed left-1/2 top-1/2 ${stacked ? "z-dialog-stacked" : "z-dialog"} max-h-[90vh] w-full ${WIDTH[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-panel bg-white p-6 shadow-xl focus:outline-none`;

export interface TDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** A question the user must answer (role alertdialog). */
  alert?: boolean;
  size?: TDialogSize;
  /** Opened from inside another dialog: one layer up. */
  stacked?: boolean;
  children?: ReactNode;
  /** The buttons, right-aligned under the body. */
  footer?: ReactNode;
  testId?: string;
  /** Extra classes of the panel (a dialog that lays its body out in columns of its own). */
  panelClassName?: string;
  /** False: a click outside does not close it (Escape and its own buttons still do). */
  closeOnOutsideClick?: boolean;
  /** Called before Escape closes it; `preventDefault()` keeps it open (an inline edit cancels with Escape). */
  onEscapeKeyDown?: ComponentProps<typeof RadixDialog.Content>["onEscapeKeyDown"];
  onOpenAutoFocus?: ComponentProps<typeof RadixDialog.Content>["onOpenAutoFocus"];
  onCloseAutoFocus?: ComponentProps<typeof RadixDialog.Content>["onCloseAutoFocus"];
}

export function Dialog(props: TDialogProps) {
  return (
    <RadixDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogOverlayClass(props.stacked)} />
        <RadixDialog.Content
          role={props.alert ? "alertdialog" : "dialog"}
          className={props.panelClassName ? `${dialogPanelClass(props.size, props.stacked)} ${props.panelClassName}` : dialogPanelClass(props.size, props.stacked)}
          data-testid={props.testId}
          onOpenAutoFocus={props.onOpenAutoFocus}
          onCloseAutoFocus={props.onCloseAutoFocus}
          onEscapeKeyDown={props.onEscapeKeyDown}
          onInteractOutside={props.closeOnOutsideClick === false ? (e) => e.preventDefault() : undefined}
          {...(props.description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className="text-lg font-semibold text-ink">{props.title}</RadixDialog.Title>
          {props.description && <RadixDialog.Description className="mt-2 text-sm text-subtle">{props.description}</RadixDialog.Description>}
          {props.children}
          {props.footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{props.footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog (Radix `Dialog.Close`); style it with `buttonClass`. */
export const DialogClose = RadixDialog.Close;
