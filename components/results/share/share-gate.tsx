"use client";
// The shared report's e-mail gate (spec 3 §2 "It asks for an e-mail address before counting a view, unless the
// pdfutility query parameter is set"; §5 "*Please enter a valid email address"; "The learnings gate says the e-mail is
// not shared"). The address is checked here and by the server, which logs the view (POST report/view with the share
// header and a null bearer token, spec 3 §6); then the report shows. A failure the viewer cannot fix: "Oops, we had an
// error. Please Reload". The gate names who shared which report (P15 item 6): the brand, the study and results or
// learnings.
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { api, ApiError } from "@/lib/api-client";
import { SHARE_MSG, SHARE_UI, type TShareScopeName } from "@/lib/shares/messages";
import { ZShareViewBody } from "@/lib/shares/wire";
import { SHARE_HEADER_NAME } from "@/lib/shares/header";

interface Props {
  token: string;
  brandId: string;
  surveyId: string;
  /** ?pdfutility: the server's PDF rendering opens the report without the gate. */
  skip: boolean;
  /** The learnings gate says the e-mail is not shared. */
  learnings?: boolean;
  /** Who shared which report, named on the gate. */
  report: { brandName: string; studyTitle: string | null; scope: TShareScopeName };
  children: ReactNode;
}

/** A shared page has no session: a refusal must not sign anyone out or leave the page. */
const NO_SESSION_HOOKS = { onUnauthenticated: () => undefined, onInactiveBrand: () => undefined };

export function ShareGate({ token, brandId, surveyId, skip, learnings, report, children }: Props) {
  const [passed, setPassed] = useState(skip);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (passed) return <>{children}</>;

  const submit = async () => {
    const parsed = ZShareViewBody.safeParse({ email });
    if (!parsed.success) return setError(SHARE_MSG.invalidEmail);
    setBusy(true);
    setError(null);
    try {
      await api(`/brand/${brandId}/survey/${surveyId}/report/view`, {
        method: "POST",
        json: parsed.data,
        headers: { [SHARE_HEADER_NAME]: token, authorization: "Bearer null" },
      }, NO_SESSION_HOOKS);
      setPassed(true);
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      setError(status === 400 ? SHARE_MSG.invalidEmail : status === 429 ? (e as Error).message : SHARE_MSG.loadFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-[70vh] w-full max-w-md flex-col justify-center px-4 py-10" data-testid="share-gate">
      <p className="text-sm font-medium text-ink-soft" data-testid="share-gate-report">
        {SHARE_UI.gateReport(report.brandName, report.studyTitle, report.scope)}
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-ink">{SHARE_UI.gateTitle}</h1>
      <p className="mt-2 text-sm text-subtle">{learnings ? SHARE_UI.gateLearningsText : SHARE_UI.gateText}</p>
      <form
        noValidate
        className="mt-6 flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label={SHARE_UI.email} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} error={error} disabled={busy} />
        <Button type="submit" variant="primary" loading={busy}>
          {SHARE_UI.view}
        </Button>
      </form>
    </main>
  );
}
