// Errors → RFC 9457 problem+json, in one place (DESIGN.md rule 4). Unknown errors never leak internals.
import { ZodError } from "zod";
import { AppError, type TInvalidParam } from "../errors";

export function zodToInvalidParams(err: ZodError): TInvalidParam[] {
  return err.issues.map((i) => ({ name: i.path.join(".") || "(body)", reason: i.message }));
}

export function invalidFromZod(err: ZodError, where: string): AppError {
  const params = zodToInvalidParams(err);
  const first = params[0];
  const detail = first ? `Invalid ${where}: ${first.name}: ${first.reason}` : `Invalid ${where}`;
  return new AppError("invalid", detail, params);
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
