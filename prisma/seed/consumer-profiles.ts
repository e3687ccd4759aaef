// Platform panel screeners (options with tier versions), platform avatars and 3–4 consumer profiles per brand with
// computed tiers (spec 1 §3, §4). Idempotent: stable seedIds, upserts; avatar images are rendered (sharp) and
// stored (server/storage) only when the avatar row is new, like prisma/seed/catalog.ts does for product images.
import sharp from "sharp";
import type { PrismaClient } from "../../server/generated/prisma/client";
import { seedId } from "../../lib/ids";
import { computeTier, type TPanelScreener, type TProfileOption } from "../../lib/study-rules/tiers";
import { saveImageVariants } from "../../server/storage/images";
import type { Tx } from "../../server/db";

type TOptionSeed = { title: string; tier?: number; /** Older tiers, oldest first; the last version counts. */ history?: number[] };
type TScreenerSeed = { title: string; group: string; type: "choice" | "range"; provider: string; question_id: string; dropdown?: boolean; options: TOptionSeed[] };

const V1 = "2024-01-15T00:00:00.000Z";
const V2 = "2025-03-01T00:00:00.000Z";

/** The platform screeners, in sort order. */
export const SEED_SCREENERS: TScreenerSeed[] = [
  {
    title: "Brand Purchaser", group: "Shopping", type: "choice", provider: "lucid", question_id: "LUC-BRAND-PURCH",
    // spec 1 §4: its options are brands and retailers; its count of values sets the base tier.
    options: ["Nike", "Adidas", "Patagonia", "Lululemon", "Target", "Walmart", "Nordstrom", "Zara"].map((title) => ({ title })),
  },
  {
    title: "Age", group: "Demographics", type: "range", provider: "lucid", question_id: "LUC-AGE",
    options: ["18 - 24", "25 - 34", "35 - 44", "45 - 54", "55 - 64", "65 - 99"].map((title) => ({ title })),
  },
  {
    title: "Gender", group: "Demographics", type: "choice", provider: "lucid", question_id: "LUC-GENDER",
    options: ["Female", "Male", "Non-binary"].map((title) => ({ title })),
  },
  {
    title: "Household Income", group: "Demographics", type: "choice", provider: "lucid", question_id: "LUC-HHI", dropdown: true,
    options: [
      { title: "Under $50,000" },
      { title: "$50,000 - $99,999" },
      { title: "$100,000 - $149,999", tier: 2 },
      { title: "$150,000 - $249,999", tier: 4, history: [3] },
      { title: "$250,000 or more", tier: 5, history: [4] },
    ],
  },
  {
    // "Has Children" and "No Children" are the mutually exclusive pair (lib/consumer-profiles/profile-rules.ts).
    title: "Has Children", group: "Family", type: "choice", provider: "lucid", question_id: "LUC-CHILD",
    options: [{ title: "Under 6" }, { title: "6 - 12" }, { title: "13 - 17", tier: 2 }],
  },
  {
    title: "No Children", group: "Family", type: "choice", provider: "lucid", question_id: "LUC-NOCHILD",
    options: [{ title: "No children under 18" }],
  },
  {
    title: "Activities", group: "Lifestyle", type: "choice", provider: "toluna", question_id: "TOL-ACT",
    options: [{ title: "Running" }, { title: "Hiking" }, { title: "Yoga" }, { title: "Climbing", tier: 3 }],
  },
];

const screenerId = (title: string) => seedId(`panel-screener:${title}`);
const optionId = (screener: string, option: string) => seedId(`panel-screener-option:${screener}:${option}`);

const versions = (o: TOptionSeed) => {
  const tier = o.tier ?? 1;
  return o.history?.length ? [...o.history.map((t) => ({ tier: t, date_created: V1 })), { tier, date_created: V2 }] : [{ tier, date_created: V1 }];
};

/** Upserts the platform screeners and their options (by title / seedId); answers them in the tiers.ts shape. */
export async function seedPanelScreeners(db: Tx): Promise<TPanelScreener[]> {
  const out: TPanelScreener[] = [];
  for (const [i, s] of SEED_SCREENERS.entries()) {
    const cols = { group: s.group, type: s.type, show_as_dropdown: s.dropdown ?? false, provider: s.provider, question_id: s.question_id, sort_order: i };
    const row = await db.panelScreener.upsert({ where: { title: s.title }, create: { id: screenerId(s.title), title: s.title, ...cols }, update: cols });
    const options = [];
    for (const [order, o] of s.options.entries()) {
      const id = optionId(s.title, o.title);
      const data = { title: o.title, order, versions: versions(o) };
      await db.panelScreenerOption.upsert({ where: { id }, create: { id, panel_screener_id: row.id, ...data }, update: data });
      options.push({ _id: id, title: o.title, versions: data.versions });
    }
    out.push({ _id: row.id, title: s.title, group: s.group, type: s.type, options });
  }
  return out;
}

