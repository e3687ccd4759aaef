// Typed errors thrown by services and by pure rules in lib/ (isomorphic: no server imports); only server/http and
// server/graphql turn them into responses (DESIGN.md rule 4). server/errors.ts re-exports this module.
export type TErrorCode =
  | "unauthenticated"
  | "forbidden"
  | "brand_inactive"
  | "not_found"
  | "invalid"
  | "conflict"
  | "rate_limited"
  | "too_large"
  /** A failure of ours the user is told about in words of the spec (e.g. a snip's image that could not be saved). */
  | "internal";

export interface TInvalidParam {
  name: string;
  reason: string;
}

const STATUS: Record<TErrorCode, number> = {
  unauthenticated: 401,
  forbidden: 403,
  brand_inactive: 403,
  not_found: 404,
  invalid: 400,
  conflict: 409,
  rate_limited: 429,
  too_large: 413,
  internal: 500,
};

const TITLE: Record<TErrorCode, string> = {
  unauthenticated: "Unauthorized",
  forbidden: "Forbidden",
  brand_inactive: "Forbidden",
  not_found: "Not Found",
  invalid: "Bad Request",
  conflict: "Conflict",
  rate_limited: "Too Many Requests",
  too_large: "Content Too Large",
  internal: "Internal Server Error",
};

export interface TAppErrorOptions {
  /** For rate_limited: whole seconds until the limit lets the caller in again (the answer's Retry-After header). */
  retryAfterSeconds?: number;
  /** A finer machine code for the problem body's `code` than the error's kind (e.g. "mfa_required" for a 401). */
  problemCode?: string;
}

export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly problemCode: string | undefined;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly invalidParams: TInvalidParam[] = [],
    opts: TAppErrorOptions = {},
  ) {
    super(message);
    this.name = "AppError";
    this.retryAfterSeconds = opts.retryAfterSeconds;
    this.problemCode = opts.problemCode;
  }
  get status(): number {
    return STATUS[this.code];
  }
  get title(): string {
    return TITLE[this.code];
  }
}

export const unauthenticated = (msg = "Not authenticated") => new AppError("unauthenticated", msg);
export const forbidden = (msg: string) => new AppError("forbidden", msg);
export const notFound = (what: string) => new AppError("not_found", `${what} not found.`);
export const invalid = (msg: string, params: TInvalidParam[] = []) => new AppError("invalid", msg, params);
export const conflict = (msg: string) => new AppError("conflict", msg);
/** 429 with the seconds after which the caller may try again (sent as Retry-After). */
export const rateLimited = (msg: string, retryAfterSeconds?: number) => new AppError("rate_limited", msg, [], { retryAfterSeconds });
