"use client";
// The recovery codes of a just-confirmed enrolment (P8 item 11), shown this once: a list to write down, a Copy button,
// and "I have saved them, continue", which finishes the sign-in with the enrolment's ticket. Opens on its heading.
import { useEffect, useId, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { SIGN_IN_FORM as T } from "@/lib/auth/messages";
import { copyToClipboard } from "@/lib/clipboard";
import { FormError, PrimaryButton } from "./form-parts";

export interface TMfaRecoveryCodesProps {
  codes: string[];
  busy: boolean;
  error: string | null;
  onContinue: () => void;
}

export function MfaRecoveryCodes({ codes, busy, error, onContinue }: TMfaRecoveryCodesProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const introId = useId();

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function copy() {
    try {
      await copyToClipboard(codes.join("\n"));
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  }

  return (
    <section aria-labelledby={titleId} aria-describedby={introId} className="flex flex-col gap-4">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {T.recoveryTitle}
      </h2>
      <p id={introId} className="text-sm text-subtle">
        {T.recoveryIntro}
      </p>
      <ul aria-label={T.recoveryTitle} data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded border border-line bg-canvas p-3 font-mono text-sm">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void copy()} className="self-start rounded border border-line-strong px-3 py-1.5 text-sm">
        {T.copy}
      </button>
      <FormError error={error} />
      <PrimaryButton busy={busy} onClick={onContinue} label={T.savedContinue} busyLabel={T.submitting} />
    </section>
  );
}
