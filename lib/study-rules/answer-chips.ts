// Answer options entry (chips) of follow-up questions: spec 2 §5 "Answer options", §9 "Answers".
import { ANSWER_MSG } from "./messages";

/** spec 2 §9: at most 6 answer options. */
export const MAX_ANSWERS = 6;
/** spec 2 §5: the "too many" warning shows above 5 options. */
export const ANSWER_WARN_ABOVE = 5;
/** spec 2 §9: answers are suggested to be at most 25 characters (a suggestion, not a limit). */
export const ANSWER_SUGGESTED_LENGTH = 25;
/** spec 2 §5: several answers entered at once are separated by semicolons. */
export const ANSWER_SEPARATOR = ";";

export type TAnswerWarning = typeof ANSWER_MSG.tooMany | typeof ANSWER_MSG.tooLong;

export interface TRefusedAnswer {
  answer: string;
  reason: "duplicate" | "full";
}

export interface TAddAnswersResult {
  options: string[];
  warnings: TAnswerWarning[];
  refused: TRefusedAnswer[];
}

/** Characters as the user sees them (code points), so an emoji counts once. */
export const answerLength = (answer: string): number => [...answer].length;

/** The key two answers are compared by: trimmed, case-insensitive (our decision; spec 2 §5 says only "duplicates removed"). */
export const answerKey = (answer: string): string => answer.trim().toLocaleLowerCase();

/** The answers typed into the entry: split on ";", trimmed, blanks dropped (duplicates are dropped by addAnswers). */
export function splitAnswers(input: string): string[] {
  return input
    .split(ANSWER_SEPARATOR)
    .map((a) => a.trim())
    .filter((a) => a.length > 0);
}

/** The warnings a list of options shows: above 5 options, and any answer over 25 characters (spec 2 §5). */
export function answerWarnings(options: readonly string[]): TAnswerWarning[] {
  const warnings: TAnswerWarning[] = [];
  if (options.length > ANSWER_WARN_ABOVE) warnings.push(ANSWER_MSG.tooMany);
  if (options.some((o) => answerLength(o) > ANSWER_SUGGESTED_LENGTH)) warnings.push(ANSWER_MSG.tooLong);
  return warnings;
}

/**
 * Adds the answers of `input` (one answer, or several separated by ";") after `current`, in order.
 * Duplicates (of the current options or of each other, see answerKey) and answers past the 6th are refused;
 * a refusal for being full also raises the "too many" warning. The current options are kept as they are.
 */
export function addAnswers(current: readonly string[], input: string): TAddAnswersResult {
  const options = [...current];
  const seen = new Set(current.map(answerKey));
  const refused: TRefusedAnswer[] = [];
  for (const answer of splitAnswers(input)) {
    const key = answerKey(answer);
    if (seen.has(key)) refused.push({ answer, reason: "duplicate" });
    else if (options.length >= MAX_ANSWERS) refused.push({ answer, reason: "full" });
    else {
      seen.add(key);
      options.push(answer);
    }
  }
  const warnings = answerWarnings(options);
  if (refused.some((r) => r.reason === "full") && !warnings.includes(ANSWER_MSG.tooMany)) warnings.unshift(ANSWER_MSG.tooMany);
  return { options, warnings, refused };
}

/** A stored list cleaned the same way: trimmed, blanks and duplicates dropped, at most 6 kept. */
export function normaliseAnswers(options: readonly string[]): string[] {
  return addAnswers([], options.map((o) => o.replaceAll(ANSWER_SEPARATOR, " ")).join(ANSWER_SEPARATOR)).options;
}

/** Removes the chip at `index` (out of range: unchanged copy). */
export function removeAnswer(options: readonly string[], index: number): string[] {
  return options.filter((_, i) => i !== index);
}

/** Whether the entry accepts more answers (spec 2 §9: at most 6). */
export const canAddAnswer = (options: readonly string[]): boolean => options.length < MAX_ANSWERS;

/** spec 2 §5: Enter adds the typed answer(s); shift-Enter moves back (to the previous field). */
export function answerKeyAction(key: string, shiftKey: boolean): "add" | "back" | "none" {
  if (key !== "Enter") return "none";
  return shiftKey ? "back" : "add";
}
