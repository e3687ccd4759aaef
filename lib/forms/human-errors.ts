// The zod error map of the dashboard (docs/decisions.md P10 "Validation messages"): a check that carries its own
// message keeps it; every other issue becomes a sentence that names the field by its label — "Name is required.",
// "Name can be at most 120 characters.", "Price must be a number." — instead of zod's "Too small: expected string to
// have >=1 characters". The server installs it once (server/http/problem.ts), so REST and GraphQL answers carry these
// sentences in `detail` and `invalid_params`; forms pass it to their resolver (components/ui/form.ts).
import { z } from "zod";
import { MY_SETTINGS } from "../messages";
import { FORM_MSG } from "./messages";

/**
 * Labels of wire field names (the last named segment of an issue's path), as the dashboard's forms show them.
 * A field not listed here is named from its key: "minimum_age" → "Minimum age".
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  _id: "ID",
  id: "ID",
  first_name: MY_SETTINGS.firstName,
  last_name: MY_SETTINGS.lastName,
  department: MY_SETTINGS.department,
  email: "E-mail address",
  emails: "E-mail addresses",
  password: "Password",
  asset_format: "Asset format",
  assortment: "Assortments",
  brand_category: "Category",
  parent_id: "Parent product",
  msrp_initial: "Initial MSRP",
  salesforce_id: "CRM link",
  url_param: "URL parameter",
  default_country_id: "Default country",
  default_language_id: "Default language",
  date_modified: "Last modified date",
  due_date: "Due date",
  css_override: "CSS override",
  header_logo: "Header logo",
  sentiment_score_model_version: "Sentiment score model version",
  redirect_link: "Post-study redirect URL",
  brandId: "Brand",
  brand_id: "Brand",
};

/** "minimum_age" → "Minimum age", "backgroundImageUrl" → "Background image url". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : FORM_MSG.wholeInput;
}

/** The label of the field an issue is about: the last named segment of its path ("products.0.sales_plan" → "Sales plan"). */
export function fieldLabel(path: readonly PropertyKey[], labels: Readonly<Record<string, string>> = FIELD_LABELS): string {
  const key = [...path].reverse().find((p): p is string => typeof p === "string");
  if (key === undefined) return FORM_MSG.wholeInput;
  return labels[key] ?? FIELD_LABELS[key] ?? humanizeKey(key);
}

/** The parts of a zod issue the map reads (raw issues carry `input`; finished ones do not). */
type TIssue = z.core.$ZodRawIssue | z.core.$ZodIssue;

const num = (v: unknown): number | string => (typeof v === "bigint" ? v.toString() : typeof v === "number" ? v : String(v));

/** The sentence for an issue, or undefined to keep zod's (never reached for the codes zod has). */
export function humanIssueMessage(issue: TIssue, labels?: Readonly<Record<string, string>>): string | undefined {
  const label = fieldLabel(issue.path ?? [], labels);
  const i = issue as TIssue & Record<string, unknown>;
  switch (issue.code) {
    case "invalid_type": {
      const input = "input" in issue ? issue.input : undefined;
      if (input === undefined || input === null) return FORM_MSG.required(label);
      if (i.expected === "int") return FORM_MSG.notWhole(label);
      if (i.expected === "number" || i.expected === "bigint") return FORM_MSG.notANumber(label);
      if (i.expected === "string") return FORM_MSG.notText(label);
      if (i.expected === "date") return FORM_MSG.notDate(label);
      return FORM_MSG.notValid(label);
    }
    case "too_small": {
      const min = i.minimum as number | bigint;
      if (i.origin === "string") return Number(min) <= 1 ? FORM_MSG.required(label) : FORM_MSG.tooShort(label, Number(min));
      if (i.origin === "array" || i.origin === "set") return FORM_MSG.tooFew(label, Number(min));
      return i.inclusive === false ? FORM_MSG.moreThan(label, num(min)) : FORM_MSG.atLeast(label, num(min));
    }
    case "too_big": {
      const max = i.maximum as number | bigint;
      if (i.origin === "string") return FORM_MSG.tooLong(label, Number(max));
      if (i.origin === "array" || i.origin === "set") return FORM_MSG.tooMany(label, Number(max));
      return i.inclusive === false ? FORM_MSG.lessThan(label, num(max)) : FORM_MSG.atMost(label, num(max));
    }
    case "invalid_format": {
      const format = String(i.format);
      if (format === "email") return FORM_MSG.notEmail(label);
      if (format === "url") return FORM_MSG.notUrl(label);
      if (format === "datetime" || format === "date") return FORM_MSG.notDate(label);
      return FORM_MSG.badFormat(label);
    }
    case "invalid_value": {
      const values = (i.values as unknown[] | undefined) ?? [];
      // A short list is worth naming; a long one (or a single literal such as `true`) is not.
      return values.length >= 2 && values.length <= 6 ? FORM_MSG.oneOf(label, values.map(String)) : FORM_MSG.notAChoice(label);
    }
    case "unrecognized_keys":
      return FORM_MSG.unknownFields((i.keys as string[] | undefined) ?? []);
    case "not_multiple_of":
      return FORM_MSG.multipleOf(label, num(i.divisor));
    default:
      return FORM_MSG.notValid(label);
  }
}

/** The error map: zod calls it only for checks without a message of their own. */
export const humanZodError: z.core.$ZodErrorMap = (issue) => humanIssueMessage(issue);

/** An error map that names fields by a form's own labels first (then FIELD_LABELS). */
export const humanZodErrorWith =
  (labels: Readonly<Record<string, string>>): z.core.$ZodErrorMap =>
  (issue) =>
    humanIssueMessage(issue, labels);

/** Makes the map zod's default for this process (the server calls it once, before any request is parsed). */
export function installHumanZodErrors(): void {
  z.config({ customError: humanZodError });
}
