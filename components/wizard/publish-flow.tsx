"use client";
// The publish flow's dialogs (spec 2 §4 "Publish flow"): save + publish checks → issues dialog ("Fix errors"), or
// respondents count → "Ready to Send?" → (responses exist) keep or delete → (delete) final confirmation → PUT
// …/publish {delete_answers} → "Campaign published." and Back. The branching lives in lib/wizard/publish-flow.ts;
// this hook runs each phase's call once and renders the phase's dialog.
import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { WIZARD_MSG } from "@/lib/wizard/messages";
import { publishChecks } from "@/lib/wizard/publish-checks";
import {
  PUBLISH_IDLE,
  fetchRespondentsCount,
  fetchWizardStudy,
  problemsFromInvalidParams,
  publishReducer,
  publishStudy,
  type TPublishProblem,
  type TPublishState,
} from "@/lib/wizard/publish-flow";
import { backDestination } from "@/lib/wizard/steps";
import { useWizard } from "./wizard-context";

const overlay = "fixed inset-0 z-50 bg-black/40";
const panel =
  "fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-full max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none";
export const btnSecondary =
  "rounded border border-slate-300 px-4 py-2 text-sm hover:bg-slate-50 disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";
export const btnPrimary =
  "rounded bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2";
export const btnDanger = btnPrimary.replace("bg-blue-700", "bg-red-700").replace("hover:bg-blue-800", "hover:bg-red-800");

/** A Radix dialog with the wizard's look: title, optional description, body, footer buttons. */
export function WizardDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  alert?: boolean;
  wide?: boolean;
  children?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content
          role={props.alert ? "alertdialog" : "dialog"}
          className={props.wide ? panel.replace("max-w-lg", "max-w-2xl") : panel}
          {...(props.description ? {} : { "aria-describedby": undefined })}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{props.title}</Dialog.Title>
          {props.description && <Dialog.Description className="mt-2 text-sm text-slate-700">{props.description}</Dialog.Description>}
          {props.children}
          <div className="mt-6 flex flex-wrap justify-end gap-2">{props.footer}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProblemList({ problems, label }: { problems: TPublishProblem[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-800">
      {problems.map((p) => (
        <li key={`${p.key}:${p.message}`}>{p.message}</li>
      ))}
    </ul>
  );
}

export interface TPublishFlow {
  /** "Ready to Send": save, check, count, confirm, publish. */
  start(): void;
  /** A call of the flow is running (the button shows it and is disabled). */
  busy: boolean;
  state: TPublishState;
  /** The flow's dialogs; render once. */
  dialogs: ReactNode;
}

export function usePublishFlow(): TPublishFlow {
  const { brandId, assortmentId, study, saveNow, replaceStudy, access, query, reportError } = useWizard();
  const router = useRouter();
  const [state, dispatch] = useReducer(publishReducer, PUBLISH_IDLE);
  // Each state object runs its call once (React may run effects twice in development).
  const handled = useRef<TPublishState | null>(null);
  const back = backDestination(query.from, brandId, assortmentId ?? study.assortment_id);
  const isAdmin = access.isAdmin && !access.viewAsUser;

  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    // spec 2 §8: the generic error dialog (the provider's; silent for a missing authorization token).
    const fail = (e: unknown, event: "count-failed" | "failed") => {
      dispatch({ type: event });
      reportError(e);
    };
    switch (state.phase) {
      case "checking":
        if (!state.saved) {
          // "…and the study is saved" (spec 2 §4): the checks then read the study as the server has it.
          void saveNow().then((ok) => dispatch({ type: "saved", ok }), () => dispatch({ type: "saved", ok: false }));
        } else {
          dispatch({ type: "checked", problems: publishChecks(study, { isAdmin }) });
        }
        return;
      case "counting":
        fetchRespondentsCount(brandId, study._id).then(
          (count) => dispatch({ type: "counted", count }),
          (e: unknown) => fail(e, "count-failed"),
        );
        return;
      case "publishing":
        publishStudy(brandId, study._id, state.deleteAnswers).then(
          async () => {
            toast.success(WIZARD_MSG.published);
            try {
              replaceStudy(await fetchWizardStudy(brandId, study._id));
            } catch {
              toast.error(WIZARD_MSG.reloadError);
            }
            dispatch({ type: "published" });
            router.push(back);
          },
          (e: unknown) => {
            if (e instanceof ApiError && e.status === 409 && e.invalidParams.length > 0) {
              dispatch({ type: "server-issues", problems: problemsFromInvalidParams(e.invalidParams) });
            } else fail(e, "failed");
          },
        );
        return;
      default:
        return;
    }
  }, [state, study, isAdmin, brandId, saveNow, replaceStudy, router, back, reportError]);

  const cancel = (open: boolean) => !open && dispatch({ type: "cancel" });
  const count = state.phase === "responses" || state.phase === "confirm-delete" ? state.count : 0;

  const dialogs = (
    <>
      <WizardDialog
        open={state.phase === "issues"}
        onOpenChange={(open) => !open && dispatch({ type: "fix-errors" })}
        alert
        title={WIZARD_MSG.publishIssues}
        footer={
          <button type="button" className={btnPrimary} onClick={() => dispatch({ type: "fix-errors" })}>
            {WIZARD_MSG.fixErrors}
          </button>
        }
      >
        <ProblemList problems={state.phase === "issues" ? state.problems : []} label={WIZARD_MSG.publishIssuesList} />
      </WizardDialog>

      <WizardDialog
        open={state.phase === "confirm"}
        onOpenChange={cancel}
        alert
        title={WIZARD_MSG.readyToSendTitle}
        description={WIZARD_MSG.readyToSendBody}
        footer={
          <>
            <Dialog.Close className={btnSecondary}>{WIZARD_MSG.cancel}</Dialog.Close>
            <button type="button" className={btnPrimary} onClick={() => dispatch({ type: "publish" })}>
              {WIZARD_MSG.yesPublish}
            </button>
          </>
        }
      >
        <ProblemList problems={state.phase === "confirm" ? state.warnings : []} label={WIZARD_MSG.publishWarningsList} />
      </WizardDialog>

      <WizardDialog
        open={state.phase === "responses"}
        onOpenChange={cancel}
        alert
        title={WIZARD_MSG.responsesTitle}
        description={WIZARD_MSG.responsesBody(count)}
        footer={
          <>
            <Dialog.Close className={btnSecondary}>{WIZARD_MSG.cancel}</Dialog.Close>
            <button type="button" className={btnSecondary} onClick={() => dispatch({ type: "delete" })}>
              {WIZARD_MSG.deleteResponses}
            </button>
            <button type="button" className={btnPrimary} onClick={() => dispatch({ type: "keep" })}>
              {WIZARD_MSG.keepResponses}
            </button>
          </>
        }
      />

      <WizardDialog
        open={state.phase === "confirm-delete"}
        onOpenChange={cancel}
        alert
        title={WIZARD_MSG.deleteResponsesTitle}
        description={WIZARD_MSG.deleteResponsesBody(count)}
        footer={
          <>
            <Dialog.Close className={btnSecondary}>{WIZARD_MSG.cancel}</Dialog.Close>
            <button type="button" className={btnDanger} onClick={() => dispatch({ type: "confirm-delete" })}>
              {WIZARD_MSG.yesDeleteResponses}
            </button>
          </>
        }
      />

    </>
  );

  const busy = state.phase === "checking" || state.phase === "counting" || state.phase === "publishing";
  return { start: () => dispatch({ type: "start" }), busy, state, dialogs };
}