const AVATARS = [
  { name: "Sunny", hex: "#f59e0b" },
  { name: "Ocean", hex: "#0ea5e9" },
  { name: "Forest", hex: "#16a34a" },
  { name: "Berry", hex: "#db2777" },
  { name: "Slate", hex: "#475569" },
  { name: "Violet", hex: "#7c3aed" },
];

/** A 256×256 png: a person silhouette on a coloured disc. */
function renderAvatar(hex: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="128" fill="${hex}"/>
  <circle cx="128" cy="100" r="46" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M48 222 Q128 130 208 222 Z" fill="#ffffff" fill-opacity="0.92"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Platform avatars (brand_id null); images are written only for avatars not seeded yet. */
async function seedAvatars(db: PrismaClient) {
  const existing = new Set((await db.brandAvatar.findMany({ where: { brand_id: null }, select: { id: true } })).map((a) => a.id));
  const rows = [];
  for (const [order, a] of AVATARS.entries()) {
    const id = seedId(`avatar:${a.name}`);
    if (!existing.has(id)) {
      const urls = await saveImageVariants(await renderAvatar(a.hex), { id });
      await db.brandAvatar.create({ data: { id, brand_id: null, name: a.name, type: "image", mobile: urls.mobile, desktop: urls.desktop, order } });
    }
    rows.push(await db.brandAvatar.findUniqueOrThrow({ where: { id } }));
  }
  return rows;
}

type TProfileSeed = { title: string; avatar: number; select: Record<string, string[]> };

const PROFILES: TProfileSeed[] = [
  { title: "Weekend Trail Runners", avatar: 2, select: { "Brand Purchaser": ["Nike", "Patagonia"], Age: ["25 - 34", "35 - 44"], Activities: ["Running", "Hiking"] } },
  { title: "Affluent Urban Shoppers", avatar: 3, select: { "Household Income": ["$150,000 - $249,999", "$250,000 or more"], Gender: ["Female"], Age: ["35 - 44", "45 - 54"] } },
  { title: "Young Value Seekers", avatar: 0, select: { "Brand Purchaser": ["Target", "Walmart", "Zara", "Adidas", "Nike"], Age: ["18 - 24"] } },
  { title: "Busy Parents", avatar: 1, select: { "Has Children": ["Under 6", "6 - 12"], "Household Income": ["$50,000 - $99,999"] } },
];

/** Upserts 3–4 consumer profiles for each brand, tiers computed with computeTier. */
async function seedProfiles(db: PrismaClient, brandIds: readonly string[], screeners: TPanelScreener[], avatars: Awaited<ReturnType<typeof seedAvatars>>) {
  const byTitle = new Map(screeners.map((s) => [s.title, s]));
  for (const [b, brandId] of brandIds.entries()) {
    // The third brand gets 3 profiles, the others 4.
    for (const p of PROFILES.slice(0, b >= 2 ? 3 : 4)) {
      const options: TProfileOption[] = Object.entries(p.select).map(([title, values]) => {
        const s = byTitle.get(title)!;
        return { panel_screener: s._id, values: s.options.filter((o) => values.includes(o.title)).map((o) => o._id) };
      });
      const a = avatars[p.avatar]!;
      const avatar = { _id: a.id, name: a.name, type: a.type, images: { mobile: a.mobile, desktop: a.desktop } };
      const id = seedId(`consumer-profile:${brandId}:${p.title}`);
      const cols = { title: p.title, tier: computeTier(options, screeners), avatar };
      await db.$transaction(async (tx) => {
        await tx.consumerProfile.upsert({ where: { id }, create: { id, brand_id: brandId, ...cols }, update: cols });
        await tx.consumerProfileOption.deleteMany({ where: { consumer_profile_id: id } });
        await tx.consumerProfileOption.createMany({ data: options.map((o) => ({ consumer_profile_id: id, panel_screener_id: o.panel_screener, values: o.values })) });
      });
    }
  }
}

export async function seedConsumerProfiles(db: PrismaClient, brandIds: readonly string[]): Promise<void> {
  const screeners = await seedPanelScreeners(db);
  const avatars = await seedAvatars(db);
  await seedProfiles(db, brandIds, screeners, avatars);
}
