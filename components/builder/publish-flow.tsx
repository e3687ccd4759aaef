"use client";
// The publish flow's dialogs (spec 2 §4 "Publish flow"): save + publish checks → issues dialog ("Fix errors"), or
// respondents count → "Ready to Send?" → (responses exist) keep or delete → (delete) final confirmation → PUT
// …/publish {delete_answers} → the toast "Campaign published." and the finish modal (the study is live, its live link
// to copy, "Great") → Back. The branching lives in lib/builder/publish-flow.ts; this hook runs each phase's call once
// and renders the phase's dialog.
import { useRouter } from "next/navigation";
import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { buttonClass } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { publishChecks } from "@/lib/builder/publish-checks";
import {
  PUBLISH_IDLE,
  fetchRespondentsCount,
  fetchBuilderStudy,
  problemsFromInvalidParams,
  publishReducer,
  publishStudy,
  type TPublishProblem,
  type TPublishState,
} from "@/lib/builder/publish-flow";
import { backDestination } from "@/lib/builder/steps";
import { LiveLinkBox } from "./live-link-box";
import { useBuilder } from "./builder-context";

function ProblemList({ problems, label }: { problems: TPublishProblem[]; label: string }) {
  if (problems.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink-soft">
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
  const { brandId, assortmentId, study, saveNow, replaceStudy, access, query, reportError } = useBuilder();
  const router = useRouter();
  const [state, dispatch] = useReducer(publishReducer, PUBLISH_IDLE);
  // Published: the finish modal stays until "Great" (or closing it), then the user goes Back (spec 2 §4).
  const [published, setPublished] = useState(false);
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
            toast.success(BUILDER_MSG.published);
            try {
              replaceStudy(await fetchBuilderStudy(brandId, study._id));
            } catch {
              toast.error(BUILDER_MSG.reloadError);
            }
            dispatch({ type: "published" });
            setPublished(true);
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
  }, [state, study, isAdmin, brandId, saveNow, replaceStudy, reportError]);

  const cancel = (open: boolean) => !open && dispatch({ type: "cancel" });
  const leave = () => {
    setPublished(false);
    router.push(back);
  };
  const count = state.phase === "responses" || state.phase === "confirm-delete" ? state.count : 0;

  const dialogs = (
    <>
      <Dialog
        open={state.phase === "issues"}
        onOpenChange={(open) => !open && dispatch({ type: "fix-errors" })}
        alert
        title={BUILDER_MSG.publishIssues}
        footer={
          <button type="button" className={buttonClass("primary")} onClick={() => dispatch({ type: "fix-errors" })}>
            {BUILDER_MSG.fixErrors}
          </button>
        }
      >
        <ProblemList problems={state.phase === "issues" ? state.problems : []} label={BUILDER_MSG.publishIssuesList} />
      </Dialog>

      <Dialog
        open={state.phase === "confirm"}
        onOpenChange={cancel}
        alert
        title={BUILDER_MSG.readyToSendTitle}
        description={BUILDER_MSG.readyToSendBody}
        footer={
          <>
            <DialogClose className={buttonClass("secondary")}>{BUILDER_MSG.cancel}</DialogClose>
            <button type="button" className={buttonClass("primary")} onClick={() => dispatch({ type: "publish" })}>
              {BUILDER_MSG.yesPublish}
            </button>
          </>
        }
      >
        <ProblemList problems={state.phase === "confirm" ? state.warnings : []} label={BUILDER_MSG.publishWarningsList} />
      </Dialog>

      <Dialog
        open={state.phase === "responses"}
        onOpenChange={cancel}
        alert
        title={BUILDER_MSG.responsesTitle}
        description={BUILDER_MSG.responsesBody(count)}
        footer={
          <>
            <DialogClose className={buttonClass("secondary")}>{BUILDER_MSG.cancel}</DialogClose>
            <button type="button" className={buttonClass("secondary")} onClick={() => dispatch({ type: "delete" })}>
              {BUILDER_MSG.deleteResponses}
            </button>
            <button type="button" className={buttonClass("primary")} onClick={() => dispatch({ type: "keep" })}>
              {BUILDER_MSG.keepResponses}
            </button>
          </>
        }
      />

      <Dialog
        open={state.phase === "confirm-delete"}
        onOpenChange={cancel}
        alert
        title={BUILDER_MSG.deleteResponsesTitle}
        description={BUILDER_MSG.deleteResponsesBody(count)}
        footer={
          <>
            <DialogClose className={buttonClass("secondary")}>{BUILDER_MSG.cancel}</DialogClose>
            <button type="button" className={buttonClass("danger")} onClick={() => dispatch({ type: "confirm-delete" })}>
              {BUILDER_MSG.yesDeleteResponses}
            </button>
          </>
        }
      />

      <Dialog
        open={published}
        onOpenChange={(open) => !open && leave()}
        testId="published-dialog"
        title={BUILDER_MSG.publishedTitle}
        description={BUILDER_MSG.publishedBody}
        footer={
          <button type="button" className={buttonClass("primary")} onClick={leave}>
            {BUILDER_MSG.great}
          </button>
        }
      >
        <div className="mt-4">
          <LiveLinkBox header={BUILDER_MSG.liveLink} url={study.live_link} />
        </div>
      </Dialog>
    </>
  );

  const busy = state.phase === "checking" || state.phase === "counting" || state.phase === "publishing";
  return { start: () => dispatch({ type: "start" }), busy, state, dialogs };
}
