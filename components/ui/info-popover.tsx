"use client";
// An explanation beside a figure (Radix popover): a small "i" button — its accessible name asks the question ("What is
// Score?"), so it reads right alone — that opens a short panel with a heading and text. Opens with Enter or Space, closes
// with Escape or a click outside and gives the focus back to the button. A popover, not a dialog: it holds no form.
// `label` shows visible text in the button (a row of terms); without it the button is the "i" alone.
import * as RadixPopover from "@radix-ui/react-popover";
import type { ReactNode } from "react";

export interface TInfoPopoverProps {
  /** The button's accessible name (it must contain `label` when there is one). */
  ariaLabel: string;
  /** The panel's heading. */
  title: string;
  children: ReactNode;
  /** Visible text in the button, before the "i". */
  label?: string;
  testId?: string;
}

export function InfoPopover({ ariaLabel, title, children, label, testId }: TInfoPopoverProps) {
  return (
    <RadixPopover.Root>
      <RadixPopover.Trigger
        aria-label={ariaLabel}
        data-testid={testId}
        className={`inline-flex items-center gap-1 rounded-control align-middle text-sm text-subtle hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${label ? "border border-line px-2 py-0.5 hover:bg-canvas" : "p-0.5"}`}
      >
        {label && <span>{label}</span>}
        <span aria-hidden className="inline-flex h-4 w-4 items-center justify-center rounded-full border border-current text-[10px] leading-none font-semibold">
          i
        </span>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-popover w-[min(22rem,calc(100vw-16px))] rounded-panel border border-line bg-white p-4 text-sm text-ink-soft shadow-lg focus:outline-none"
          data-testid={testId ? `${testId}-panel` : undefined}
        >
          <p className="mb-1 font-semibold text-ink">{title}</p>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
