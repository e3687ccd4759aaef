// The Buckets tab's pure rules (lib/results/tabs/buckets.ts): the editor's draft and its moves, the save payload,
// the problems that keep a draft from being saved, the preview of unsaved buckets and the figures in words.
import { describe, expect, it } from "vitest";
import { BUCKET_GROUP_MSG, MAX_BUCKETS } from "@/lib/results/bucket-groups";
import {
  addBucket,
  containerOf,
  createPayload,
  draftOf,
  draftProblems,
  figureTexts,
  moveQuestion,
  POSITION_WORDS,
  previewAverages,
  removeBucket,
  renameBucket,
  sameDraft,
  UNASSIGNED,
  unassignedProducts,
  updatePayload,
  type TBucketsGroup,
} from "@/lib/results/tabs/buckets";

const q = (n: number) => n.toString(16).padStart(24, "0");
const [A, B, C, D, E] = [q(1), q(2), q(3), q(4), q(5)];
const DATE = "2026-01-02T03:04:05.000Z";

const group: TBucketsGroup = {
  _id: q(99),
  name: "Line",
  date_modified: DATE,
  buckets: [
    { name: "Hero", questions: [A, B], date_created: DATE, dropped_products: [{ question: C, bucket_index: 1 }], avg_score: 1, avg_percentile: 1, position: "BelowBottom" },
    { name: "Tail", questions: [C, q(77)], date_created: DATE, dropped_products: [{ question: A, bucket_index: 2 }], avg_score: null, avg_percentile: null, position: null },
    { name: "Empty", questions: [], date_created: DATE, dropped_products: [], avg_score: null, avg_percentile: null, position: null },
  ],
};
const rated = new Set([A, B, C, D, E]);

describe("the draft of a saved group", () => {
  it("keeps names, order and dates, and leaves out questions the study no longer rates", () => {
    const d = draftOf(group, rated);
    expect(d.name).toBe("Line");
    expect(d.buckets.map((b) => [b.key, b.name, b.questions])).toEqual([
      ["b0", "Hero", [A, B]],
      ["b1", "Tail", [C]],
      ["b2", "Empty", []],
    ]);
    expect(d.next).toBe(3);
    expect(containerOf(d, A)).toBe("b0");
    expect(containerOf(d, D)).toBe(UNASSIGNED);
  });

  it("lists the rated products in no bucket, in study order", () => {
    const products = [A, D, null, E, C].map((question_id) => ({ question_id }));
    expect(unassignedProducts(draftOf(group, rated), products)).toEqual([{ question_id: D }, { question_id: E }]);
  });
});

describe("moves", () => {
  const d = draftOf(group, rated);

  it("moves a product into another bucket, at the end or before a product", () => {
    expect(moveQuestion(d, A, "b1").buckets.map((b) => b.questions)).toEqual([[B], [C, A], []]);
    expect(moveQuestion(d, A, "b1", 0).buckets.map((b) => b.questions)).toEqual([[B], [A, C], []]);
    expect(moveQuestion(d, D, "b2").buckets.map((b) => b.questions)).toEqual([[A, B], [C], [D]]);
  });

  it("reorders within a bucket like arrayMove, and takes a product out of every bucket with Unassigned", () => {
    expect(moveQuestion(d, A, "b0", 1).buckets[0]!.questions).toEqual([B, A]);
    expect(moveQuestion(d, B, "b0", 0).buckets[0]!.questions).toEqual([B, A]);
    expect(moveQuestion(d, A, "b0", 0)).toEqual(d);
    expect(moveQuestion(d, A, UNASSIGNED).buckets.map((b) => b.questions)).toEqual([[B], [C], []]);
  });

  it("ignores an unknown bucket", () => {
    expect(moveQuestion(d, A, "nope")).toBe(d);
  });

  it("adds buckets up to the limit with fresh keys, renames one", () => {
    const added = addBucket(d, "New");
    expect(added.buckets.at(-1)).toEqual({ key: "n3", name: "New", questions: [], dropped_products: [] });
    expect(renameBucket(added, "n3", "Fresh").buckets.at(-1)!.name).toBe("Fresh");
    let full = d;
    for (let i = 0; i < MAX_BUCKETS + 5; i++) full = addBucket(full, `B${i}`);
    expect(full.buckets).toHaveLength(MAX_BUCKETS);
  });

  it("removing a bucket unassigns its products and keeps every bucket_index pointing at the bucket it meant", () => {
    const r = removeBucket(d, "b1");
    expect(r.buckets.map((b) => b.key)).toEqual(["b0", "b2"]);
    expect(containerOf(r, C)).toBe(UNASSIGNED);
    // Hero's dropped product pointed at Tail (removed): forgotten. Tail's pointed at Empty (index 2): now index 1.
    expect(r.buckets[0]!.dropped_products).toEqual([]);
    const r0 = removeBucket(d, "b0");
    expect(r0.buckets[0]!.dropped_products).toEqual([{ question: A, bucket_index: 1 }]);
  });
});

