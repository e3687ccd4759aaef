// POST /reports/all-brands figures (spec 1 §2, §3 test_data): against brands with known studies and memberships,
// computed by the one SQL statement; the 30/60-day windows at their exact boundaries; the {is_active} filter.
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURE_FLAGS } from "@/lib/schemas/brand";
import type { TBrandListRow } from "@/lib/brands/wire";
import * as reportRoute from "@/app/api/v1/reports/all-brands/route";
import { allBrandsReport } from "@/server/brands/all-brands-report";
import { prisma } from "@/server/db";
import { call, createBrand, createUser } from "../support/factories";
import { DAY, study } from "./support";

const now = new Date();
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);
const HOUR = 60 * 60 * 1000;

let admin: Awaited<ReturnType<typeof createUser>>;
let busy: Awaited<ReturnType<typeof createBrand>>;
let fallback: Awaited<ReturnType<typeof createBrand>>;
let empty: Awaited<ReturnType<typeof createBrand>>;
let retired: Awaited<ReturnType<typeof createBrand>>;

beforeAll(async () => {
  admin = await createUser({ is_admin: true });
  busy = await createBrand({ name: "bl Busy Brand", features: ["timeline", "enableTurf"] });
  fallback = await createBrand({ name: "bl fallback Brand" });
  empty = await createBrand({ name: "bl Empty Brand", features: [] });
  retired = await createBrand({ name: "bl Retired Brand", is_active: false });
  await prisma.brand.update({ where: { id: busy.id }, data: { salesforce_id: "0015g00000AbCdE", demo: true, brand_type: "Demo", logo: "https://cdn.example/logo.png" } });

  // busy: 11 studies.
  await study(busy.id, "Draft"); // never published
  await study(busy.id, "Draft", { date_start: ago(1), date_published: ago(0, HOUR) }); // back in draft: not "started"
  await study(busy.id, "Active", { date_published: ago(100) }); // live for 100 days: in both windows
  await study(busy.id, "Active", { date_published: ago(2) }); // the last study started
  await study(busy.id, "Closed", { date_published: ago(90), date_closed: ago(10) }); // 30 and 60
  await study(busy.id, "Closed", { date_published: ago(90), date_closed: ago(45) }); // 60 only
  await study(busy.id, "Closed", { date_published: ago(200), date_closed: ago(61) }); // neither
  await study(busy.id, "Closed", { date_published: ago(200), date_closed: ago(30) }); // exactly at the 30-day start: in
  await study(busy.id, "Closed", { date_published: ago(200), date_closed: ago(30, 1) }); // 1 ms before it: 60 only
  await study(busy.id, "Closed", { date_published: ago(200), date_closed: ago(60) }); // exactly at the 60-day start: 60
  await study(busy.id, "Closed", { date_published: ago(200) }); // closed, no close date: before any window
  // Users: two active memberships, one deactivated.
  await createUser({ brands: { [busy.id]: [] } });
  await createUser({ brands: { [busy.id]: [] }, roles: { restricted: true, full: false } });
  const gone = await createUser({ brands: { [busy.id]: [] } });
  await prisma.brandMembership.update({ where: { user_id_brand_id: { user_id: gone.id, brand_id: busy.id } }, data: { is_active: false } });

  // fallback: the start of a never-stamped study is its date_start; a later draft does not count.
  await study(fallback.id, "Closed", { date_start: ago(20), date_closed: ago(5) });
  await study(fallback.id, "Closed", { date_start: ago(50), date_published: ago(40), date_closed: ago(39) });
  await study(fallback.id, "Draft", { date_start: ago(1) });

  await study(retired.id, "Active", { date_published: ago(3) });
});

const rowOf = (rows: TBrandListRow[], id: string) => rows.find((r) => r._id === id);

