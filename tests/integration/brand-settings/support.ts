// Shared set-up of the brand-settings integration tests: the cast of users around one brand, and helpers.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prisma } from "@/server/db";
import * as graphqlRoute from "@/app/api/v1/graphql/route";
import { call, createBrand, createUser } from "../support/factories";
import type { TFeatureFlag } from "@/lib/schemas/brand";

// Logos written by these tests go to a temporary folder, never the app's upload folder.
if (!process.env.UPLOAD_DIR) process.env.UPLOAD_DIR = mkdtempSync(path.join(tmpdir(), "brand-settings-uploads-"));

export type TUser = Awaited<ReturnType<typeof createUser>>;
export type TBrand = Awaited<ReturnType<typeof createBrand>>;

export interface TCast {
  brand: TBrand;
  other: TBrand;
  admin: TUser;
  /** settings_page read + brand write: may change the non-admin fields. */
  editor: TUser;
  /** settings_page read only. */
  reader: TUser;
  restricted: TUser;
  outsider: TUser;
}

export async function createCast(features: TFeatureFlag[] = ["timeline"]): Promise<TCast> {
  const brand = await createBrand({ features });
  const other = await createBrand();
  return {
    brand,
    other,
    admin: await createUser({ is_admin: true }),
    editor: await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["brand", "write"], ["user", "read"]] } }),
    reader: await createUser({ brands: { [brand.id]: [["settings_page", "read"], ["brand", "read"]] } }),
    restricted: await createUser({ roles: { full: false, restricted: true }, brands: { [brand.id]: [["settings_page", "read"], ["brand", "write"]] } }),
    outsider: await createUser({ brands: { [other.id]: [["settings_page", "read"], ["brand", "write"]] } }),
  };
}

export type GqlBody<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; invalid_params?: { name: string; reason: string }[] } }[];
};

export async function gql<T = Record<string, unknown>>(token: string | null, query: string, variables: Record<string, unknown> = {}) {
  const res = await call(graphqlRoute.POST, { method: "POST", url: "http://localhost/api/v1/graphql", token, json: { query, variables } });
  return res.json as unknown as GqlBody<T>;
}

/** The whole brand row, for before/after comparisons that prove nothing changed. */
export async function brandSnapshot(id: string) {
  return prisma.brand.findUniqueOrThrow({ where: { id } });
}

export async function dateModified(id: string): Promise<string> {
  return (await brandSnapshot(id)).date_modified.toISOString();
}
