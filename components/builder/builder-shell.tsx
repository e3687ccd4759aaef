"use client";
// The wizard's layout (spec 2 §2 "Wizard route", "Back destinations", "Other modals"): a header with the study's
// title, the saving indicator and who else is here; a side panel with the numbered steps (clicking one validates
// the current step, saves and moves) and the links Go Back, Advanced Settings and Dashboard; the current step; a
// footer with Back and Next (Finish on the last step of a `steps=` limit). hidenav=true hides the side panel.
import { HelpRequest } from "./help-request";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ComponentType } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { backDestination, previousStep, primaryAction, type TBuilderQuery } from "@/lib/builder/steps";
import { questionsPrimaryAction } from "@/lib/builder/question-editor";
import { QUESTION_MSG } from "@/lib/study-rules/messages";
import type { TBuilderStep, TBuilderStudy } from "@/lib/builder/study";
import { AdvancedSettingsModal } from "./advanced-settings/advanced-settings-modal";
import { FinishModal, showFinishModal } from "./finish-modal";
import { DecisionPointChooser } from "./decision-point-chooser";
import { ErrorDialog, loadErrorAction } from "./error-dialog";
import { SaveIndicator } from "./save-indicator";
import { CustomersStep } from "./steps/customers-step";
import { DetailQuestionsStep } from "./steps/detail-questions-step";
import { InternationalStep } from "./steps/international-step";
import { PrepToSendStep } from "./steps/prep-to-send-step";
import { ProductsStep } from "./steps/products-step";
import { SalesPlanStep } from "./steps/sales-plan-step";
import { StartStep } from "./steps/start-step";
import { useBuilder, BuilderProvider, type TBuilderAccess } from "./builder-context";
import { BuilderPresence } from "./builder-presence";

const STEP_VIEWS: Partial<Record<TBuilderStep, ComponentType>> = {
  start: StartStep,
  products: ProductsStep,
  "sales-plan": SalesPlanStep,
  "detail-questions": DetailQuestionsStep,
  customers: CustomersStep,
  international: InternationalStep,
  "prep-to-send": PrepToSendStep,
};

/** Steps that draw their own footer (the Review step's Back / Save & close / Ready to Send). */
const OWN_FOOTER: readonly TBuilderStep[] = ["prep-to-send"];

export const fetchBuilderStudy = (brandId: string, studyId: string) =>
  api<TBuilderStudy>(`/brand/${brandId}/survey/${studyId}?view=wizard`);

interface TLoaderProps {
  brandId: string;
  assortmentId: string | null;
  studyId: string;
  access: TBuilderAccess;
  query: TBuilderQuery;
  viewOnly: boolean;
  brandLocked: boolean;
}

