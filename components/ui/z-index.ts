// The one z-index scale of the dashboard. app/globals.css defines the same layers as Tailwind theme tokens
// (`z-raised`, `z-bar`, `z-dialog`, `z-dialog-stacked`, `z-popover`, `z-toast`); code that needs a number (inline
// styles, third-party props) reads it here. Keep both in step (tests/unit/ui/z-index.test.ts checks it).
export const Z_INDEX = {
  /** lifted content inside its box: sticky table columns, an item being dragged */
  raised: 10,
  /** sticky page bars (the product board's controls), the cookie banner */
  bar: 30,
  /** dialogs and their overlay */
  dialog: 50,
  /** a dialog opened from inside another dialog */
  dialogStacked: 60,
  /** menus and popovers: above dialogs, so a menu inside a dialog shows */
  popover: 70,
  /** toasts, above everything */
  toast: 100,
} as const;

export type TZLayer = keyof typeof Z_INDEX;
