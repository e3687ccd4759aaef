// The Buckets tab of the results page (spec 3 §2 results tabs, §3 "Bucket group", "bucket group report returns
// avg_percentile, avg_score and position", §7 "Groups of buckets"; P11 item 3): the data its loader builds
// (server/pages/results/buckets.ts), every text it shows, and the pure rules of its editor — the draft a user
// edits, the moves between buckets, the payload of a save and the preview of a bucket's figures before it is saved
// (the same bucketAverages the server's report uses). Pure and client-safe.
import { bucketAverages, MAX_BUCKETS, ZBucketGroupUpdate, type TBucketAverages, type TDroppedProduct } from "@/lib/results/bucket-groups";
import { POSITION_WORDS, type TNormScope, type TSentimentPosition } from "@/lib/results/definitions";
import type { TResultsProduct } from "@/lib/results/view";
import { formatPercentile, formatScore } from "@/lib/products/format";

// ---- Data ---------------------------------------------------------------------------------------------------------

/** A product's figures under the page's filters (the sentiment report), by its question id. */
export interface TBucketsProductScore {
  /** Ratings among the respondents the filters select. */
  count: number;
  score: number | null;
  percentile: number | null;
}

/** A saved bucket with its figures from getBucketGroupSentimentScoreReport under the page's filters. */
export interface TBucketsBucket extends TBucketAverages {
  name: string;
  /** Question ids, in the bucket's order (only the study's rated questions). */
  questions: string[];
  date_created: string;
  dropped_products: TDroppedProduct[];
}

export interface TBucketsGroup {
  _id: string;
  name: string;
  /** Sent back with a save: a group changed since is not overwritten (409). */
  date_modified: string;
  buckets: TBucketsBucket[];
}

export type TBucketsData =
  | { kind: "no_access" }
  | {
      kind: "ready";
      /** The study's groups, oldest first, for the chooser. */
      groups: { _id: string; name: string }[];
      /** The chosen group (the address's `group`, else the first); null when the study has none. */
      group: TBucketsGroup | null;
      /** The address named a group the study does not have. */
      notice: string | null;
      /** Every rated product's figures, by question id (the editor previews unsaved buckets with them). */
      scores: Record<string, TBucketsProductScore>;
      /** The norm the percentiles compare with ("none": no benchmark yet, so no percentile or position). */
      benchmark: TNormScope;
    };

// ---- Texts --------------------------------------------------------------------------------------------------------

/** A position in words (spec 3 §3 positions AboveTop, BelowBottom, Between). */
export { POSITION_WORDS };

