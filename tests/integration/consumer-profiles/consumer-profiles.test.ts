// Consumer profiles, panel screeners and avatars through the route handlers, against a real database
// (spec 1 §2, §4, §6, §7): the tier is computed on the server, the Brand Purchaser rule end to end, refused writes
// change nothing, admin-only writes, brand membership for reads, and delete = archive when an audience uses it.
import { beforeAll, describe, expect, it } from "vitest";
import { newId } from "@/lib/ids";
import type { TBrandAvatar, TConsumerProfile, TPanelScreenerWire } from "@/lib/consumer-profiles/wire";
import { PROFILE_MSG } from "@/lib/study-rules/messages";
import { prisma } from "@/server/db";
import * as listRoute from "@/app/api/v1/brand/[id]/consumer_profile/route";
import * as itemRoute from "@/app/api/v1/brand/[id]/consumer_profile/[profileId]/route";
import * as screenersRoute from "@/app/api/v1/admin/panel_screeners/route";
import * as avatarsRoute from "@/app/api/v1/brand/[id]/avatar/route";
import { seedPanelScreeners } from "../../../prisma/seed/consumer-profiles";
import { country } from "../studies-read/fixtures";
import { call, createBrand, createUser } from "../support/factories";

let brandId: string;
let otherBrandId: string;
let admin: string;
let member: string;
let outsider: string;
let screeners: TPanelScreenerWire[];
let platformAvatar: string;
let brandAvatar: string;
let otherBrandAvatar: string;

const screener = (title: string) => screeners.find((s) => s.title === title)!;
const optionIds = (title: string, n: number) => screener(title).options.slice(0, n).map((o) => o._id);
const option = (title: string, optionTitle: string) => screener(title).options.find((o) => o.title === optionTitle)!._id;

const list = (token: string, b = brandId) => call(listRoute.GET, { token, params: { id: b } });
const create = (token: string, json: unknown, b = brandId) => call(listRoute.POST, { method: "POST", token, json, params: { id: b } });
const update = (token: string, profileId: string, json: unknown, b = brandId) =>
  call(itemRoute.PUT, { method: "PUT", token, json, params: { id: b, profileId } });
const remove = (token: string, profileId: string, b = brandId) => call(itemRoute.DELETE, { method: "DELETE", token, params: { id: b, profileId } });

/** Everything a refused write must leave alone. */
async function snapshot() {
  const profiles = await prisma.consumerProfile.findMany({ where: { brand_id: { in: [brandId, otherBrandId] } }, include: { options: true }, orderBy: { id: "asc" } });
  return JSON.stringify(profiles);
}

async function makeProfile(title = `P ${newId().slice(-5)}`, options: unknown[] = []) {
  const res = await create(admin, { title, options });
  expect(res.status).toBe(201);
  return res.json.results as TConsumerProfile;
}

beforeAll(async () => {
  await seedPanelScreeners(prisma);
  brandId = (await createBrand()).id;
  otherBrandId = (await createBrand()).id;
  admin = (await createUser({ is_admin: true })).token;
  member = (await createUser({ brands: { [brandId]: [["survey", "read"]] } })).token;
  outsider = (await createUser({ brands: { [otherBrandId]: [["survey", "write"]] } })).token;
  const res = await call(screenersRoute.GET, { token: member });
  expect(res.status).toBe(200);
  screeners = res.json.results as TPanelScreenerWire[];
  platformAvatar = (await prisma.brandAvatar.create({ data: { id: newId(), brand_id: null, name: "Platform", mobile: "/m.webp", desktop: "/d.webp" } })).id;
  brandAvatar = (await prisma.brandAvatar.create({ data: { id: newId(), brand_id: brandId, name: "Ours", mobile: "/o.webp", desktop: "/od.webp" } })).id;
  otherBrandAvatar = (await prisma.brandAvatar.create({ data: { id: newId(), brand_id: otherBrandId, name: "Theirs", mobile: "/t.webp", desktop: "/td.webp" } })).id;
});

