// Demo world: one admin, brand users of each role with differing permissions, three brands (Demo, Customer,
// inactive) with differing feature flags, brand categories and brand tags — and a fourth, bare brand that requires
// two-step sign-in (P8 item 11) with one member who has not set it up. Idempotent.
import bcrypt from "bcryptjs";
import type { PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { ENTITIES, type TAction, type TEntity } from "../../lib/permissions";
import { FEATURE_FLAGS, type TFeatureFlag } from "../../lib/schemas/brand";

export const DEMO_PASSWORD = "Demo-Password-1";

export const DEMO_BRANDS = {
  demo: { id: seedId("brand:demo"), name: "Demo Outfitters", demo: true, brand_type: "Demo", is_active: true, slug: "demo-outfitters" },
  customer: { id: seedId("brand:customer"), name: "Northwind Apparel", demo: false, brand_type: "Customer", is_active: true, slug: "northwind-apparel" },
  inactive: { id: seedId("brand:inactive"), name: "Retired Goods Co.", demo: false, brand_type: "Customer", is_active: false, slug: "retired-goods" },
} as const;
export type TDemoBrandKey = keyof typeof DEMO_BRANDS;

/**
 * A brand with security.multifactor_authentication on (P8 item 11): no catalogue or studies, only a member who must
 * set up two-step sign-in at their first sign-in. Kept apart from DEMO_BRANDS, whose catalogues the journeys count.
 */
export const SECURE_BRAND = {
  id: seedId("brand:secure"), name: "Secure Knitwear Co.", demo: false, brand_type: "Customer", is_active: true, slug: "secure-knitwear",
  multifactor_authentication: true,
} as const;
type TSeedBrandKey = TDemoBrandKey | "secure";
const SEED_BRAND_IDS: Record<TSeedBrandKey, string> = { ...Object.fromEntries(Object.entries(DEMO_BRANDS).map(([k, b]) => [k, b.id])) as Record<TDemoBrandKey, string>, secure: SECURE_BRAND.id };

const FLAGS: Record<TDemoBrandKey, TFeatureFlag[]> = {
  demo: [
    // No gatesAndDates: the demo merchandiser's home brand shows her every result (P15); gates and dates has a brand
    // of its own (prisma/seed/gated-brand.ts).
    "timeline", "enableAutomaticTranslations", "enableAssortmentDashboard", "enableSnapShare",
    "enableEmailNotifications", "enableLearningsAndImpactV2", "enableSurveyCreatorV2", "enableKnowledgeBase",
    "enableSyntheticResearch", "enableHomepageV2",
    // Line efficiency (TURF) too, so every results tab has something to show her (P15 item 1).
    "enableTurf",
  ],
  customer: ["timeline", "enableLegacyCampaigns", "priceInTitle", "enableTurf"],
  inactive: ["timeline"],
};

const ALL: [TEntity, TAction][] = ENTITIES.flatMap((e) => [[e, "read"], [e, "write"]] as [TEntity, TAction][]);
const READ_ONLY = (...entities: TEntity[]): [TEntity, TAction][] => entities.map((e) => [e, "read"]);

interface TDemoUser {
  key: string;
  email: string;
  first_name: string;
  last_name: string;
  department: string | null;
  is_admin?: boolean;
  roles: { full?: boolean; restricted?: boolean; kb_user?: boolean };
  brands: Partial<Record<TSeedBrandKey, [TEntity, TAction][]>>;
  note: string;
}

export const DEMO_USERS: TDemoUser[] = [
  { key: "admin", email: "admin@demo.test", first_name: "Ada", last_name: "Admin", department: "Research & Insights", is_admin: true, roles: { full: true }, brands: {}, note: "internal admin: every brand" },
  {
    key: "full", email: "full@demo.test", first_name: "Fiona", last_name: "Fuller", department: "Merchandising", roles: { full: true },
    brands: { demo: ALL, customer: ALL.filter(([e]) => e !== "settings_page") }, note: "full user: Demo Outfitters (all), Northwind Apparel, and Gates & Dates Outfitters (results kept for admins)",
  },
  {
    key: "restricted", email: "restricted@demo.test", first_name: "Reggie", last_name: "Stricter", department: "Design", roles: { restricted: true },
    brands: { demo: [...READ_ONLY("survey", "product", "assortment", "brand", "settings_page"), ["product", "write"]] },
    note: "restricted user: Demo Outfitters, no settings, no knowledge base",
  },
  {
    key: "kb", email: "kb@demo.test", first_name: "Kim", last_name: "Baker", department: "Marketing", roles: { kb_user: true },
    brands: { demo: READ_ONLY("knowledge_base", "key_learning") }, note: "knowledge-base-only user: Demo Outfitters",
  },
  {
    key: "inactive", email: "inactive@demo.test", first_name: "Ivan", last_name: "Active", department: "Sales", roles: { full: true },
    brands: { inactive: ALL }, note: "full user of the inactive brand Retired Goods Co.",
  },
  {
    key: "mfa", email: "mfa@demo.test", first_name: "Morgan", last_name: "Factor", department: "Knitwear", roles: { full: true },
    brands: { secure: ALL }, note: "full user of Secure Knitwear Co., which requires two-step sign-in (set up at first sign-in)",
  },
];

export const BRAND_CATEGORIES: Record<TDemoBrandKey, { name: string; gender: string }[]> = {
  demo: [{ name: "Footwear", gender: "unisex" }, { name: "Outerwear", gender: "womens" }, { name: "Accessories", gender: "unisex" }],
  customer: [{ name: "Denim", gender: "mens" }, { name: "Knitwear", gender: "womens" }],
  inactive: [{ name: "Home", gender: "unisex" }],
};

const BRAND_TAGS = ["collection.core", "collection.seasonal", "channel.wholesale", "channel.dtc"];

export async function seedPlatform(db: PrismaClient) {
  const us = await db.country.findUnique({ where: { code: "US" } });
  const gb = await db.country.findUnique({ where: { code: "GB" } });
  const en = await db.language.findUnique({ where: { code: "en" } });
  const out: { id: string; key: TDemoBrandKey; categoryIds: string[] }[] = [];

  for (const [key, b] of Object.entries(DEMO_BRANDS) as [TDemoBrandKey, (typeof DEMO_BRANDS)[TDemoBrandKey]][]) {
    const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, FLAGS[key].includes(f)]));
    await db.brand.upsert({
      where: { id: b.id },
      update: {},
      create: {
        ...b,
        features,
        website: `https://${b.slug}.example.com`,
        default_country_id: (key === "customer" ? gb : us)?.id,
        default_language_id: en?.id,
        minimum_age: 18,
        regions: ["North America", "Europe"],
        style: { primary: "#1f2937", secondary: "#4b5563", accent: "#2563eb" },
      },
    });
    const categoryIds: string[] = [];
    for (const c of BRAND_CATEGORIES[key]) {
      const id = seedId(`category:${key}:${c.name}`);
      await db.brandCategory.upsert({ where: { id }, update: {}, create: { id, brand_id: b.id, ...c } });
      categoryIds.push(id);
    }
    for (const path of BRAND_TAGS) {
      const id = seedId(`tag:${key}:${path}`);
      const [parentSlug, name] = path.split(".") as [string, string];
      const parentId = seedId(`tag:${key}:${parentSlug}`);
      if (!(await db.tag.findUnique({ where: { id: parentId } }))) {
        await db.tag.create({ data: { id: parentId, brand_id: b.id, name: parentSlug, slug: parentSlug, path: parentSlug } });
      }
      if (!(await db.tag.findUnique({ where: { id } }))) {
        await db.tag.create({ data: { id, brand_id: b.id, name, slug: name, parent_id: parentId, ancestors: [parentId], path } });
      }
    }
    out.push({ id: b.id, key, categoryIds });
  }

  const { multifactor_authentication, ...secure } = SECURE_BRAND;
  await db.brand.upsert({
    where: { id: secure.id },
    update: {},
    create: {
      ...secure,
      multifactor_authentication,
      features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === "timeline"])),
      website: `https://${secure.slug}.example.com`,
      default_country_id: gb?.id,
      default_language_id: en?.id,
      minimum_age: 18,
      regions: ["Europe"],
      style: { primary: "#1f2937", secondary: "#4b5563", accent: "#2563eb" },
    },
  });

  const hash = await bcrypt.hash(DEMO_PASSWORD, 10);
  for (const u of DEMO_USERS) {
    const id = seedId(`user:${u.key}`);
    if (await db.user.findUnique({ where: { id } })) continue;
    await db.$transaction(async (tx) => {
      await tx.user.create({
        data: {
          id, email: u.email, password_hash: hash, first_name: u.first_name, last_name: u.last_name, department: u.department,
          is_admin: Boolean(u.is_admin), role_full: Boolean(u.roles.full), role_restricted: Boolean(u.roles.restricted),
          role_kb_user: Boolean(u.roles.kb_user),
        },
      });
      for (const [key, perms] of Object.entries(u.brands) as [TSeedBrandKey, [TEntity, TAction][]][]) {
        const brand_id = SEED_BRAND_IDS[key];
        await tx.brandMembership.create({ data: { id: seedId(`membership:${u.key}:${key}`), user_id: id, brand_id, regions: ["North America"] } });
        await tx.brandPermission.createMany({ data: perms.map(([entity, action]) => ({ user_id: id, brand_id, entity, action })) });
      }
    });
  }
  return out;
}