export const BUCKETS_TEXT = {
  title: "Buckets",
  lead: "Sort the study's products into named buckets to compare groups of them: each bucket shows its products' average score, average percentile against the benchmark and position.",
  noAccess: "You do not have access to bucket groups of this brand. Ask a brand administrator for the bucket group permission to see them.",
  unknownGroup: (id: string) => `There is no group of buckets "${id}" in this study; showing the first group instead.`,
  unknownGroupNone: (id: string) => `There is no group of buckets "${id}" in this study.`,
  groupsLabel: "Groups of buckets",
  noGroups: "No groups of buckets yet",
  noGroupsCanWrite: "Create a group, name its buckets, then drag the study's products into them.",
  noGroupsReadOnly: "Nobody has grouped this study's products into buckets yet.",
  newGroup: "New group",
  unassigned: "Unassigned",
  unassignedHint: "Products in no bucket.",
  emptyBucket: "No products in this bucket yet.",
  noUnassigned: "Every product is in a bucket.",
  figures: { score: "Avg score", percentile: "Avg percentile", position: "Position" },
  noScore: "No ratings",
  noPercentile: "No benchmark",
  noPosition: "No position",
  productScore: (score: string) => `Score ${score}`,
  productNoScore: "No ratings",
  productCount: (n: number) => (n === 1 ? "1 product" : `${n} products`),
  // The chart and its table.
  chartTitle: "Average score by bucket",
  chartLabel: (rows: readonly { name: string; score: string }[]) =>
    `Bar chart of the buckets' average scores out of 100: ${rows.map((r) => `${r.name} ${r.score}`).join(", ")}.`,
  chartEmpty: "No bucket has a rated product yet, so there is nothing to chart.",
  chartNoScore: "no ratings",
  tableToggle: "Show the figures as a table",
  table: { bucket: "Bucket", products: "Products", score: "Avg score", percentile: "Avg percentile", position: "Position" },
  benchmarkNone: "The brand has no benchmark yet (no Closed study to compare with), so buckets show no percentile or position.",
  // The editor.
  editorHint:
    "Drag a product by its handle into a bucket, or focus the handle, press Space, move with the arrow keys and press Space again to drop (Escape cancels). Each product's Move to list does the same.",
  groupName: "Group name",
  bucketName: (n: number) => `Name of bucket ${n}`,
  bucketDefaultName: (n: number) => `Bucket ${n}`,
  addBucket: "Add bucket",
  removeBucket: (name: string) => `Remove bucket ${name || "(no name)"}`,
  maxBuckets: `A group can hold at most ${MAX_BUCKETS} buckets.`,
  dragHandle: (name: string) => `Drag ${name}`,
  moveTo: (name: string) => `Move ${name} to`,
  moveToShort: "Move to…",
  save: "Save group",
  saving: "Saving…",
  discard: "Discard changes",
  unsaved: "You have unsaved changes.",
  previewNote: "Preview: saved figures are recomputed when you save.",
  saved: (name: string) => `Saved the group "${name}".`,
  saveFailed: "The group could not be saved.",
  stale: "Someone else changed this group of buckets while you were editing it. Your changes are still shown here but were not saved. Reload to see their version, then make your changes again.",
  reload: "Reload the group",
  deleteGroup: "Delete group",
  deleteTitle: (name: string) => `Delete the group "${name}"?`,
  deleteText: "Its buckets are deleted for everyone in the brand. The products and their results are not affected.",
  deleteConfirm: "Delete",
  cancel: "Cancel",
  deleted: (name: string) => `Deleted the group "${name}".`,
  deleteFailed: "The group could not be deleted.",
  invalidTitle: "The group cannot be saved yet:",
  // Creating a group.
  createTitle: "New group of buckets",
  createText: "Name the group and its buckets; you sort the products into the buckets afterwards.",
  bucketsLegend: "Buckets",
  create: "Create group",
  creating: "Creating…",
  created: (name: string) => `Created the group "${name}".`,
  createFailed: "The group could not be created.",
  // Screen-reader instructions and announcements of the drag and drop.
  dnd: {
    instructions:
      "To move a product, press Space or Enter on its handle. Use the arrow keys to move it over another bucket, then press Space or Enter again to drop it there, or Escape to cancel.",
    start: (product: string, from: string) => `Picked up ${product} from ${from}.`,
    over: (product: string, target: string) => `${product} is over ${target}.`,
    overNone: (product: string) => `${product} is not over a bucket.`,
    drop: (product: string, target: string) => `${product} was dropped into ${target}.`,
    dropNone: (product: string) => `${product} was dropped outside the buckets; it stays where it was.`,
    cancel: (product: string) => `Moving ${product} was cancelled; it stays where it was.`,
  },
} as const;

/** A position in words; "No position" without one (no benchmark, or no rated product). */
export function positionWords(position: TSentimentPosition | null): string {
  return position ? POSITION_WORDS[position] : BUCKETS_TEXT.noPosition;
}

/**
 * A bucket's figures as the tab shows them: avg score rounded ("72"), avg percentile floored with its ordinal
 * ("81st"), position in words. Without a rated product: "No ratings"; without a benchmark: "No benchmark".
 */
export function figureTexts(f: TBucketAverages, benchmark: TNormScope): { score: string; percentile: string; position: string } {
  const noBenchmark = f.avg_percentile === null && benchmark === "none";
  return {
    score: f.avg_score === null ? BUCKETS_TEXT.noScore : formatScore(f.avg_score),
    percentile: noBenchmark ? BUCKETS_TEXT.noPercentile : f.avg_percentile === null ? BUCKETS_TEXT.noScore : formatPercentile(f.avg_percentile),
    position: noBenchmark ? BUCKETS_TEXT.noPercentile : positionWords(f.position),
  };
}

// ---- The editor's draft -------------------------------------------------------------------------------------------

/** Where a product can be: a bucket (its key) or nowhere. */
export const UNASSIGNED = "unassigned";

export interface TDraftBucket {
  /** Stable within one editing session (drop targets and React keys); never sent. */
  key: string;
  name: string;
  questions: string[];
  /** Kept for a saved bucket; a new bucket gets the time of the save. */
  date_created?: string;
  dropped_products: TDroppedProduct[];
}

export interface TDraft {
  name: string;
  buckets: TDraftBucket[];
  /** The next new bucket's key number. */
  next: number;
}

/**
 * The draft of a saved group. Questions the study no longer rates (a product removed since) are left out: the
 * report leaves them out too, and the server refuses them in a save.
 */
