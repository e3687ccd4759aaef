// spec 2 §5 "Publish checks": every check, its exact text, whether it blocks, and that a complete study passes.
import { describe, expect, it } from "vitest";
import { blockingChecks, introComplete, publishChecks } from "@/lib/builder/publish-checks";
import { BUILDER_MSG } from "@/lib/builder/messages";
import { DEMOGRAPHIC_MSG } from "@/lib/study-rules/messages";
import type { TIntro } from "@/lib/builder/study";
import { followUp, question, builderStudy } from "./study-fixture";

const keys = (s: Parameters<typeof publishChecks>[0], opts?: { isAdmin?: boolean }) => publishChecks(s, opts).map((c) => c.key);
const only = (s: Parameters<typeof publishChecks>[0]) => {
  const checks = publishChecks(s);
  expect(checks).toHaveLength(1);
  return checks[0]!;
};
const intro = (over: Partial<TIntro> = {}): TIntro => ({
  type: "image", title: "Hi", text: "Welcome", button_text: "Start",
  images: [{ original: "o", desktop: "d", mobile: "m" }], video: { vimeo_id: null, youtube_id: null }, ...over,
});

describe("publishChecks", () => {
  it("a complete study has no problems", () => {
    expect(publishChecks(builderStudy())).toEqual([]);
  });

  it("deleted products must be removed (blocking)", () => {
    const c = only(builderStudy({ questions: [question(0), question(1, { full_product: { ...question(1).full_product, deleted: true } })] }));
    expect(c).toEqual({ key: "deleted_products", message: "This product has been deleted. Please remove it from the survey.", blocking: true });
  });

  it('no product → "Studies should have at least 1 product." (blocking, no sales-plan warning)', () => {
    expect(only(builderStudy({ questions: [], merchantAllocationTotal: 0 }))).toEqual({
      key: "products", message: "Studies should have at least 1 product.", blocking: true,
    });
  });

  it("a product without an image blocks", () => {
    const c = only(builderStudy({ questions: [question(0, { full_product: { ...question(0).full_product, images: [] } })] }));
    expect(c).toEqual({ key: "product_images", message: "Each product in your study must have at least one product image.", blocking: true });
  });

  it("a blank question text, or a follow-up without a title, blocks", () => {
    expect(only(builderStudy({ questions: [question(0, { text: "   " })] }))).toEqual({
      key: "question_text", message: "Each attribute question must have question text.", blocking: true,
    });
    const withFollowUp = { ...question(0), follow_up: [followUp({ type: "text", positive_title: "" })] };
    expect(keys(builderStudy({ questions: [withFollowUp] }))).toEqual(["question_text"]);
  });

  it("fewer than 2 answers on a multiple choice follow-up or segmentation question is a warning only", () => {
    const fu = { ...question(0), follow_up: [followUp({ type: "choice", positive_title: "Why?", positive: { options: ["Fit", " "] } })] };
    const c = only(builderStudy({ questions: [fu] }));
    expect(c).toMatchObject({ key: "recommended_answers", blocking: false, message: BUILDER_MSG.checkRecommendedAnswers });
    const seg = builderStudy({ demographics: [{ demographic: { type: "multi", title: "Age", options: ["<30"] } }] } as never);
    expect(keys(seg)).toEqual(["recommended_answers"]);
    const ok = { ...question(0), follow_up: [followUp({ type: "multi", positive_title: "Why?", positive: { options: ["Fit", "Colour"] } })] };
    expect(publishChecks(builderStudy({ questions: [ok] }))).toEqual([]);
  });

  it("an empty sales plan is a warning, never blocking", () => {
    const qs = [question(0, { merchantAllocationValue: null }), question(1, { merchantAllocationValue: 0 })];
    const c = only(builderStudy({ questions: qs, merchantAllocationTotal: 0 }));
    expect(c).toMatchObject({ key: "sales_plan", blocking: false, message: BUILDER_MSG.checkSalesPlanEmpty });
    expect(blockingChecks([c])).toEqual([]);
  });

  it('a redirect URL must start with http:// or https:// and look like x.y: "Your post-study redirect url is not valid."', () => {
    for (const bad of ["www.example.com", "ftp://example.com", "http://localhost", "javascript:alert(1)", "https://exa mple.com"]) {
      expect(only(builderStudy({ redirect_link: bad })), bad).toEqual({ key: "redirect_link", message: "Your post-study redirect url is not valid.", blocking: true });
    }
    for (const good of ["http://example.com", "https://shop.example.com/thanks?x=1", "", null]) {
      expect(publishChecks(builderStudy({ redirect_link: good })), String(good)).toEqual([]);
    }
  });

  it('an intro that is set must be complete: "Your intro page is incomplete..."', () => {
    expect(publishChecks(builderStudy({ intro: intro() }))).toEqual([]);
    expect(publishChecks(builderStudy({ intro: intro({ type: "youtube", images: [], video: { youtube_id: "abc", vimeo_id: null } }) }))).toEqual([]);
    const broken: Partial<TIntro>[] = [
      { title: "" }, { text: " " }, { button_text: "" }, { type: null }, { images: [] }, { type: "video" },
      { type: "vimeo", video: { vimeo_id: null, youtube_id: "x" } }, { type: "youtube", video: { vimeo_id: "x", youtube_id: "" } },
    ];
    for (const b of broken) {
      expect(only(builderStudy({ intro: intro(b) })), JSON.stringify(b)).toEqual({ key: "intro", message: "Your intro page is incomplete...", blocking: true });
    }
    expect(introComplete(intro({ type: "photo" }))).toBe(true);
  });

  it("a product question's intro must be complete too (key question_intro); a disabled question is not checked", () => {
    expect(publishChecks(builderStudy({ questions: [question(0, { intro: intro() })] }))).toEqual([]);
    expect(only(builderStudy({ questions: [question(0, { intro: intro({ button_text: "" }) })] }))).toEqual({
      key: "question_intro", message: "Your intro page is incomplete...", blocking: true,
    });
    const off = question(0, { disabled: true, intro: intro({ title: "" }), follow_up: [followUp({ type: "choice", positive_title: "", positive: { options: ["A"] } })] });
    expect(publishChecks(builderStudy({ questions: [off, question(1)] }))).toEqual([]);
  });

  it("weighted segmentation questions missing from a segmentation profile warn (not blocking) with the spec text", () => {
    const demo = (id: string, audience_weighting: boolean) =>
      ({ demographic: { _id: id, type: "choice", title: "Q", options: ["a", "b"], audience_weighting }, disabled: false }) as never;
    const profile = (questions: string[]) => ({ _id: "p", profile_name: "P", avatar: null, color: null, questions, summed_values: { start_range: 0, end_range: 1 } });
    const warned = builderStudy({ demographics: [demo("d1", true), demo("d2", false)], segmentation_profiles: [profile(["d1"]), profile(["d2"])] });
    expect(only(warned)).toEqual({ key: "weighted_questions", message: DEMOGRAPHIC_MSG.weightingNotInProfiles, blocking: false });
    expect(publishChecks(builderStudy({ demographics: [demo("d1", true)], segmentation_profiles: [profile(["d1"]), profile(["d1", "d2"])] }))).toEqual([]);
    expect(publishChecks(builderStudy({ demographics: [demo("d1", true)], segmentation_profiles: [] }))).toEqual([]);
  });

  it("missing translations block only when countries need them; changed source text blocks", () => {
    expect(only(builderStudy({ countries_translations_needed: ["FR", "DE"] }))).toEqual({
      key: "missing_translations", message: BUILDER_MSG.checkMissingTranslations("FR, DE"), blocking: true,
    });
    expect(BUILDER_MSG.checkMissingTranslations("FR, DE")).toContain("FR, DE");
    expect(publishChecks(builderStudy({ countries_translations_needed: undefined }))).toEqual([]);
    expect(only(builderStudy({ products_out_of_sync_translations: ["p"] }))).toMatchObject({ key: "source_text_changed", blocking: true });
  });

  it('"You cannot publish a template study." blocks non-admins (internal template or template type); admins may (spec 3 §6)', () => {
    for (const s of [builderStudy({ internal_template: true }), builderStudy({ temp_type: "template" })]) {
      expect(only(s)).toEqual({ key: "template", message: "You cannot publish a template study.", blocking: true });
      expect(keys(s, { isAdmin: true })).toEqual([]);
    }
  });

  it("reports every failing check at once, blocking ones filtered by blockingChecks", () => {
    const s = builderStudy({ questions: [], merchantAllocationTotal: 0, redirect_link: "nope", intro: intro({ title: "" }), internal_template: true });
    expect(keys(s)).toEqual(["products", "redirect_link", "intro", "template"]);
    expect(blockingChecks(publishChecks(s))).toHaveLength(4);
  });
});