describe("GET /admin/panel_screeners", () => {
  it("answers the screeners in sort order with options in order and their tier versions, to any signed-in user", async () => {
    const titles = screeners.map((s) => s.title);
    expect(titles.indexOf("Brand Purchaser")).toBeLessThan(titles.indexOf("Age"));
    const age = screener("Age");
    expect(age.type).toBe("range");
    expect(age.options.map((o) => o.title)).toEqual(["18 - 24", "25 - 34", "35 - 44", "45 - 54", "55 - 64", "65 - 99"]);
    const rich = screener("Household Income").options.find((o) => o.title === "$250,000 or more")!;
    expect(rich.versions!.map((v) => v.tier)).toEqual([4, 5]);
    expect(screener("Brand Purchaser").provider).toBe("lucid");
  });
  it("is seeded idempotently: seeding again changes no screener or option", async () => {
    const count = async () => [await prisma.panelScreener.count(), await prisma.panelScreenerOption.count()];
    const before = await count();
    await seedPanelScreeners(prisma);
    expect(await count()).toEqual(before);
    expect((await call(screenersRoute.GET, { token: member })).json.results).toEqual(screeners);
  });
  it("needs a signed-in user", async () => {
    expect((await call(screenersRoute.GET, {})).status).toBe(401);
  });
});

describe("GET /brand/{b}/avatar", () => {
  it("answers platform then brand avatars, never another brand's", async () => {
    const res = await call(avatarsRoute.GET, { token: member, params: { id: brandId } });
    expect(res.status).toBe(200);
    const ids = (res.json.results as TBrandAvatar[]).map((a) => a._id);
    expect(ids).toContain(platformAvatar);
    expect(ids).toContain(brandAvatar);
    expect(ids).not.toContain(otherBrandAvatar);
    expect(ids.indexOf(platformAvatar)).toBeLessThan(ids.indexOf(brandAvatar));
  });
  it("refuses a non-member (403) and a malformed brand id (400)", async () => {
    expect((await call(avatarsRoute.GET, { token: outsider, params: { id: brandId } })).status).toBe(403);
    expect((await call(avatarsRoute.GET, { token: admin, params: { id: "nope" } })).status).toBe(400);
  });
});

