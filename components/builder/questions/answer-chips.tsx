"use client";
// Answer options of a follow-up as chips (spec 2 §5 "Answer options", §9 "Answers"): at most 6; several answers at
// once separated by ";"; duplicates removed; Enter adds, shift-Enter moves back to the previous field; the warnings
// show above 5 options and for an answer over 25 characters (also while it is being typed).
import { X } from "lucide-react";
import { useId, useState } from "react";
import {
  addAnswers,
  answerKeyAction,
  answerLength,
  ANSWER_SUGGESTED_LENGTH,
  answerWarnings,
  canAddAnswer,
  removeAnswer,
  splitAnswers,
  type TAnswerWarning,
} from "@/lib/study-rules/answer-chips";
import { ANSWER_MSG, QUESTION_MSG } from "@/lib/study-rules/messages";
import { smallButton } from "./controls";

interface Props {
  options: string[];
  disabled?: boolean;
  onChange(options: string[]): void;
  /** shift-Enter: focus the previous field. */
  onBack?(): void;
}

export function AnswerChips({ options, disabled, onChange, onBack }: Props) {
  const id = useId();
  const [text, setText] = useState("");
  const [refusedFull, setRefusedFull] = useState(false);
  const [duplicates, setDuplicates] = useState<string[]>([]);

  const warnings: TAnswerWarning[] = answerWarnings(options);
  if (refusedFull && !warnings.includes(ANSWER_MSG.tooMany)) warnings.unshift(ANSWER_MSG.tooMany);
  if (!warnings.includes(ANSWER_MSG.tooLong) && splitAnswers(text).some((a) => answerLength(a) > ANSWER_SUGGESTED_LENGTH)) warnings.push(ANSWER_MSG.tooLong);

  function add() {
    if (!text.trim()) return;
    const r = addAnswers(options, text);
    setRefusedFull(r.refused.some((x) => x.reason === "full"));
    setDuplicates(r.refused.filter((x) => x.reason === "duplicate").map((x) => x.answer));
    setText("");
    if (r.options.length !== options.length) onChange(r.options);
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink-soft">
        {QUESTION_MSG.answerEntry}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={text}
          disabled={disabled || !canAddAnswer(options)}
          data-testid="answer-entry"
          aria-describedby={warnings.length ? `${id}-warnings` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            const action = answerKeyAction(e.key, e.shiftKey);
            if (action === "none") return;
            e.preventDefault();
            if (action === "add") add();
            else onBack?.();
          }}
          className="w-full rounded border border-line-strong px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-focus disabled:bg-canvas"
        />
        <button type="button" className={smallButton} disabled={disabled || !text.trim() || !canAddAnswer(options)} onClick={add}>
          {QUESTION_MSG.answerAdd}
        </button>
      </div>
      <ul aria-label={QUESTION_MSG.answers} className="flex flex-wrap gap-2" data-testid="answer-chips">
        {options.map((o, i) => (
          <li key={`${o}-${i}`} data-testid="answer-chip" className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pl-3 pr-1 text-sm text-primary-ink">
            <span>{o}</span>
            <button
              type="button"
              aria-label={QUESTION_MSG.removeAnswer(o)}
              disabled={disabled}
              onClick={() => {
                setRefusedFull(false);
                onChange(removeAnswer(options, i));
              }}
              className="rounded-full p-0.5 hover:bg-primary-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-focus disabled:opacity-50"
            >
              <X size={14} aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      {(warnings.length > 0 || duplicates.length > 0) && (
        <div id={`${id}-warnings`} role="status" className="flex flex-col gap-1">
          {warnings.map((w) => (
            <p key={w} className="rounded border border-warning-line bg-warning-soft px-3 py-2 text-xs text-warning-ink">
              {w}
            </p>
          ))}
          {duplicates.map((d) => (
            <p key={d} className="text-xs text-muted">
              {ANSWER_MSG.duplicate(d)}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
