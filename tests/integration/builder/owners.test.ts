// GET /admin/brand/{b}/study_owners (spec 2 §6 study owner, admin-only): the brand's active members by name.
import { beforeAll, describe, expect, it } from "vitest";
import * as ownersRoute from "@/app/api/v1/admin/brand/[id]/study_owners/route";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";

let brandId: string;
let admin: Awaited<ReturnType<typeof createUser>>;
let writer: Awaited<ReturnType<typeof createUser>>;
let quiet: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  brandId = (await createBrand()).id;
  const other = (await createBrand()).id;
  admin = await createUser({ is_admin: true });
  writer = await createUser({ first_name: "Zed", brands: { [brandId]: [["survey", "write"]] } });
  quiet = await createUser({ first_name: "Amy", brands: { [brandId]: [["survey", "read"]] } });
  const gone = await createUser({ first_name: "Bob", brands: { [brandId]: [["survey", "read"]] } });
  await prisma.brandMembership.updateMany({ where: { user_id: gone.id, brand_id: brandId }, data: { is_active: false } });
  await createUser({ first_name: "Other", brands: { [other]: [["survey", "write"]] } });
});

describe("study owner candidates", () => {
  it("lists the brand's active members by first name for an admin", async () => {
    const res = await call(ownersRoute.GET, { token: admin.token, params: { id: brandId } });
    expect(res.status).toBe(200);
    const list = res.json.results as { _id: string; email: string; first_name: string }[];
    expect(list.map((u) => u._id)).toEqual([quiet.id, writer.id]);
    expect(list[0]).toEqual({ _id: quiet.id, email: quiet.email, first_name: "Amy", last_name: quiet.last_name });
  });

  it("is refused to non-admins, even survey writers, and needs a valid brand", async () => {
    expect((await call(ownersRoute.GET, { token: writer.token, params: { id: brandId } })).status).toBe(403);
    expect((await call(ownersRoute.GET, { token: admin.token, params: { id: "nope" } })).status).toBe(400);
    expect((await call(ownersRoute.GET, { params: { id: brandId } })).status).toBe(401);
  });
});