/** Loads the study once (the wizard does not reload on search or URL change), then runs the wizard. */
export function BuilderLoader({ brandId, studyId, ...rest }: TLoaderProps) {
  const router = useRouter();
  const [study, setStudy] = useState<TBuilderStudy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchBuilderStudy(brandId, studyId).then(
      (s) => live && setStudy(s),
      (e: unknown) => {
        if (!live) return;
        // Load errors (spec 2 §8): a bad link toasts and leaves; anything else opens the generic dialog.
        const action = loadErrorAction(e, brandId);
        if (action.kind === "toast") {
          toast.error(BUILDER_MSG.badLink);
          router.replace(action.to);
        } else if (action.kind === "dialog") setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [brandId, studyId, router]);

  if (!study) {
    return (
      <>
        <p role="status" className="p-6 text-sm text-muted">
          {BUILDER_MSG.loadingStudy}
        </p>
        <ErrorDialog open={failed} onOpenChange={setFailed} />
      </>
    );
  }
  return (
    <BuilderProvider brandId={brandId} initialStudy={study} {...rest}>
      <BuilderShell />
    </BuilderProvider>
  );
}

/**
 * The footer's primary button (spec 2 §2): Product Questions reads Skip while no follow-up exists; International
 * reads Skip while the study has no country besides the default one. Skip moves on like Next.
 */
function footerAction(
  step: TBuilderStep,
  base: "next" | "finish" | null,
  draft: ReturnType<typeof useBuilder>["draft"],
  study: TBuilderStudy,
): "next" | "finish" | "skip" | null {
  if (step === "detail-questions") {
    const anyFollowUps =
      (draft.questions ?? []).some((q) => (q.follow_up ?? []).length > 0) || (draft.question_template?.follow_up ?? []).length > 0;
    return questionsPrimaryAction(base, anyFollowUps);
  }
  if (step === "international" && base === "next") {
    const others = study.study_countries.filter((c) => c.code.toLowerCase() !== (study.default_country ?? "").toLowerCase());
    return others.length > 0 ? "next" : "skip";
  }
  return base;
}

export function BuilderShell() {
  const w = useBuilder();
  const { brandId, study, step, steps, query, goTo, next, back, saveNow } = w;
  const router = useRouter();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [finishOpen, setFinishOpen] = useState(false);
  const assortmentId = w.assortmentId ?? study.assortment_id;
  const backHref = backDestination(query.from, brandId, assortmentId);
  const View = STEP_VIEWS[step];
  const action = footerAction(step, primaryAction(step, steps, query.steps !== null), w.draft, study);

  async function finish() {
    // Finish ends a limited wizard like the last Next would: validate, save, then leave by the Back destination.
    if (!w.validateStep()) return;
    const ok = await saveNow();
    // A study that is not published gets the finish modal ("Great" then goes Back); others leave at once.
    if (ok) {
      if (showFinishModal(study.status)) setFinishOpen(true);
      else router.push(backHref);
    }
  }

  return (
    <div className="flex min-h-full flex-col">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-white px-4 py-3 md:px-6">
        <h1 className="truncate text-lg font-semibold text-ink">{w.draft.title || study.title || BUILDER_MSG.stepTitles.start}</h1>
        <div className="flex items-center gap-4">
          <SaveIndicator state={w.saveState} />
          <BuilderPresence />
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        {!query.hidenav && (
          <div className="shrink-0 border-b border-line bg-canvas p-4 md:w-60 md:border-r md:border-b-0">
            <nav aria-label={BUILDER_MSG.builderNav}>
              <ol className="space-y-1">
                {steps.map((s, i) => (
                  <li key={s}>
                    <button
                      type="button"
                      aria-current={s === step ? "step" : undefined}
                      onClick={() => goTo(s)}
                      className={`flex w-full items-center gap-3 rounded px-3 py-2 text-left text-sm ${
                        s === step ? "bg-primary text-white" : "text-ink-soft hover:bg-sunken-strong"
                      }`}
                    >
                      <span aria-hidden className="flex h-6 w-6 items-center justify-center rounded-full border border-current text-xs">
                        {i + 1}
                      </span>
                      <span>
                        <span className="sr-only">{i + 1}. </span>
                        {BUILDER_MSG.stepTitles[s]}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
            </nav>
            <ul className="mt-8 space-y-2 border-t border-line pt-4 text-sm">
              <li>
                <Link href={backHref} className="text-primary-strong underline">
                  {BUILDER_MSG.goBack}
                </Link>
              </li>
              <li>
                <button type="button" onClick={() => setSettingsOpen(true)} className="text-primary-strong underline">
                  {BUILDER_MSG.advancedSettings}
                </button>
              </li>
              <li>
                <Link href={`/brand/${brandId}/home`} className="text-primary-strong underline">
                  {BUILDER_MSG.dashboard}
                </Link>
              </li>
              <li>
                <HelpRequest brandId={brandId} surveyId={study._id} />
              </li>
            </ul>
          </div>
        )}
        {/* The workspace shell's <main> holds the wizard: one main landmark per page, no aside inside it. */}
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex-1 p-4 md:p-6">{View ? <View /> : null}</div>
          {!OWN_FOOTER.includes(step) && (
            <footer className="flex justify-between border-t border-line bg-white px-4 py-3 md:px-6">
              <button
                type="button"
                onClick={back}
                disabled={previousStep(step, steps) === null}
                className="rounded border border-line-strong px-4 py-2 text-sm disabled:opacity-50"
              >
                {BUILDER_MSG.back}
              </button>
              {(action === "next" || action === "skip") && (
                <button type="button" onClick={next} className="rounded bg-primary px-4 py-2 text-sm text-white">
                  {action === "skip" ? QUESTION_MSG.skip : BUILDER_MSG.next}
                </button>
              )}
              {action === "finish" && (
                <button type="button" onClick={() => void finish()} className="rounded bg-primary px-4 py-2 text-sm text-white">
                  {BUILDER_MSG.finish}
                </button>
              )}
            </footer>
          )}
        </div>
      </div>
      <DecisionPointChooser />
      <AdvancedSettingsModal open={settingsOpen} onOpenChange={setSettingsOpen} />
      <FinishModal open={finishOpen} onOpenChange={setFinishOpen} />
    </div>
  );
}
