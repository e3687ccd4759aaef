import "server-only";
// Route handlers are declarations (DESIGN.md §4): who may call (P8: `permission`, required), zod parsing, the envelope
// and error mapping happen here once; a handler body is one service call.
//
//   permission: "none"        respondents: no session is read (every millisecond counts on the live survey)
//               "public"      anyone; `principal` is whoever the request carries, or null
//               "signed-in"   any signed-in user
//               "admin"       internal admins
//               a TPermission on one brand (lib/permissions.ts): authorize() runs before the body is read, and the
//                             handler gets `access` (server/access/authorize.ts). The brand is `params.id` unless
//                             `brand` says otherwise; `share: true` lets a share viewer in for its own study.
import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { ACCESS_MSG, MSG } from "@/lib/messages";
import { isPermission, type TAccessDeclaration, type TCallerLevel, type TPermission } from "@/lib/permissions";
import type { Actor } from "../access/actor";
import { authorize, requireAdmin, requireUser, type TBrandAccess, type TBrandRef, type TViewAccess } from "../access/authorize";
import type { Principal } from "../access/principal";
import { resolvePrincipal } from "../auth/session";
import { AppError, forbidden, unauthenticated } from "../errors";
import { invalidFromZod, problemResponse } from "./problem";

type Schema = ZodType;
type Out<S> = S extends ZodType ? z.output<S> : undefined;

/** Who the handler runs for, by declaration. */
type TCaller<D extends TAccessDeclaration, Sh extends boolean> = D extends "none"
  ? { principal: null; actor: null; access: undefined }
  : D extends "public"
    ? { principal: Principal | null; actor: Actor | null; access: undefined }
    : D extends "signed-in" | "admin"
      ? { principal: Actor; actor: Actor; access: undefined }
      : Sh extends true
        ? { principal: Principal; actor: Actor | null; access: TViewAccess }
        : { principal: Actor; actor: Actor; access: TBrandAccess };

export type TApiContext<P, B, Q, C> = C & {
  params: P;
  body: B;
  query: Q;
  req: NextRequest;
};

interface TApiOptions<P, B, Q, D extends TAccessDeclaration, Sh extends boolean, R> {
  /** Who may call; every handler declares it (the access matrix reads it: tests/integration/access/). */
  permission: D;
  /** The brand of a brand permission: `params.id` by default. */
  brand?: (input: { params: Out<P>; query: Out<Q> }) => TBrandRef;
  /** As `brand`, for the few calls that name their brand in the body (the body is then read first). */
  brandInBody?: (body: Out<B>) => TBrandRef;
  /** Share viewers may call, for the study `params.surveyId` (or `survey`) that their token names. */
  share?: Sh;
  survey?: (input: { params: Out<P>; query: Out<Q> }) => string | undefined;
  /** The 403 text when the permission is missing, where the call has a more precise one than the permission's. */
  denied?: string;
  /** Refuse bodies larger than this many bytes with 413 (default 10 MB). */
  maxBodyBytes?: number;
  params?: P;
  body?: B;
  query?: Q;
  /** results (default): `{ results }`; raw: the handler's object as the body; response: the handler's Response. */
  envelope?: "results" | "raw" | "response";
  status?: 200 | 201 | 202;
  handler: (ctx: TApiContext<Out<P>, Out<B>, Out<Q>, TCaller<D, Sh>>) => Promise<R>;
}

/** The declaration of each handler, for the generated access matrix. */
export interface TApiMeta {
  permission: TAccessDeclaration;
  share: boolean;
  denied?: string;
}

