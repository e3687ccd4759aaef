// Segmentation (demographic) questions (spec 2 §3 "Demographic question", §5): the platform defaults with their
// numeric legacy ids 1..10 (2 Ethnicity, 3 US State and 6 ZIP code are the US-specific ones the rules leave out of
// international or non-us studies), and a small library per brand: a pointable question, an image question and one
// not added to new tests. Idempotent: fixed ids (seedId), createMany({ skipDuplicates }), images rendered only when
// missing. The seeded studies' own gender/age questions come from prisma/seed/catalog.ts.
import sharp from "sharp";
import { seedId } from "../../lib/ids";
import type { Prisma, PrismaClient } from "../../server/generated/prisma/client";
import { saveImageVariants } from "../../server/storage/images";

type TRow = Prisma.DemographicQuestionCreateManyInput;

/** The platform defaults (brand null). editable false: shown in studies, changed only by copying (our decision). */
const PLATFORM: (Omit<TRow, "id" | "legacy_id"> & { legacy_id: number })[] = [
  {
    legacy_id: 1, type: "choice", title: "What is your gender?", dashboard_title: "Gender",
    options: ["Female", "Male", "Non-binary", "Prefer not to say"], is_default: true, audience_weighting: true,
    enabled_by_default: true, add_to_new_tests: true, editable: true,
  },
  {
    legacy_id: 2, type: "multi", title: "Which of the following best describes your race or ethnicity?", dashboard_title: "Ethnicity (US)",
    options: ["American Indian or Alaska Native", "Asian", "Black or African American", "Hispanic or Latino", "Native Hawaiian or Other Pacific Islander", "White", "Prefer not to say"],
    is_default: true, editable: false,
  },
  {
    legacy_id: 3, type: "choice", title: "In which US state do you live?", dashboard_title: "US State",
    options: ["Alabama", "Alaska", "Arizona", "California", "Colorado", "Florida", "Georgia", "Illinois", "New York", "Texas", "Washington", "Other"],
    show_as_dropdown: true, special_input_type: "us_state", is_default: true, editable: false,
  },
  {
    legacy_id: 4, type: "choice", title: "What is your age?", dashboard_title: "Age",
    options: ["18-24", "25-34", "35-44", "45-54", "55-64", "65+"], pointable: true, point_values: [1, 2, 3, 4, 5, 6],
    is_default: true, enabled_by_default: true, add_to_new_tests: true, editable: true,
  },
  {
    legacy_id: 5, type: "choice", title: "What is your annual household income?", dashboard_title: "Household income",
    options: ["Under $25,000", "$25,000 - $49,999", "$50,000 - $99,999", "$100,000 - $199,999", "$200,000 or more"],
    pointable: true, point_values: [0, 10, 25, 50, 100], is_default: true, editable: true,
  },
  {
    legacy_id: 6, type: "text", title: "What is your ZIP code?", dashboard_title: "ZIP code (US)", special_input_type: "us_zip",
    is_default: true, editable: false,
  },
  {
    legacy_id: 7, type: "choice", title: "What is the highest level of education you have completed?", dashboard_title: "Education",
    options: ["High school or less", "Some college", "Bachelor's degree", "Postgraduate degree"], is_default: true, editable: true,
  },
  {
    legacy_id: 8, type: "choice", title: "How often do you shop for clothing?", dashboard_title: "Shopping frequency",
    options: ["Weekly", "Monthly", "A few times a year", "Once a year or less"], pointable: true, point_values: [40, 12, 4, 1],
    is_default: true, editable: true,
  },
  {
    legacy_id: 9, type: "multi", title: "Where do you usually shop?", dashboard_title: "Channels",
    options: ["Online", "Department stores", "Brand stores", "Discount stores", "Second hand"], is_default: true, editable: true,
  },
  {
    legacy_id: 10, type: "text", title: "What is your favourite brand and why?", dashboard_title: "Favourite brand", is_default: true, editable: true,
  },
];

const SWATCHES = [
  { label: "Minimal", hex: "#d9d4cc" },
  { label: "Bold", hex: "#d7263d" },
  { label: "Outdoor", hex: "#2e7d32" },
] as const;

/** A 400×400 swatch per style option of the image question (rendered and stored only when missing). */
async function swatchImages(db: PrismaClient, brandId: string, questionId: string) {
  const existing = await db.demographicQuestion.findUnique({ where: { id: questionId }, select: { id: true } });
  if (existing) return [];
  return Promise.all(
    SWATCHES.map(async (s) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${s.hex}"/></svg>`;
      const urls = await saveImageVariants(await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer(), { id: seedId(`demographic-image:${brandId}:${s.label}`) });
      return { label: s.label, original: urls.original, mobile: urls.mobile, desktop: urls.desktop };
    }),
  );
}

export async function seedDemographics(db: PrismaClient, brandIds: readonly string[]): Promise<void> {
  await db.demographicQuestion.createMany({
    data: PLATFORM.map((q) => ({ ...q, id: seedId(`demographic:platform:${q.legacy_id}`), brand_id: null })),
    skipDuplicates: true,
  });
  for (const brandId of brandIds) {
    const imageId = seedId(`demographic:${brandId}:style`);
    const images = await swatchImages(db, brandId, imageId);
    const rows: TRow[] = [
      {
        id: seedId(`demographic:${brandId}:loyalty`), brand_id: brandId, type: "choice", title: "How many of our products have you bought in the last year?",
        dashboard_title: "Loyalty", options: ["None", "1-2", "3-5", "6 or more"], pointable: true, point_values: [0, 5, 15, 30],
        brand_default_question: true, add_to_new_tests: true,
      },
      {
        id: seedId(`demographic:${brandId}:fit`), brand_id: brandId, type: "multi", title: "Which fits do you usually prefer?", dashboard_title: "Fit",
        options: ["Slim", "Regular", "Relaxed", "Oversized"], country_options: { us: [true, true, true, true], gb: [true, true, true, false] },
      },
      ...(images.length ? [{ id: imageId, brand_id: brandId, type: "image" as const, title: "Which style speaks to you most?", dashboard_title: "Style", images }] : []),
    ];
    await db.demographicQuestion.createMany({ data: rows, skipDuplicates: true });
  }
}
