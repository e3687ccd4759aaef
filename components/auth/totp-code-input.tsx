"use client";
// The authenticator's 6-digit code field, as both two-step sign-in steps ask it (P8 item 11).
import type { Ref } from "react";

export interface TTotpCodeInputProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  describedBy: string;
  invalid: boolean;
  disabled?: boolean;
}

export function TotpCodeInput({ ref, value, onChange, describedBy, invalid, disabled }: TTotpCodeInputProps) {
  return (
    <input
      ref={ref}
      name="code"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      required
      maxLength={7}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="rounded border border-line-strong px-3 py-2 font-mono tracking-widest"
    />
  );
}
