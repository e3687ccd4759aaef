// The server's refusal of a form, field by field (docs/decisions.md P10 "Validation messages"): a 400 problem (REST)
// or an `invalid` GraphQL error carries `invalid_params` [{name, reason}], each reason a sentence (lib/forms/
// human-errors.ts). A form puts each reason under its field and toasts only what no field shows.
import type { z } from "zod";
import { ApiError } from "../api-client";
import { GraphQLRequestError } from "../graphql-client";
import { humanZodErrorWith } from "./human-errors";
import { FORM_MSG } from "./messages";

export interface TFieldProblem {
  name: string;
  reason: string;
}

export interface TServerProblem {
  /** The problem's `detail` (GraphQL: the error's message). */
  message: string;
  invalidParams: TFieldProblem[];
}

/** What a caught error of the API clients says; null for anything else (a network failure, a bug). */
export function serverProblem(e: unknown): TServerProblem | null {
  if (e instanceof ApiError || e instanceof GraphQLRequestError) return { message: e.message, invalidParams: e.invalidParams ?? [] };
  return null;
}

export interface TPlacedErrors<F extends string> {
  /** Reasons shown under a field of the form, first reason per field. */
  fields: { field: F; message: string }[];
  /** Reasons no field of the form shows. */
  unplaced: string[];
}

export interface TPlaceOptions<F extends string> {
  /** The form's field paths, as the server names them unless `rename` says otherwise. */
  fields: readonly F[];
  /** Server name → form path, for names that differ ("product.name" → "name" is done by `prefix`). */
  rename?: Readonly<Record<string, F>>;
  /** A prefix the server puts before every name ("product." for a GraphQL argument). */
  prefix?: string;
}

/**
 * Sorts the server's reasons: each to the form field it names (a nested name such as "regions.2" goes to "regions"
 * when the form has no finer field), the rest to `unplaced`.
 */
export function placeServerErrors<F extends string>(params: readonly TFieldProblem[], opts: TPlaceOptions<F>): TPlacedErrors<F> {
  const known = new Set<string>(opts.fields);
  const out: TPlacedErrors<F> = { fields: [], unplaced: [] };
  for (const p of params) {
    const name = opts.prefix && p.name.startsWith(opts.prefix) ? p.name.slice(opts.prefix.length) : p.name;
    let field: F | null = opts.rename?.[name] ?? null;
    if (!field) {
      // The longest known path the name starts with: "regions.2" → "regions", "style.accent" → "style.accent".
      const parts = name.split(".");
      for (let n = parts.length; n > 0 && !field; n--) {
        const candidate = parts.slice(0, n).join(".");
        if (known.has(candidate)) field = candidate as F;
      }
    }
    if (field && !out.fields.some((f) => f.field === field)) out.fields.push({ field, message: p.reason });
    else if (!field) out.unplaced.push(p.reason);
  }
  return out;
}

/**
 * The one line a toast shows for a refused save: what no field shows first; else the server's detail (a sentence,
 * never "Invalid body:"); else a pointer to the fields; else the form's fallback (a network failure).
 */
export function refusalToast(problem: TServerProblem | null, placed: TPlacedErrors<string>, fallback: string): string {
  if (placed.unplaced.length) return placed.unplaced[0]!;
  if (problem?.message) return problem.message;
  return placed.fields.length ? FORM_MSG.checkFields : fallback;
}

/** The parse options a form's zod resolver takes: the dashboard's sentences, with the form's own labels first. */
export function formParseOptions(labels: Readonly<Record<string, string>> = {}): { error: z.core.$ZodErrorMap } {
  return { error: humanZodErrorWith(labels) };
}

/** Codes (GraphQL) and statuses (REST) of refusals whose sentence tells the user what to do. */
const ACTIONABLE_CODES: ReadonlySet<string> = new Set(["invalid", "forbidden", "not_found", "conflict", "rate_limited"]);
const ACTIONABLE_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 429]);

/**
 * The toast of a failed action with no form: the server's sentence when the refusal is one the user can act on (too
 * long, not theirs, gone, changed by someone else, too many), else `fallback` (the spec's own error sentence).
 */
export function refusalText(e: unknown, fallback: string): string {
  if (e instanceof GraphQLRequestError && e.code && ACTIONABLE_CODES.has(e.code)) return e.message;
  if (e instanceof ApiError && ACTIONABLE_STATUSES.has(e.status)) return e.message;
  return fallback;
}

