"use client";
// The wizard's Product questions step (spec 2 §2 "Product questions step (detail-questions)", §4 "Question editor",
// §8 success toasts). First the opener (Yes reveals the editor, No moves on; the answer is kept in
// config.followup_interest, and the opener is skipped once follow-ups exist). Then two views, switched through a
// confirm dialog that warns that global edits overwrite product edits: per product (product list at left, the
// question at right) and global (the question template, applied to every product on request). Every edit goes
// through update({ questions: [whole list] }) or update({ question_template }); read-only disables every control.
import { useMemo, useState } from "react";
import { toast } from "@/components/ui/toast";
import { truncate } from "@/lib/builder/limits";
import { TRUNCATE } from "@/lib/study-rules/follow-ups";
import { QUESTION_MSG } from "@/lib/study-rules/messages";
import {
  allDisabled,
  answerOpener,
  applySettingsToAll,
  applyTemplate,
  copyFollowUpToAll,
  copyQuestionsToAll,
  copyTextAndStarsToAll,
  disabledAllToast,
  fullQuestion,
  fullTemplate,
  openerState,
  templatePatch,
  otherView,
  patchQuestion,
  removeAllFollowUps,
  selectedQuestion,
  setAllDisabled,
  switchWarning,
  type TEditorQuestion,
  type TEditorTemplate,
  type TEditorView,
} from "@/lib/builder/question-editor";
import { ALTERNATE_QUESTIONS } from "@/lib/builder/study";
import { templateFlags, type TTemplateFlags } from "@/lib/builder/template-config";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { smallButton } from "../questions/controls";
import { QuestionPanel } from "../questions/question-panel";
import { useBuilder } from "../builder-context";

export function DetailQuestionsStep() {
  const { brandId, study, draft, readOnly, update, next } = useBuilder();
  const defaultText = ALTERNATE_QUESTIONS[draft.alternate_question ?? "Your customers"];
  const questions = useMemo(() => (draft.questions ?? []).map((q) => fullQuestion(q, defaultText)), [draft.questions, defaultText]);
  const template = useMemo(() => fullTemplate(draft.question_template, defaultText), [draft.question_template, defaultText]);
  const config = draft.config ?? study.config;
  const names = useMemo(() => new Map(study.questions.map((q) => [q.product, q.full_product.name])), [study.questions]);
  const [open, setOpen] = useState(() => openerState(config, questions, template) === "editor");

  function answer(yes: boolean) {
    if (!readOnly) update({ config: answerOpener(config, yes) });
    if (yes) setOpen(true);
    else next();
  }

  if (!open) return <Opener onAnswer={answer} />;
  return (
    <QuestionsEditor
      brandId={brandId}
      questions={questions}
      template={template}
      names={names}
      title={draft.title ?? study.title}
      readOnly={readOnly}
      flags={templateFlags(config)}
      update={update}
    />
  );
}

/** Yes / No stay usable when read-only: they only navigate then (nothing is saved). */
function Opener({ onAnswer }: { onAnswer(yes: boolean): void }) {
  return (
    <section aria-labelledby="questions-opener" className="mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-lg border border-line bg-white p-8 text-center">
      <h2 id="questions-opener" className="text-lg font-semibold text-ink">
        {QUESTION_MSG.opener}
      </h2>
      <div className="flex gap-3">
        <button type="button" className={buttonClass("secondary")} onClick={() => onAnswer(false)}>
          {QUESTION_MSG.no}
        </button>
        <button type="button" className={buttonClass("primary")} onClick={() => onAnswer(true)}>
          {QUESTION_MSG.yes}
        </button>
      </div>
    </section>
  );
}

interface TEditorProps {
  brandId: string;
  questions: TEditorQuestion[];
  template: TEditorTemplate;
  names: Map<string, string>;
  title: string;
  readOnly: boolean;
  flags: TTemplateFlags;
  update: ReturnType<typeof useBuilder>["update"];
}

