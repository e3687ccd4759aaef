// The browser's API client (spec 1 §7): 20 s timeout, only 200/201/202 succeed, the result is read from
// results/result/data/token, a 401 clears the session and goes to /, "This brand is inactive" goes to /inactive-brand.
import { HTTP_TIMEOUT_MS } from "./constants";
import { MSG } from "./messages";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly invalidParams: { name: string; reason: string }[] = [],
  ) {
    super(message);
  }
}

export interface TApiClientHooks {
  onUnauthenticated: () => void;
  onInactiveBrand: () => void;
}

const browserHooks: TApiClientHooks = {
  onUnauthenticated: () => {
    void import("next-auth/react").then(({ signOut }) => signOut({ callbackUrl: "/" }));
  },
  onInactiveBrand: () => window.location.assign("/inactive-brand"),
};

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown; timeoutMs?: number } = {},
  hooks: TApiClientHooks = browserHooks,
): Promise<T> {
  const { json, timeoutMs = HTTP_TIMEOUT_MS, ...rest } = init;
  const res = await fetch(path.startsWith("/api/") ? path : `/api/v1${path}`, {
    ...rest,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    signal: rest.signal ?? AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await res.json().catch(() => null);
  if (![200, 201, 202].includes(res.status)) {
    const problem = (body ?? {}) as { detail?: string; invalid_params?: { name: string; reason: string }[] };
    if (res.status === 401) hooks.onUnauthenticated();
    if (res.status === 403 && problem.detail === MSG.brandInactive) hooks.onInactiveBrand();
    throw new ApiError(res.status, problem.detail ?? MSG.errorStatus(res.status), problem.invalid_params);
  }
  return unwrap<T>(body);
}

export function unwrap<T>(body: unknown): T {
  if (body && typeof body === "object") {
    const o = body as Record<string, unknown>;
    for (const k of ["results", "result", "data", "token"] as const) if (k in o) return o[k] as T;
  }
  return body as T;
}
