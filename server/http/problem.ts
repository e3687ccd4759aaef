import "server-only";
// Errors → RFC 9457 problem+json, in one place (DESIGN.md rule 4). Unknown errors never leak internals.
import { ZodError, type output, type ZodType } from "zod";
import { fieldLabel, installHumanZodErrors } from "@/lib/forms/human-errors";
import { FORM_MSG } from "@/lib/forms/messages";
import { AppError, type TInvalidParam } from "../errors";

// Every zod check without a message of its own answers a sentence naming its field ("Name is required."), not zod's
// "Too small: expected string to have >=1 characters" (docs/decisions.md P10 "Validation messages"). Installed here,
// at load, because every request parse goes through this module's importers (withApi and the services).
installHumanZodErrors();

/** The zod issues as invalid_params: the dotted path (`(body)` for the whole input) and the issue's sentence. */
export function zodToInvalidParams(err: ZodError): TInvalidParam[] {
  return err.issues.map((i) => ({ name: i.path.join(".") || "(body)", reason: i.message }));
}

/**
 * A 400 whose `detail` is the first issue's sentence, led by the field's label when the sentence does not name it
 * ("Title: At most 150 characters."): a user reads it, so it never says "Invalid body:" or a wire path. `where` (body,
 * query, argument…) names the input as a whole for an issue without a path.
 */
export function invalidFromZod(err: ZodError, where: string): AppError {
  const params = zodToInvalidParams(err);
  const first = err.issues[0];
  return new AppError("invalid", first ? problemDetail(first.path, first.message) : FORM_MSG.notValid(`The ${where}`), params);
}

/** The sentence of one issue for `detail`. */
export function problemDetail(path: readonly PropertyKey[], reason: string): string {
  if (!path.some((p) => typeof p === "string")) return reason;
  const label = fieldLabel(path);
  return reason.toLowerCase().includes(label.toLowerCase()) ? reason : `${label}: ${reason}`;
}

export function problemResponse(err: unknown): Response {
  const e = err instanceof AppError ? err : null;
  if (!e) console.error("[api] unexpected error", err);
  const status = e?.status ?? 500;
  const body = {
    type: "about:blank",
    status,
    title: e?.title ?? "Internal Server Error",
    detail: e?.message ?? "Something went wrong on our side.",
    code: e?.problemCode ?? e?.code ?? "internal",
    ...(e && e.invalidParams.length ? { invalid_params: e.invalidParams } : {}),
  };
  const headers: Record<string, string> = { "content-type": "application/problem+json" };
  // 429s say when to come back (RFC 9110 §10.2.3: delay-seconds).
  if (e?.retryAfterSeconds !== undefined) headers["retry-after"] = String(Math.max(1, Math.ceil(e.retryAfterSeconds)));
  return new Response(JSON.stringify(body), { status, headers });
}

/** `raw` parsed by `schema`, or a 400 naming the field (`where`: "snip", "takeaway", …). */
export function parseInput<S extends ZodType>(schema: S, raw: unknown, where: string): output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw invalidFromZod(parsed.error, where);
  return parsed.data;
}
