// Texts of form validation (docs/decisions.md P10 "Validation messages"): the sentences the zod error map
// (./human-errors.ts) writes for a schema check that has no message of its own, and what a form says when the
// server refused its input. Each names the field by its label, so it reads well under the field and in a toast.

export const FORM_MSG = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${max} characters.`,
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  atLeast: (label: string, min: number | string) => `${label} must be ${min} or more.`,
  moreThan: (label: string, min: number | string) => `${label} must be more than ${min}.`,
  atMost: (label: string, max: number | string) => `${label} can be at most ${max}.`,
  lessThan: (label: string, max: number | string) => `${label} must be less than ${max}.`,
  tooFew: (label: string, min: number) => (min <= 1 ? `Add at least one entry to ${label}.` : `Add at least ${min} entries to ${label}.`),
  tooMany: (label: string, max: number) => `${label} can have at most ${max} ${max === 1 ? "entry" : "entries"}.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notWhole: (label: string) => `${label} must be a whole number.`,
  notText: (label: string) => `${label} must be text.`,
  notEmail: (label: string) => `${label} must be an e-mail address, like name@example.com.`,
  notUrl: (label: string) => `${label} must be a web address starting with http:// or https://.`,
  notDate: (label: string) => `${label} must be a date.`,
  badFormat: (label: string) => `${label} is not in the expected format.`,
  oneOf: (label: string, choices: readonly string[]) => `${label} must be one of: ${choices.join(", ")}.`,
  notAChoice: (label: string) => `${label} is not one of the choices.`,
  multipleOf: (label: string, step: number | string) => `${label} must be a multiple of ${step}.`,
  notValid: (label: string) => `${label} is not valid.`,
  unknownFields: (names: readonly string[]) =>
    names.length === 1 ? `"${names[0]}" cannot be saved here.` : `These fields cannot be saved here: ${names.map((n) => `"${n}"`).join(", ")}.`,
  /** The label of the input as a whole (an issue without a path). */
  wholeInput: "The input",
  /** Above a form whose required fields carry the kit's "*" marker. */
  requiredNote: "Fields marked * are required.",
  /** A toast when the server's reasons are shown under their fields. */
  checkFields: "Please check the highlighted fields.",
} as const;
