// The respondent app's calls to /api/v1/live/{short_id}/… (contract docs/contracts/p6-live-survey.md). Errors are
// problem+json; a network failure is status 0. No retries here: the pages offer "Try again".
import { LIVE_TOKEN_HEADER } from "@/lib/survey/rules";
import type { TLiveAnswersInput, TLiveCompleteResult, TLiveSaveResult, TLiveStartResult } from "@/lib/survey/wire";

export class LiveApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's user-facing text (problem detail), when it sent one. */
    readonly detail: string | null,
  ) {
    super(detail ?? `HTTP ${status}`);
  }
}

async function call<T>(shortId: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers[LIVE_TOKEN_HEADER] = token;
  if (body !== undefined) headers["content-type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(`/api/v1/live/${encodeURIComponent(shortId)}/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new LiveApiError(0, null);
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!res.ok) {
    const detail = json && typeof json === "object" && typeof (json as { detail?: unknown }).detail === "string" ? (json as { detail: string }).detail : null;
    throw new LiveApiError(res.status, detail);
  }
  return (json as { results: T }).results;
}

export const liveApi = {
  start: (shortId: string, params: Record<string, string>, preview: boolean) => call<TLiveStartResult>(shortId, "POST", "start", null, { params, preview }),
  session: (shortId: string, token: string) => call<TLiveStartResult>(shortId, "GET", "session", token),
  save: (shortId: string, token: string, body: TLiveAnswersInput) => call<TLiveSaveResult>(shortId, "PUT", "answers", token, body),
  complete: (shortId: string, token: string) => call<TLiveCompleteResult>(shortId, "POST", "complete", token, {}),
};
