// Factories: unique brands and users per test, written straight to the worker's database.
import bcrypt from "bcryptjs";
import { NextRequest } from "next/server";
import { newId } from "@/lib/ids";
import type { TAction, TEntity } from "@/lib/permissions";
import { FEATURE_FLAGS, type TFeatureFlag } from "@/lib/schemas/brand";
import { prisma } from "@/server/db";
import { issueTokens } from "@/server/auth/tokens";

export const PASSWORD = "Test-Password-1";
const hash = bcrypt.hashSync(PASSWORD, 4);

export async function createBrand(opts: { name?: string; is_active?: boolean; features?: TFeatureFlag[] } = {}) {
  const id = newId();
  return prisma.brand.create({
    data: {
      id,
      name: opts.name ?? `Brand ${id.slice(-6)}`,
      is_active: opts.is_active ?? true,
      features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, (opts.features ?? ["timeline"]).includes(f)])),
    },
  });
}

export interface TUserOptions {
  is_admin?: boolean;
  is_active?: boolean;
  roles?: { full?: boolean; restricted?: boolean; kb_user?: boolean };
  brands?: Record<string, [TEntity, TAction][]>;
  first_name?: string;
  last_name?: string;
}

export async function createUser(opts: TUserOptions = {}) {
  const id = newId();
  const user = await prisma.user.create({
    data: {
      id,
      email: `user-${id}@test.example`,
      password_hash: hash,
      first_name: opts.first_name ?? "Test",
      last_name: opts.last_name ?? id.slice(-4),
      is_admin: opts.is_admin ?? false,
      is_active: opts.is_active ?? true,
      role_full: opts.roles?.full ?? true,
      role_restricted: opts.roles?.restricted ?? false,
      role_kb_user: opts.roles?.kb_user ?? false,
    },
  });
  for (const [brand_id, perms] of Object.entries(opts.brands ?? {})) {
    await prisma.brandMembership.create({ data: { user_id: id, brand_id } });
    if (perms.length) await prisma.brandPermission.createMany({ data: perms.map(([entity, action]) => ({ user_id: id, brand_id, entity, action })) });
  }
  const { token, realtime_token } = await issueTokens(user);
  return { ...user, token, realtime_token };
}

type Handler = (req: NextRequest, ctx: { params?: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** Calls a route handler the way Next does, with an optional bearer token and JSON or raw body. */
export async function call(
  handler: Handler,
  opts: { url?: string; method?: string; token?: string | null; json?: unknown; rawBody?: string; params?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(opts.headers);
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  const body = opts.rawBody ?? (opts.json !== undefined ? JSON.stringify(opts.json) : undefined);
  if (body !== undefined) headers.set("content-type", "application/json");
  const req = new NextRequest(opts.url ?? "http://localhost/api/v1/test", { method: opts.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, unknown> & { detail?: string; results?: unknown }, contentType: res.headers.get("content-type"), headers: res.headers };
}