describe("saving", () => {
  it("sends names, questions, saved buckets' dates and the date_modified read; new buckets have no date", () => {
    const d = addBucket(moveQuestion(draftOf(group, rated), D, "b2"), "Late");
    expect(updatePayload(d, DATE)).toEqual({
      name: "Line",
      buckets: [
        { name: "Hero", questions: [A, B], date_created: DATE, dropped_products: [{ question: C, bucket_index: 1 }] },
        { name: "Tail", questions: [C], date_created: DATE, dropped_products: [{ question: A, bucket_index: 2 }] },
        { name: "Empty", questions: [D], date_created: DATE, dropped_products: [] },
        { name: "Late", questions: [], dropped_products: [] },
      ],
      date_modified: DATE,
    });
    expect(createPayload("G", ["One", "Two"])).toEqual({ name: "G", buckets: [{ name: "One", questions: [] }, { name: "Two", questions: [] }] });
  });

  it("says in words what keeps a draft from being saved", () => {
    const d = draftOf(group, rated);
    expect(draftProblems(d, DATE)).toEqual([]);
    expect(draftProblems({ ...renameBucket(d, "b1", "  "), name: "" }, DATE)).toEqual([BUCKET_GROUP_MSG.nameRequired, BUCKET_GROUP_MSG.bucketNameRequired]);
    expect(draftProblems({ ...d, buckets: [] }, DATE)).toEqual([BUCKET_GROUP_MSG.needsBucket]);
    expect(draftProblems({ ...d, name: "x".repeat(81) }, DATE)).toEqual([BUCKET_GROUP_MSG.nameTooLong]);
  });

  it("knows an unchanged draft from a changed one", () => {
    const d = draftOf(group, rated);
    expect(sameDraft(d, draftOf(group, rated))).toBe(true);
    expect(sameDraft(d, moveQuestion(d, A, "b0", 1))).toBe(false);
    expect(sameDraft(d, renameBucket(d, "b0", "Heroes"))).toBe(false);
    expect(sameDraft(moveQuestion(d, A, "b1"), moveQuestion(moveQuestion(d, A, "b1"), A, "b1"))).toBe(true);
  });
});

describe("figures", () => {
  it("previews a bucket by the report's rule: plain means of the rated products, unrated ones left out", () => {
    const scores = { [A]: { count: 10, score: 75, percentile: 80 }, [B]: { count: 4, score: 50, percentile: 40 }, [C]: { count: 0, score: null, percentile: null } };
    expect(previewAverages([A, B, C, D], scores)).toEqual({ avg_score: 62.5, avg_percentile: 60, position: "Between" });
    expect(previewAverages([C], scores)).toEqual({ avg_score: null, avg_percentile: null, position: null });
  });

  it("shows the score rounded, the percentile floored with its ordinal and the position in words", () => {
    expect(figureTexts({ avg_score: 62.5, avg_percentile: 81.25, position: "AboveTop" }, "brand")).toEqual({ score: "63", percentile: "81st", position: POSITION_WORDS.AboveTop });
    expect(figureTexts({ avg_score: 12.4, avg_percentile: 22.9, position: "BelowBottom" }, "category_type")).toEqual({ score: "12", percentile: "22nd", position: "Below the bottom quartile" });
    expect(figureTexts({ avg_score: null, avg_percentile: null, position: null }, "brand")).toEqual({ score: "No ratings", percentile: "No ratings", position: "No position" });
    expect(figureTexts({ avg_score: 40, avg_percentile: null, position: null }, "none")).toEqual({ score: "40", percentile: "No benchmark", position: "No benchmark" });
  });
});