export type TApiHandler = ((req: NextRequest, ctx: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>) & {
  meta: TApiMeta;
};

const CALLER_LEVELS: ReadonlySet<string> = new Set<TCallerLevel>(["none", "public", "signed-in", "admin"]);
const defaultBrand = ({ params }: { params: unknown }): TBrandRef => String((params as { id?: unknown } | undefined)?.id ?? "");
const defaultSurvey = ({ params }: { params: unknown }): string | undefined => (params as { surveyId?: string } | undefined)?.surveyId;

export function withApi<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  D extends TAccessDeclaration = TAccessDeclaration,
  Sh extends boolean = false,
  R = unknown,
>(opts: TApiOptions<P, B, Q, D, Sh, R>): TApiHandler {
  const level = opts.permission;
  // Fail closed, at load: a handler without a declaration never serves a request (the types say so too).
  if (!CALLER_LEVELS.has(level) && !isPermission(level)) throw new Error(`withApi: unknown or missing permission ${String(level)}`);
  const handler = async (req: NextRequest, ctx: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      let principal: Principal | null = null;
      if (level !== "none") {
        const resolved = await resolvePrincipal(req);
        principal = resolved.principal;
        // A refused credential (ended session, bad share link) is told as such, except where anyone may call.
        if (!principal && resolved.problem && level !== "public") throw resolved.problem;
      }
      let actor: Actor | null = principal?.kind === "user" ? principal : null;
      if (level === "signed-in") actor = requireUser(principal);
      if (level === "admin") actor = withDenied(() => requireAdmin(principal), opts.denied);
      const isBrandPermission = !CALLER_LEVELS.has(level);
      if (isBrandPermission && !principal) throw unauthenticated();
      if (isBrandPermission && principal?.kind === "share" && !opts.share) throw unauthenticated();

      const params = parse(opts.params as P, (await ctx.params) ?? {}, "path parameter");
      const query = parse(opts.query as Q, Object.fromEntries(req.nextUrl.searchParams), "query parameter");
      const readBody = async () =>
        opts.body ? parse(opts.body as B, await readJson(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY), "body") : (undefined as Out<B>);
      let body: Out<B> | undefined;
      let access: TViewAccess | undefined;
      if (isBrandPermission) {
        if (opts.brandInBody) body = await readBody();
        const brand = opts.brandInBody ? opts.brandInBody(body as Out<B>) : (opts.brand ?? defaultBrand)({ params, query });
        const survey = (opts.survey ?? defaultSurvey)({ params, query });
        access = await withDeniedAsync(
          () => authorize(principal, { brand, permission: level as TPermission, survey, share: opts.share === true }),
          opts.denied,
        );
      }
      if (body === undefined) body = await readBody();
      const caller = { principal, actor, access } as unknown as TCaller<D, Sh>;
      const result = await opts.handler({ ...caller, params, body: body as Out<B>, query, req });
      const envelope = opts.envelope ?? "results";
      if (envelope === "response") return result as Response;
      return Response.json(envelope === "raw" ? result : { results: result }, { status: opts.status ?? 200 });
    } catch (err) {
      return problemResponse(err);
    }
  };
  return Object.assign(handler, { meta: { permission: level, share: opts.share === true, denied: opts.denied } });
}

/** Replaces the text of a missing-permission 403 with the call's own, when it declares one. */
function withDenied<T>(run: () => T, denied: string | undefined): T {
  try {
    return run();
  } catch (e) {
    throw rephrase(e, denied);
  }
}

async function withDeniedAsync<T>(run: () => Promise<T>, denied: string | undefined): Promise<T> {
  try {
    return await run();
  } catch (e) {
    throw rephrase(e, denied);
  }
}

/** 403s about who the caller is, not about the permission: never replaced by `denied`. */
const MEMBERSHIP_TEXTS: ReadonlySet<string> = new Set([MSG.noBrandAccess, ACCESS_MSG.shareViewerReadOnly, ACCESS_MSG.kbOnly]);
function rephrase(e: unknown, denied: string | undefined): unknown {
  if (!denied || !(e instanceof AppError) || e.code !== "forbidden" || MEMBERSHIP_TEXTS.has(e.message)) return e;
  return forbidden(denied);
}

function parse<S extends Schema | undefined>(schema: S, value: unknown, where: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const r = schema.safeParse(value);
  if (!r.success) throw invalidFromZod(r.error, where);
  return r.data as Out<S>;
}

const DEFAULT_MAX_BODY = 10 * 1024 * 1024;

async function readJson(req: NextRequest, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError("too_large", "The request is too large.");
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new AppError("too_large", "The request is too large.");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid", "The request body is not valid JSON.", [{ name: "(body)", reason: "not valid JSON" }]);
  }
}
