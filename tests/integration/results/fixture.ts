// The hand-built study of the results tests (P9): 160 completed respondents in two countries rate two products;
// previews and unfinished respondents also rated and must never count.
//   Country QA, 60 respondents: p1 — 50 give 5 stars, 10 give 2; p2 — 12 of each star. The first 30 own a dog.
//   Country QB, 100 respondents: p1 — 20 give 5, 10 give 4, 70 give 1; p2 — 20 of each star. None owns a dog.
//   Never counted: 3 previews and 4 unfinished respondents in QA, all 5 stars, all dog owners.
import { newId } from "@/lib/ids";
import { prisma } from "@/server/db";
import { createBrand, createUser } from "../support/factories";
import { country, study } from "../studies-read/fixtures";

export interface TResultsWorld {
  brandId: string;
  token: string;
  surveyId: string;
  p1: string;
  p2: string;
  aa: string;
  bb: string;
  question: string;
  otherBrandProfile: string;
}

export async function buildResultsStudy(): Promise<TResultsWorld> {
  const brand = await createBrand();
  const other = await createBrand();
  const token = (await createUser({ brands: { [brand.id]: [["survey", "read"]] } })).token;
  const s = await study(brand.id, { status: "Closed", countries: ["QA", "QB"], products: 2 });
  const [p1, p2] = (await prisma.surveyProduct.findMany({ where: { survey_id: s.id }, orderBy: { order: "asc" } })).map((p) => p.product_id) as [string, string];
  const [aa, bb] = [(await country("QA")).id, (await country("QB")).id];
  const question = (await prisma.demographicQuestion.create({ data: { id: newId(), brand_id: brand.id, title: "Owns a dog", options: ["Yes", "No"] } })).id;
  await prisma.surveyDemographic.create({ data: { survey_id: s.id, demographic_id: question } });
  const otherBrandProfile = (await prisma.consumerProfile.create({ data: { id: newId(), brand_id: other.id, title: "Elsewhere" } })).id;
  const questions = await prisma.question.findMany({ where: { survey_id: s.id }, select: { id: true, product_id: true } });
  const qOf = (product: string) => questions.find((x) => x.product_id === product)!.id;

  async function respondents(count: number, countryId: string, rate: (i: number) => [number, number], opts: { status?: "completed" | "started"; preview?: boolean; yes?: (i: number) => boolean } = {}) {
    const ids = Array.from({ length: count }, () => newId());
    await prisma.respondent.createMany({
      data: ids.map((id) => ({ id, survey_id: s.id, country_id: countryId, status: opts.status ?? "completed", is_preview: opts.preview ?? false })),
    });
    await prisma.ratingAnswer.createMany({
      data: ids.flatMap((respondent_id, i) => {
        const [r1, r2] = rate(i);
        return [
          { survey_id: s.id, respondent_id, product_id: p1, question_id: qOf(p1), rating: r1 },
          { survey_id: s.id, respondent_id, product_id: p2, question_id: qOf(p2), rating: r2 },
        ];
      }),
    });
    await prisma.segmentAnswer.createMany({
      data: ids.map((respondent_id, i) => ({ survey_id: s.id, respondent_id, demographic_id: question, values: [opts.yes?.(i) ? "Yes" : "No"] })),
    });
  }
  await respondents(60, aa, (i) => [i < 50 ? 5 : 2, (i % 5) + 1], { yes: (i) => i < 30 });
  await respondents(100, bb, (i) => [i < 20 ? 5 : i < 30 ? 4 : 1, (i % 5) + 1]);
  await respondents(3, aa, () => [5, 5], { preview: true, yes: () => true });
  await respondents(4, aa, () => [5, 5], { status: "started", yes: () => true });
  return { brandId: brand.id, token, surveyId: s.id, p1, p2, aa, bb, question, otherBrandProfile };
}