describe("the figures (one SQL statement)", () => {
  let rows: TBrandListRow[];
  beforeAll(async () => {
    rows = await allBrandsReport({}, now);
  });

  it("counts studies by status and in the 30/60-day windows, with the exact boundaries inside", () => {
    expect(rowOf(rows, busy.id)!.test_data).toEqual({
      num_tests: 11,
      most_recent_test_date: ago(2).toISOString(),
      num_active_tests_last_30_days: 4,
      num_active_tests_last_60_days: 7,
      num_active_tests: 2,
      num_draft_tests: 2,
      num_closed_tests: 7,
    });
  });

  it("counts active memberships as users and carries the brand's own columns", () => {
    const row = rowOf(rows, busy.id)!;
    expect(row).toMatchObject({
      name: "bl Busy Brand",
      logo: "https://cdn.example/logo.png",
      salesforce_id: "0015g00000AbCdE",
      demo: true,
      brand_type: "Demo",
      is_active: true,
      date_created: busy.date_created.toISOString(),
      num_users: 2,
    });
    expect(row.features).toEqual(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === "timeline" || f === "enableTurf"])));
  });

  it("takes date_start as the start of a study that was never published", () => {
    expect(rowOf(rows, fallback.id)!.test_data).toMatchObject({
      num_tests: 3,
      most_recent_test_date: ago(20).toISOString(),
      num_active_tests_last_30_days: 1,
      num_active_tests_last_60_days: 2,
      num_draft_tests: 1,
      num_closed_tests: 2,
    });
  });

  it("answers zeros and no date for a brand without studies or users", () => {
    const row = rowOf(rows, empty.id)!;
    expect(row.num_users).toBe(0);
    expect(row.test_data).toEqual({
      num_tests: 0,
      most_recent_test_date: null,
      num_active_tests_last_30_days: 0,
      num_active_tests_last_60_days: 0,
      num_active_tests: 0,
      num_draft_tests: 0,
      num_closed_tests: 0,
    });
    expect(Object.values(row.features).every((on) => !on)).toBe(true);
  });

  it("lists brands in name order, ignoring case", () => {
    const mine = rows.filter((r) => r.name.startsWith("bl ")).map((r) => r.name);
    expect(mine).toEqual(["bl Busy Brand", "bl Empty Brand", "bl fallback Brand", "bl Retired Brand"]);
  });

  it("moves a study between the windows as time passes (the same data, a later now)", async () => {
    const later = await allBrandsReport({}, new Date(now.getTime() + 1));
    // The study closed exactly 30 days before `now` falls out of the 30-day window a millisecond later.
    expect(rowOf(later, busy.id)!.test_data.num_active_tests_last_30_days).toBe(3);
    expect(rowOf(later, busy.id)!.test_data.num_active_tests_last_60_days).toBe(6);
  });
});

describe("POST /api/v1/reports/all-brands", () => {
  const post = (json: unknown, token: string | null = admin.token) =>
    call(reportRoute.POST, { method: "POST", url: "http://localhost/api/v1/reports/all-brands", token, json });

  it("answers {results} with the same rows as the service", async () => {
    const res = await post({});
    expect(res.status).toBe(200);
    const rows = res.json.results as TBrandListRow[];
    expect(rowOf(rows, busy.id)).toMatchObject({ num_users: 2, test_data: { num_tests: 11, num_active_tests: 2, num_draft_tests: 2, num_closed_tests: 7 } });
    expect(rowOf(rows, retired.id)).toBeDefined();
  });

  it("an empty body means every brand", async () => {
    const res = await call(reportRoute.POST, { method: "POST", token: admin.token, rawBody: "" });
    expect(res.status).toBe(200);
    expect(rowOf(res.json.results as TBrandListRow[], retired.id)).toBeDefined();
  });

  it("{is_active: true} leaves inactive brands out; {is_active: false} lists only them", async () => {
    const active = (await post({ is_active: true })).json.results as TBrandListRow[];
    expect(rowOf(active, busy.id)).toBeDefined();
    expect(rowOf(active, retired.id)).toBeUndefined();
    expect(active.every((r) => r.is_active)).toBe(true);
    const inactive = (await post({ is_active: false })).json.results as TBrandListRow[];
    expect(rowOf(inactive, retired.id)).toMatchObject({ is_active: false, test_data: { num_active_tests: 1, num_tests: 1 } });
    expect(inactive.every((r) => !r.is_active)).toBe(true);
  });

  it.each([[{ is_active: "yes" }], [{ name: "x" }], [[]], [null]])("refuses the body %j with 400", async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await call(reportRoute.POST, { method: "POST", token: admin.token, rawBody: "{" });
    expect(res.status).toBe(400);
  });
});