function QuestionsEditor({ brandId, questions, template, names, title, readOnly, flags, update }: TEditorProps) {
  const singleFollowUp = flags.followUps === "single";
  const [view, setView] = useState<TEditorView>("product");
  const [switching, setSwitching] = useState(false);
  const [applying, setApplying] = useState(false);
  const [removingAll, setRemovingAll] = useState(false);
  const anyFollowUps = questions.some((q) => q.follow_up.length > 0) || template.follow_up.length > 0;
  const [chosen, setChosen] = useState<string | null>(null);
  const current = selectedQuestion(questions, chosen);
  const setQuestions = (list: TEditorQuestion[]) => update({ questions: list });
  const nameOf = (product: string) => names.get(product) ?? "";
  const bulkDisabled = allDisabled(questions);

  function copy(list: TEditorQuestion[], message: string) {
    setQuestions(list);
    toast.success(message);
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label={QUESTION_MSG.editorView} className="inline-flex self-start overflow-hidden rounded border border-line-strong text-sm">
        {(["global", "product"] as const).map((v) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={view === v}
            onClick={() => view !== v && setSwitching(true)}
            className={`px-4 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${view === v ? "bg-primary text-white" : "bg-white text-ink-soft hover:bg-canvas"}`}
          >
            {v === "global" ? QUESTION_MSG.globalEditor : QUESTION_MSG.productEditor}
          </button>
        ))}
      </div>
      {flags.removeAllFollowUps && (
        <button type="button" className={`${smallButton} self-start`} disabled={readOnly || !anyFollowUps} onClick={() => setRemovingAll(true)}>
          {QUESTION_MSG.removeAllFollowUps}
        </button>
      )}

      {view === "global" ? (
        <section aria-labelledby="global-questions-heading" className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="global-questions-heading" className="text-lg font-semibold text-ink">
              {QUESTION_MSG.globalQuestionsAbout(title)}
            </h2>
            <button type="button" className={buttonClass("primary")} disabled={readOnly || questions.length === 0} onClick={() => setApplying(true)}>
              {QUESTION_MSG.applyTemplate}
            </button>
          </div>
          <QuestionPanel
            brandId={brandId}
            value={template}
            readOnly={readOnly}
            flags={flags}
            onPatch={(patch) => update({ question_template: templatePatch(template, patch) })}
          />
        </section>
      ) : questions.length === 0 || !current ? (
        <p className="rounded border border-dashed border-line-strong p-6 text-center text-sm text-muted">{QUESTION_MSG.noQuestions}</p>
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row">
          <nav aria-label={QUESTION_MSG.products} className="flex w-full flex-col gap-2 lg:w-64 lg:shrink-0">
            <ul className="flex flex-col gap-1">
              {questions.map((q) => {
                const name = nameOf(q.product);
                const active = q.product === current.product;
                return (
                  <li key={q.product}>
                    <button
                      type="button"
                      aria-current={active ? "true" : undefined}
                      title={name}
                      data-testid="question-product"
                      data-product-id={q.product}
                      onClick={() => setChosen(q.product)}
                      className={`flex w-full items-center justify-between gap-2 rounded px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${
                        active ? "bg-primary text-white" : "bg-white text-ink-soft hover:bg-sunken"
                      }`}
                    >
                      <span className={q.disabled ? "line-through opacity-70" : ""}>{truncate(name, TRUNCATE.productName)}</span>
                      <span className="text-xs tabular-nums opacity-80">{q.follow_up.length}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className={smallButton}
              disabled={readOnly}
              onClick={() => copy(setAllDisabled(questions, !bulkDisabled), disabledAllToast(!bulkDisabled))}
            >
              {bulkDisabled ? QUESTION_MSG.enableAll : QUESTION_MSG.disableAll}
            </button>
          </nav>
          <section aria-labelledby="product-questions-heading" className="flex min-w-0 flex-1 flex-col gap-4 rounded-lg border border-line bg-white p-4">
            <h2 id="product-questions-heading" className="text-lg font-semibold text-ink">
              {QUESTION_MSG.questionsAbout(nameOf(current.product))}
            </h2>
            <QuestionPanel
              key={current.product}
              brandId={brandId}
              value={current}
              readOnly={readOnly}
              flags={flags}
              onPatch={(patch) => setQuestions(patchQuestion(questions, current.product, patch))}
              product={{
                onCopyFollowUp: (i) => copy(copyFollowUpToAll(questions, current.product, i, singleFollowUp).questions, QUESTION_MSG.copied),
                onCopyQuestions: () => copy(copyQuestionsToAll(questions, current.product), QUESTION_MSG.copiedQuestions),
                onCopyTextAndStars: () => copy(copyTextAndStarsToAll(questions, current.product), QUESTION_MSG.copiedTextAndStars),
                onApplySettings: () => copy(applySettingsToAll(questions, current.product), QUESTION_MSG.settingsApplied),
              }}
            />
          </section>
        </div>
      )}

      <ConfirmDialog
        open={switching}
        onOpenChange={setSwitching}
        title={QUESTION_MSG.switchTitle}
        description={switchWarning(otherView(view))}
        confirmLabel={QUESTION_MSG.switchConfirm}
        onConfirm={() => setView(otherView(view))}
      />
      <ConfirmDialog
        open={applying}
        onOpenChange={setApplying}
        title={QUESTION_MSG.applyTemplateTitle}
        description={QUESTION_MSG.applyTemplateBody(questions.length)}
        confirmLabel={QUESTION_MSG.applyTemplate}
        onConfirm={() => copy(applyTemplate(questions, template, { keepFollowUps: flags.followUps === "none" }), QUESTION_MSG.copiedGlobal)}
      />
      <ConfirmDialog
        open={removingAll}
        onOpenChange={setRemovingAll}
        title={QUESTION_MSG.removeAllTitle}
        description={QUESTION_MSG.removeAllBody}
        confirmLabel={QUESTION_MSG.removeAllFollowUps}
        onConfirm={() => {
          update({ questions: removeAllFollowUps(questions), question_template: templatePatch(template, { follow_up: [] }) });
          toast.success(QUESTION_MSG.removedAll);
        }}
      />
    </div>
  );
}

/** The step's confirmations: Cancel closes; the confirm button closes, then acts. */
function ConfirmDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      alert
      title={props.title}
      description={props.description}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => props.onOpenChange(false)}>
            {QUESTION_MSG.cancel}
          </button>
          <button
            type="button"
            className={buttonClass("primary")}
            onClick={() => {
              props.onOpenChange(false);
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </button>
        </>
      }
    />
  );
}
