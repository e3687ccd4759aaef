// Route handlers are declarations (DESIGN.md §4): authentication, zod parsing, the envelope and error mapping
// happen here once; a handler body is one service call.
import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import type { Actor } from "../access/actor";
import { actorFromRequest } from "../auth/session";
import { AppError, unauthenticated } from "../errors";
import { invalidFromZod, problemResponse } from "./problem";

type Schema = ZodType;
type Out<S> = S extends ZodType ? z.output<S> : undefined;

export interface TApiContext<P, B, Q, A> {
  actor: A;
  params: P;
  body: B;
  query: Q;
  req: NextRequest;
}

type TAuth = "user" | "public" | "none";
type ActorFor<Au extends TAuth> = Au extends "user" ? Actor : Au extends "public" ? Actor | null : null;

interface TApiOptions<P, B, Q, Au extends TAuth, R> {
  /** "user" (default) needs a signed-in user; "public" lets anyone in (actor may be null); "none" never reads a
   *  session (actor is null) — the respondent endpoints, where every millisecond counts. */
  auth?: Au;
  /** Refuse bodies larger than this many bytes with 413 (default 10 MB). */
  maxBodyBytes?: number;
  params?: P;
  body?: B;
  query?: Q;
  /** results (default): `{ results }`; raw: the handler's object as the body. */
  envelope?: "results" | "raw";
  status?: 200 | 201 | 202;
  handler: (ctx: TApiContext<Out<P>, Out<B>, Out<Q>, ActorFor<Au>>) => Promise<R>;
}

export function withApi<
  P extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  Au extends TAuth = "user",
  R = unknown,
>(opts: TApiOptions<P, B, Q, Au, R>) {
  return async (req: NextRequest, ctx: { params?: Promise<Record<string, string | string[]>> }): Promise<Response> => {
    try {
      const auth = opts.auth ?? "user";
      const actor = auth === "none" ? null : await actorFromRequest(req);
      if (auth === "user" && !actor) throw unauthenticated();
      const params = parse(opts.params as P, (await ctx.params) ?? {}, "path parameter");
      const query = parse(opts.query as Q, Object.fromEntries(req.nextUrl.searchParams), "query parameter");
      const body = opts.body ? parse(opts.body as B, await readJson(req, opts.maxBodyBytes ?? DEFAULT_MAX_BODY), "body") : (undefined as Out<B>);
      const result = await opts.handler({ actor: actor as ActorFor<Au>, params, body, query, req });
      const payload = (opts.envelope ?? "results") === "raw" ? result : { results: result };
      return Response.json(payload, { status: opts.status ?? 200 });
    } catch (err) {
      return problemResponse(err);
    }
  };
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