describe("POST /brand/{b}/consumer_profile", () => {
  it("creates a profile with its avatar copy and options; the tier is computed, a body tier ignored", async () => {
    const res = await create(admin, {
      title: "  Runners  ",
      tier: 1,
      avatar: brandAvatar,
      options: [{ panel_screener: screener("Household Income")._id, values: [option("Household Income", "$250,000 or more")] }],
    });
    expect(res.status).toBe(201);
    const p = res.json.results as TConsumerProfile;
    expect(p.title).toBe("Runners");
    expect(p.brand).toBe(brandId);
    // the latest version of the option counts: 5, not the older 4
    expect(p.tier).toBe(5);
    expect(p.avatar).toEqual({ _id: brandAvatar, name: "Ours", type: "image", images: { mobile: "/o.webp", desktop: "/od.webp" } });
    expect(p.archived).toBe(false);
    const row = await prisma.consumerProfile.findUniqueOrThrow({ where: { id: p._id }, include: { options: true } });
    expect(row.tier).toBe(5);
    expect(row.options).toHaveLength(1);
  });

  it("applies the Brand Purchaser rule: 1–4 values give 3, 5 give 2, none gives 1", async () => {
    const bp = screener("Brand Purchaser")._id;
    for (const [n, tier] of [[1, 3], [2, 3], [4, 3], [5, 2]] as const) {
      const p = await makeProfile(`BP ${n}`, [{ panel_screener: bp, values: optionIds("Brand Purchaser", n) }]);
      expect(p.tier, `${n} values`).toBe(tier);
    }
    expect((await makeProfile("No screeners")).tier).toBe(1);
  });

  it("takes the maximum of the Brand Purchaser value and the highest option tier", async () => {
    const p = await makeProfile("Mixed", [
      { panel_screener: screener("Brand Purchaser")._id, values: optionIds("Brand Purchaser", 5) },
      { panel_screener: screener("Household Income")._id, values: [option("Household Income", "$100,000 - $149,999")] },
    ]);
    expect(p.tier).toBe(2);
    const q = await makeProfile("Mixed high", [
      { panel_screener: screener("Brand Purchaser")._id, values: optionIds("Brand Purchaser", 2) },
      { panel_screener: screener("Household Income")._id, values: [option("Household Income", "$150,000 - $249,999")] },
    ]);
    expect(q.tier).toBe(4);
  });

  it("normalises values: option order, duplicates, empty selections and a full age range dropped", async () => {
    const age = screener("Age");
    const gender = screener("Gender");
    const p = await makeProfile("Normalised", [
      { panel_screener: gender._id, values: [gender.options[1]!._id, gender.options[0]!._id, gender.options[1]!._id] },
      { panel_screener: age._id, values: age.options.map((o) => o._id) },
      { panel_screener: screener("Activities")._id, values: [] },
    ]);
    expect(p.options).toEqual([{ panel_screener: gender._id, values: [gender.options[0]!._id, gender.options[1]!._id] }]);
  });

  it("refuses an unknown screener, an option of another screener, a foreign avatar and both paired screeners (400, nothing written)", async () => {
    const before = await snapshot();
    const bad = [
      [{ title: "X", options: [{ panel_screener: newId(), values: [] }] }, "options.0.panel_screener"],
      [{ title: "X", options: [{ panel_screener: screener("Gender")._id, values: [option("Age", "18 - 24")] }] }, "options.0.values.0"],
      [{ title: "X", avatar: otherBrandAvatar }, "avatar"],
      [{ title: "X", avatar: newId() }, "avatar"],
      [
        {
          title: "X",
          options: [
            { panel_screener: screener("Has Children")._id, values: optionIds("Has Children", 1) },
            { panel_screener: screener("No Children")._id, values: optionIds("No Children", 1) },
          ],
        },
        "options.1.panel_screener",
      ],
      [{ title: "   " }, "title"],
      [{ title: "X", options: [{ panel_screener: "nope", values: [] }] }, "options.0.panel_screener"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const params = (res.json as { invalid_params?: { name: string }[] }).invalid_params ?? [];
      expect(params.map((p) => p.name)).toContain(field);
    }
    expect(await snapshot()).toBe(before);
  });

  it("is admin only: a member gets 403, a non-member 403, and nothing is written", async () => {
    const before = await snapshot();
    const res = await create(member, { title: "Nope" });
    expect(res.status).toBe(403);
    expect(res.json.detail).toBe(PROFILE_MSG.adminOnly);
    expect((await create(outsider, { title: "Nope" })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});

describe("GET /brand/{b}/consumer_profile", () => {
  it("answers the brand's non-archived profiles by title to a member; not another brand's", async () => {
    const mine = await makeProfile("AAA first");
    await prisma.consumerProfile.create({ data: { id: newId(), brand_id: otherBrandId, title: "AAA theirs" } });
    const archived = await makeProfile("AAA archived");
    await prisma.consumerProfile.update({ where: { id: archived._id }, data: { archived: true } });
    const res = await list(member);
    expect(res.status).toBe(200);
    const got = res.json.results as TConsumerProfile[];
    const titles = got.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(got.map((p) => p._id)).toContain(mine._id);
    expect(titles).not.toContain("AAA theirs");
    expect(got.map((p) => p._id)).not.toContain(archived._id);
  });
  it("refuses a non-member (403), a malformed brand id (400), and answers 401 signed out", async () => {
    expect((await list(outsider)).status).toBe(403);
    expect((await list(admin, "x")).status).toBe(400);
    expect((await call(listRoute.GET, { params: { id: brandId } })).status).toBe(401);
  });
});

describe("PUT /brand/{b}/consumer_profile/{id}", () => {
  it("replaces title, avatar and options and recomputes the tier (body tier ignored)", async () => {
    const p = await makeProfile("Before", [{ panel_screener: screener("Brand Purchaser")._id, values: optionIds("Brand Purchaser", 2) }]);
    expect(p.tier).toBe(3);
    const res = await update(admin, p._id, {
      title: "After",
      tier: 9,
      avatar: platformAvatar,
      options: [{ panel_screener: screener("Brand Purchaser")._id, values: optionIds("Brand Purchaser", 6) }],
    });
    expect(res.status).toBe(200);
    const q = res.json.results as TConsumerProfile;
    expect(q).toMatchObject({ _id: p._id, title: "After", tier: 2 });
    expect(q.avatar?._id).toBe(platformAvatar);
    expect(q.options[0]!.values).toHaveLength(6);
    const cleared = (await update(admin, p._id, { title: "After", avatar: null, options: [] })).json.results as TConsumerProfile;
    expect(cleared).toMatchObject({ tier: 1, avatar: null, options: [] });
  });

  it("refuses a member (403), another brand's profile (404), a malformed id (400) and bad options (400), writing nothing", async () => {
    const p = await makeProfile("Guarded");
    const theirs = await prisma.consumerProfile.create({ data: { id: newId(), brand_id: otherBrandId, title: "Theirs" } });
    const before = await snapshot();
    expect((await update(member, p._id, { title: "Hacked" })).status).toBe(403);
    expect((await update(admin, theirs.id, { title: "Hacked" })).status).toBe(404);
    expect((await update(admin, newId(), { title: "Hacked" })).status).toBe(404);
    expect((await update(admin, "not-an-id", { title: "Hacked" })).status).toBe(400);
    expect((await update(admin, p._id, { title: "Hacked", options: [{ panel_screener: newId(), values: [] }] })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("refuses a profile marked not editable (409)", async () => {
    const p = await makeProfile("Locked");
    await prisma.consumerProfile.update({ where: { id: p._id }, data: { editable: false } });
    const res = await update(admin, p._id, { title: "Changed" });
    expect(res.status).toBe(409);
    expect(res.json.detail).toBe(PROFILE_MSG.notEditable);
  });
});

describe("DELETE /brand/{b}/consumer_profile/{id}", () => {
  it("deletes an unused profile with its options", async () => {
    const p = await makeProfile("Unused", [{ panel_screener: screener("Gender")._id, values: optionIds("Gender", 1) }]);
    const res = await remove(admin, p._id);
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ _id: p._id, archived: false });
    expect(await prisma.consumerProfile.findUnique({ where: { id: p._id } })).toBeNull();
    expect(await prisma.consumerProfileOption.count({ where: { consumer_profile_id: p._id } })).toBe(0);
  });

  it("archives a profile an audience uses: the audience keeps it, lists no longer show it", async () => {
    const p = await makeProfile("In use");
    const surveyId = newId();
    await prisma.survey.create({ data: { id: surveyId, short_id: surveyId.slice(-12), brand_id: brandId, title: "S", type: "early_stage", status: "Draft" } });
    const us = await country("us");
    await prisma.audience.create({ data: { survey_id: surveyId, country_id: us.id, audience_type: "panel", consumer_profile_id: p._id } });
    const res = await remove(admin, p._id);
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual({ _id: p._id, archived: true });
    expect((await prisma.consumerProfile.findUniqueOrThrow({ where: { id: p._id } })).archived).toBe(true);
    expect((await prisma.audience.findFirstOrThrow({ where: { survey_id: surveyId } })).consumer_profile_id).toBe(p._id);
    expect(((await list(member)).json.results as TConsumerProfile[]).map((x) => x._id)).not.toContain(p._id);
    // archived: a second delete or an update no longer finds it
    expect((await remove(admin, p._id)).status).toBe(404);
    expect((await update(admin, p._id, { title: "Back" })).status).toBe(404);
  });

  it("refuses a member (403), another brand's profile (404) and a malformed id (400)", async () => {
    const p = await makeProfile("Keep me");
    const theirs = await prisma.consumerProfile.create({ data: { id: newId(), brand_id: otherBrandId, title: "Theirs too" } });
    const before = await snapshot();
    expect((await remove(member, p._id)).status).toBe(403);
    expect((await remove(outsider, p._id)).status).toBe(403);
    expect((await remove(admin, theirs.id)).status).toBe(404);
    expect((await remove(admin, "zz")).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});
