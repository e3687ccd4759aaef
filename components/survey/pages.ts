// The pages of a respondent's visit and where a resumed visit opens (pure; tests/unit/survey/app-pages.test.ts).
// Order: privacy (when asked) → study intro (when present) → one page per segmentation question → per product:
// its question intro (when present), then the product card with the star question and that rating's follow-ups.
import type { TLiveSurvey } from "@/lib/survey/wire";
import { productComplete, productStarted, segmentAnswered, type TAnswerState } from "./answers";

export type TPage =
  | { kind: "privacy" }
  | { kind: "intro" }
  | { kind: "segment"; segment: number }
  | { kind: "product-intro"; product: number }
  | { kind: "product"; product: number };

export function buildPages(survey: Pick<TLiveSurvey, "privacy" | "intro" | "segments" | "products">): TPage[] {
  const pages: TPage[] = [];
  if (survey.privacy) pages.push({ kind: "privacy" });
  if (survey.intro) pages.push({ kind: "intro" });
  survey.segments.forEach((_, segment) => pages.push({ kind: "segment", segment }));
  survey.products.forEach((p, product) => {
    if (p.question.intro) pages.push({ kind: "product-intro", product });
    pages.push({ kind: "product", product });
  });
  return pages;
}

export const pageKey = (p: TPage): string => ("segment" in p ? `${p.kind}-${p.segment}` : "product" in p ? `${p.kind}-${p.product}` : p.kind);

type TSurveyParts = Pick<TLiveSurvey, "segments" | "products">;

/** Something was saved on this page. */
function hasAnswers(page: TPage, survey: TSurveyParts, s: TAnswerState): boolean {
  if (page.kind === "segment") {
    const seg = survey.segments[page.segment];
    return !!seg && segmentAnswered(seg, s.segments[seg.id]);
  }
  if (page.kind === "product") {
    const p = survey.products[page.product];
    return !!p && productStarted(p, s);
  }
  return false;
}

/** A page that cannot be left yet: a required answer is missing. Info pages never block. */
export function pageBlocked(page: TPage, survey: TSurveyParts, s: TAnswerState): boolean {
  if (page.kind === "segment") {
    const seg = survey.segments[page.segment];
    return !!seg && seg.required && !segmentAnswered(seg, s.segments[seg.id]);
  }
  if (page.kind === "product") {
    const p = survey.products[page.product];
    return !!p && !productComplete(p, s);
  }
  return false;
}

/**
 * Where a resumed visit opens: the first page whose answers are missing. "Missing" means a required answer not
 * given on a page up to the last answered one, else the page right after the last answered one (optional
 * questions left blank earlier are not asked again; info pages before it are not shown again). With nothing
 * saved: the first page. With everything saved: the last page (its button submits).
 */
export function resumeIndex(pages: TPage[], survey: TSurveyParts, s: TAnswerState): number {
  if (!pages.length) return 0;
  let last = -1;
  pages.forEach((p, i) => {
    if (hasAnswers(p, survey, s)) last = i;
  });
  for (let i = 0; i <= last; i++) {
    const page = pages[i];
    if (page && pageBlocked(page, survey, s)) return i;
  }
  return Math.min(last + 1, pages.length - 1);
}

/** "Product n of total" for product pages and their intros; null elsewhere. */
export function productNumber(page: TPage): number | null {
  return page.kind === "product" || page.kind === "product-intro" ? page.product + 1 : null;
}
