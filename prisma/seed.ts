// npm run db:seed – the demo world (idempotent). Also used by npm start on an empty database.
import { pathToFileURL } from "node:url";
import { createPrisma } from "../server/db";
import { seedReference } from "./seed/reference";
import { DEMO_PASSWORD, DEMO_USERS, SECURE_BRAND, seedPlatform } from "./seed/platform";
import { seedCatalog } from "./seed/catalog";
import { seedPropertyMetadata } from "./seed/property-metadata";
import { seedConsumerProfiles } from "./seed/consumer-profiles";
import { seedDemographics } from "./seed/demographics";
import { seedPanelSurveys } from "./seed/panel-surveys";
import { seedResponses } from "./seed/responses";
import { seedLabsHistory } from "./seed/labs-history";
import { seedGatedBrand } from "./seed/gated-brand";
import { seedDemoResults } from "./seed/demo-results";

export async function seed(url = process.env.DATABASE_URL): Promise<void> {
  if (!url) throw new Error("DATABASE_URL is not set");
  const db = createPrisma(url, 4);
  try {
    await seedReference(db);
    const brands = await seedPlatform(db);
    for (const b of brands) await seedPropertyMetadata(db, b.id);
    await seedPropertyMetadata(db, SECURE_BRAND.id);
    await seedCatalog(db, brands);
    const brandIds = brands.map((b) => b.id);
    await seedConsumerProfiles(db, brandIds);
    await seedDemographics(db, brandIds);
    await seedPanelSurveys(db, brandIds);
    // Last: answers go through the live survey's rules against the finished studies (segmentation included).
    await seedResponses(db, brands);
    // What the merchandiser reads besides the answers: learnings, snips, buckets, share links, sales data.
    await seedDemoResults(db);
    // MakerLabs' history: a brand of its own with attribute-driven scores (prisma/seed/labs-history.ts).
    await seedLabsHistory(db);
    // Gates and dates on a brand of its own, with full@ as a member (prisma/seed/gated-brand.ts).
    await seedGatedBrand(db);
  } finally {
    await db.$disconnect();
  }
}

export async function seedIfEmpty(url = process.env.DATABASE_URL): Promise<boolean> {
  if (!url) throw new Error("DATABASE_URL is not set");
  const db = createPrisma(url, 1);
  const users = await db.user.count().finally(() => db.$disconnect());
  if (users > 0) return false;
  console.log("Empty database: seeding the demo world…");
  await seed(url);
  return true;
}

export function printSignIns(): void {
  console.log(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD})`);
  for (const u of DEMO_USERS) console.log(`  ${u.email.padEnd(24)} ${u.note}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = Date.now();
  seed()
    .then(() => {
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      printSignIns();
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
