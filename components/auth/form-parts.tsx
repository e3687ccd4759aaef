// The two pieces every sign-in, invitation, reset and two-step form shares: the error line (announced as an alert)
// and the primary button that shows it is working. P10's UI kit takes them over.
import type { ReactNode } from "react";

export function FormError({ error }: { error: ReactNode }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {error}
    </p>
  );
}

export interface TPrimaryButtonProps {
  busy: boolean;
  label: string;
  /** Shown while busy (the label when not given). */
  busyLabel?: string;
  disabled?: boolean;
  /** A submit button unless an onClick is given. */
  onClick?: () => void;
}

export function PrimaryButton({ busy, label, busyLabel, disabled, onClick }: TPrimaryButtonProps) {
  return (
    <button
      type={onClick ? "button" : "submit"}
      disabled={busy || disabled}
      onClick={onClick}
      className="rounded bg-primary px-4 py-2 font-medium text-white disabled:opacity-60"
    >
      {busy ? (busyLabel ?? label) : label}
    </button>
  );
}