export function draftOf(group: Pick<TBucketsGroup, "name" | "buckets">, rated: ReadonlySet<string>): TDraft {
  return {
    name: group.name,
    buckets: group.buckets.map((b, i) => ({
      key: `b${i}`,
      name: b.name,
      questions: b.questions.filter((q) => rated.has(q)),
      date_created: b.date_created,
      dropped_products: b.dropped_products.filter((d) => rated.has(d.question)),
    })),
    next: group.buckets.length,
  };
}

/** The bucket key a question sits in, or UNASSIGNED. */
export function containerOf(draft: TDraft, question: string): string {
  return draft.buckets.find((b) => b.questions.includes(question))?.key ?? UNASSIGNED;
}

/**
 * Moves a question into bucket `to` (or out of every bucket with UNASSIGNED), at `index` in that bucket (default:
 * the end). Moving within one bucket reorders it. An unknown bucket key leaves the draft as it was.
 */
export function moveQuestion(draft: TDraft, question: string, to: string, index?: number): TDraft {
  if (to !== UNASSIGNED && !draft.buckets.some((b) => b.key === to)) return draft;
  const buckets = draft.buckets.map((b) => {
    const without = b.questions.filter((q) => q !== question);
    if (b.key !== to) return without.length === b.questions.length ? b : { ...b, questions: without };
    const at = index === undefined ? without.length : Math.max(0, Math.min(index, without.length));
    return { ...b, questions: [...without.slice(0, at), question, ...without.slice(at)] };
  });
  return { ...draft, buckets };
}

export function renameBucket(draft: TDraft, key: string, name: string): TDraft {
  return { ...draft, buckets: draft.buckets.map((b) => (b.key === key ? { ...b, name } : b)) };
}

/** A new, empty bucket at the end (no more than MAX_BUCKETS). */
export function addBucket(draft: TDraft, name: string): TDraft {
  if (draft.buckets.length >= MAX_BUCKETS) return draft;
  return { ...draft, buckets: [...draft.buckets, { key: `n${draft.next}`, name, questions: [], dropped_products: [] }], next: draft.next + 1 };
}

/**
 * Removes a bucket: its products become unassigned. Dropped products that pointed at it are forgotten and those
 * pointing at a later bucket follow it down one place, so every bucket_index still names the bucket it meant.
 */
export function removeBucket(draft: TDraft, key: string): TDraft {
  const at = draft.buckets.findIndex((b) => b.key === key);
  if (at < 0) return draft;
  const buckets = draft.buckets
    .filter((b) => b.key !== key)
    .map((b) => ({
      ...b,
      dropped_products: b.dropped_products.flatMap((d) => (d.bucket_index === at ? [] : [{ ...d, bucket_index: d.bucket_index > at ? d.bucket_index - 1 : d.bucket_index }])),
    }));
  return { ...draft, buckets };
}

/** The body of PUT …/group/{id} for a draft (date_modified: the one the group was read with). */
export function updatePayload(draft: TDraft, date_modified: string) {
  return {
    name: draft.name,
    buckets: draft.buckets.map((b) => ({ name: b.name, questions: b.questions, ...(b.date_created ? { date_created: b.date_created } : {}), dropped_products: b.dropped_products })),
    date_modified,
  };
}

/** What keeps a draft from being saved, in words (lib/results/bucket-groups.ts's rules, each text once). */
export function draftProblems(draft: TDraft, date_modified: string): string[] {
  const parsed = ZBucketGroupUpdate.safeParse(updatePayload(draft, date_modified));
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
}

/** True when two drafts would save the same group (names, bucket order, and each bucket's products in order). */
export function sameDraft(a: TDraft, b: TDraft): boolean {
  return JSON.stringify(updatePayload(a, "")) === JSON.stringify(updatePayload(b, ""));
}

/** The study's rated products in no bucket of the draft, in study order. */
export function unassignedProducts<P extends Pick<TResultsProduct, "question_id">>(draft: TDraft, products: readonly P[]): P[] {
  const placed = new Set(draft.buckets.flatMap((b) => b.questions));
  return products.filter((p) => p.question_id !== null && !placed.has(p.question_id));
}

/** A bucket's figures from its products' figures (the report's own rule), for a bucket not saved as shown. */
export function previewAverages(questions: readonly string[], scores: Readonly<Record<string, TBucketsProductScore>>): TBucketAverages {
  return bucketAverages(questions.flatMap((q) => (scores[q] ? [scores[q]] : [])));
}

/** The payload of POST …/group from the create form's name and bucket names. */
export function createPayload(name: string, bucketNames: readonly string[]) {
  return { name, buckets: bucketNames.map((n) => ({ name: n, questions: [] as string[] })) };
}
