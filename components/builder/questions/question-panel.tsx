"use client";
// One question's editor (spec 2 §2, §3 "Question", §9 defaults): the star question's text and labels, its intro
// (absent → add link; present → edit or delete), its follow-ups, and in the per-product view the enable switch,
// the display settings and the copy actions. The global view edits the question template with the same panel.
import { useState } from "react";
import { QUESTION_MSG } from "@/lib/study-rules/messages";
import { INTRO_MSG } from "@/lib/study-rules/messages";
import { QUESTION_DISPLAY_FLAGS } from "@/lib/builder/builder-wire";
import type { TEditorQuestion, TEditorTemplate } from "@/lib/builder/question-editor";
import type { TIntro } from "@/lib/builder/study";
import { linkButton, smallButton, Switch, TextField } from "./controls";
import { FollowUpList } from "./follow-up-list";
import { IntroDialog } from "./intro-dialog";
import type { TTemplateFlags } from "@/lib/builder/template-config";

/** The Question text and star label limits of the save (lib/builder/builder-wire ZQuestionSave). */
const LIMITS = { text: 150, star: 40 } as const;

interface Props {
  brandId: string;
  value: TEditorTemplate & Partial<Pick<TEditorQuestion, "settings" | "disabled">>;
  readOnly: boolean;
  /** The template config's flags (lib/builder/template-config.ts). */
  flags: Pick<TTemplateFlags, "followUps" | "questionIntro">;
  onPatch(patch: Partial<TEditorQuestion>): void;
  /** Per-product view only. */
  product?: {
    onCopyFollowUp(index: number): void;
    onCopyQuestions(): void;
    onCopyTextAndStars(): void;
    onApplySettings(): void;
  };
}

export function QuestionPanel({ brandId, value, readOnly, flags, onPatch, product }: Props) {
  const [introOpen, setIntroOpen] = useState(false);
  const introLabel = value.intro ? `${value.intro.type ? INTRO_MSG.typeLabels[value.intro.type] : ""}${value.intro.title ? `: ${value.intro.title}` : ""}` : null;

  return (
    <div className="flex flex-col gap-6">
      {product && (
        <div className="flex flex-col gap-1">
          <Switch label={QUESTION_MSG.questionEnabled} checked={!value.disabled} disabled={readOnly} testId="question-enabled" onChange={(on) => onPatch({ disabled: !on })} />
          {value.disabled && <p className="text-xs text-warning-strong">{QUESTION_MSG.questionDisabled}</p>}
        </div>
      )}

      <div className="grid gap-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <TextField label={QUESTION_MSG.questionText} value={value.text} max={LIMITS.text} disabled={readOnly} testId="question-text" onChange={(text) => onPatch({ text })} />
        </div>
        <TextField label={QUESTION_MSG.starLow} value={value.star_low} max={LIMITS.star} disabled={readOnly} onChange={(star_low) => onPatch({ star_low })} />
        <TextField label={QUESTION_MSG.starHigh} value={value.star_high} max={LIMITS.star} disabled={readOnly} onChange={(star_high) => onPatch({ star_high })} />
      </div>
      {product && (
        <div>
          <button type="button" className={smallButton} disabled={readOnly} onClick={product.onCopyTextAndStars}>
            {QUESTION_MSG.copyTextAndStars}
          </button>
        </div>
      )}

      {/* Without question intros in the template, an intro the question already has can still be edited or removed. */}
      {(flags.questionIntro || value.intro) && (
      <div className="flex flex-wrap items-center gap-3" data-testid="question-intro">
        <span className="text-sm font-medium text-ink-soft">{QUESTION_MSG.intro}</span>
        {value.intro ? (
          <>
            <span className="text-sm text-subtle">{introLabel}</span>
            <button type="button" className={linkButton} onClick={() => setIntroOpen(true)}>
              {QUESTION_MSG.editIntro}
            </button>
            <button type="button" className={linkButton} disabled={readOnly} onClick={() => onPatch({ intro: null })}>
              {QUESTION_MSG.deleteIntro}
            </button>
          </>
        ) : (
          <button type="button" className={linkButton} disabled={readOnly} onClick={() => setIntroOpen(true)}>
            {QUESTION_MSG.addIntro}
          </button>
        )}
      </div>
      )}

      <FollowUpList
        followUps={value.follow_up}
        manualOrdering={value.followup_manual_ordering}
        mode={flags.followUps}
        readOnly={readOnly}
        onChange={(follow_up) => onPatch({ follow_up })}
        onOrdering={(followup_manual_ordering) => onPatch({ followup_manual_ordering })}
        onCopyToAll={flags.followUps === "none" ? undefined : product?.onCopyFollowUp}
      />
      {product && (
        <div>
          <button type="button" className={smallButton} disabled={readOnly || flags.followUps === "none"} onClick={product.onCopyQuestions}>
            {QUESTION_MSG.copyQuestions}
          </button>
        </div>
      )}

      {product && value.settings && (
        <fieldset className="flex flex-col gap-2 rounded border border-line p-3">
          <legend className="px-1 text-sm font-medium text-ink-soft">{QUESTION_MSG.displaySettings}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {QUESTION_DISPLAY_FLAGS.map((flag) => (
              <label key={flag} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={value.settings![flag]}
                  disabled={readOnly}
                  onChange={(e) => onPatch({ settings: { ...value.settings!, [flag]: e.target.checked } })}
                />
                {QUESTION_MSG.displayFlags[flag]}
              </label>
            ))}
          </div>
          <div>
            <button type="button" className={smallButton} disabled={readOnly} onClick={product.onApplySettings}>
              {QUESTION_MSG.applySettingsToAll}
            </button>
          </div>
        </fieldset>
      )}

      <IntroDialog
        open={introOpen}
        brandId={brandId}
        intro={value.intro}
        readOnly={readOnly}
        onOpenChange={setIntroOpen}
        onSave={(intro: TIntro) => onPatch({ intro })}
      />
    </div>
  );
}
