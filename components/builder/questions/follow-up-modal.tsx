"use client";
// The follow-up question modal (spec 2 §2, §3 "Follow-up", §5, §9): type select with the spec's labels (select
// multiple, single select, free text, rating), the question text (150 at most; required for free text), when it is
// asked (fire_positive / fire_negative: after a high or a low star rating), the standard "why" question, answer
// chips for the choice types (hidden for text), option randomization, low/high labels for rating. Save is disabled
// until canSaveFollowUp; saving goes through followUpForSave (positive copied to negative).
import { useId, useRef, useState } from "react";
import {
  canSaveFollowUp,
  defaultFollowUpTitles,
  FOLLOW_UP_TITLE_MAX,
  followUpProblems,
  followUpTypeLabel,
  isFollowUpType,
  newFollowUp,
  showsAnswerChoices,
  showsScaleLabels,
  type TFollowUp,
  type TFollowUpType,
} from "@/lib/study-rules/follow-ups";
import { DEFAULT_FOLLOW_UP_TITLES, QUESTION_MSG } from "@/lib/study-rules/messages";
import { toSavedFollowUp, type TEditorFollowUp } from "@/lib/builder/question-editor";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { AnswerChips } from "./answer-chips";
import { Switch, TextField } from "./controls";

type TEditable = TFollowUp & { _id?: string; media?: TEditorFollowUp["media"] };

const DEFAULT_TITLES: readonly string[] = Object.values(DEFAULT_FOLLOW_UP_TITLES);

interface Props {
  open: boolean;
  /** The follow-up being edited; null for a new one. */
  initial: TEditorFollowUp | null;
  /** The types a new follow-up may take (single-follow-up mode limits them); an edited one keeps its own too. */
  types: readonly TFollowUpType[];
  readOnly: boolean;
  onOpenChange(open: boolean): void;
  onSave(f: TEditorFollowUp): void;
}

export function FollowUpModal(props: Props) {
  // Mounted per opening so the form starts from the follow-up as it is now.
  return props.open ? <FollowUpForm {...props} /> : null;
}

function FollowUpForm({ open, initial, types, readOnly, onOpenChange, onSave }: Props) {
  const [f, setF] = useState<TEditable>(() => (initial ? structuredClone(initial) : newFollowUp(null)));
  const typeId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const choices = initial && !types.includes(initial.type) ? [initial.type, ...types] : types;
  const problems = followUpProblems(f);
  const titleProblem = f.type ? (problems.find((p) => p.field === "positive_title")?.message ?? null) : null;
  const setSide = (patch: Partial<TEditable["positive"]>) => setF((x) => ({ ...x, positive: { ...x.positive, ...patch } }));

  function setStandardWhy(on: boolean) {
    setF((x) => {
      // Default titles follow the switch; a title the user wrote stays.
      const titles = DEFAULT_TITLES.includes(x.positive_title) ? defaultFollowUpTitles(on) : {};
      return { ...x, standard_why: on, ...titles };
    });
  }

  function save() {
    const saved = toSavedFollowUp(f);
    if (!saved || !canSaveFollowUp(f)) return;
    onSave(saved);
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={initial ? QUESTION_MSG.followUpModalEdit : QUESTION_MSG.followUpModalNew}
      footer={
        <>
          <button type="button" className={buttonClass("secondary")} onClick={() => onOpenChange(false)}>
            {QUESTION_MSG.cancel}
          </button>
          <button type="button" className={buttonClass("primary")} disabled={readOnly || !canSaveFollowUp(f)} onClick={save}>
            {QUESTION_MSG.save}
          </button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-4" data-testid="follow-up-form">
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-sm font-medium text-ink-soft">
            {QUESTION_MSG.followUpType}
          </label>
          <select
            id={typeId}
            value={f.type ?? ""}
            disabled={readOnly}
            onChange={(e) => {
              const t = e.target.value;
              setF((x) => ({ ...x, type: isFollowUpType(t) ? t : null }));
            }}
            className="rounded border border-line-strong px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas"
          >
            <option value="">{QUESTION_MSG.followUpTypeNone}</option>
            {choices.map((t) => (
              <option key={t} value={t}>
                {followUpTypeLabel(t)}
              </option>
            ))}
          </select>
          {!f.type && <p className="text-xs text-muted">{problems.find((p) => p.field === "type")?.message}</p>}
        </div>

        <Switch label={QUESTION_MSG.standardWhy} checked={f.standard_why ?? false} disabled={readOnly} onChange={setStandardWhy} />

        <TextField
          label={QUESTION_MSG.followUpTitle}
          value={f.positive_title}
          max={FOLLOW_UP_TITLE_MAX}
          disabled={readOnly}
          problem={titleProblem}
          inputRef={titleRef}
          testId="follow-up-title"
          onChange={(v) => setF((x) => ({ ...x, positive_title: v }))}
        />

        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-medium text-ink-soft">{QUESTION_MSG.askWhen}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={f.fire_positive} disabled={readOnly} onChange={(e) => setF((x) => ({ ...x, fire_positive: e.target.checked }))} />
            {QUESTION_MSG.firePositive}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={f.fire_negative} disabled={readOnly} onChange={(e) => setF((x) => ({ ...x, fire_negative: e.target.checked }))} />
            {QUESTION_MSG.fireNegative}
          </label>
          <p className="text-xs text-muted">{QUESTION_MSG.sidesCopied}</p>
        </fieldset>

        {showsAnswerChoices(f.type) && (
          <>
            <AnswerChips options={f.positive.options} disabled={readOnly} onChange={(options) => setSide({ options })} onBack={() => titleRef.current?.focus()} />
            <Switch
              label={QUESTION_MSG.disableRandomization}
              checked={f.disable_option_randomization ?? false}
              disabled={readOnly}
              onChange={(on) => setF((x) => ({ ...x, disable_option_randomization: on }))}
            />
          </>
        )}

        {showsScaleLabels(f.type) && (
          <div className="grid grid-cols-2 gap-3">
            <TextField label={QUESTION_MSG.minLabel} value={f.positive.min_label ?? ""} max={40} disabled={readOnly} onChange={(v) => setSide({ min_label: v || null })} />
            <TextField label={QUESTION_MSG.maxLabel} value={f.positive.max_label ?? ""} max={40} disabled={readOnly} onChange={(v) => setSide({ max_label: v || null })} />
          </div>
        )}
      </div>
    </Dialog>
  );
}
