// @vitest-environment jsdom
// The bucket editor (components/results/buckets/bucket-editor.tsx) and the New group dialog, with the API stubbed:
// "Move to…" moves a product and previews its new bucket's figures; Save sends the draft with the date_modified it
// read and refreshes the page; a 409 says someone else changed the group and keeps the user's edit on screen; the
// server's validation words are shown; rules break Save with the reasons in words; Delete asks first. (Dragging by
// pointer and keyboard needs real layout: tests/e2e/results-buckets.spec.ts.)
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BucketEditor } from "@/components/results/buckets/bucket-editor";
import { NewGroupDialog } from "@/components/results/buckets/new-group-dialog";
import { BUCKET_GROUP_MSG } from "@/lib/results/bucket-groups";
import { parseResultsQuery } from "@/lib/results/page";
import { BUCKETS_TEXT, type TBucketsGroup } from "@/lib/results/tabs/buckets";
import type { TResultsProduct } from "@/lib/results/view";

const router = { refresh: vi.fn(), push: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const id = (n: number) => n.toString(16).padStart(24, "0");
const [QA, QB, QC] = [id(11), id(12), id(13)];
const BRAND = id(1);
const STUDY = id(2);
const GROUP = id(101);
const READ = "2026-01-01T00:00:00.000Z";

const products: TResultsProduct[] = [
  { product_id: id(21), question_id: QA, name: "Alpine Parka", style_number: null, image: null },
  { product_id: id(22), question_id: QB, name: "Bay Jacket", style_number: null, image: null },
  { product_id: id(23), question_id: QC, name: "Cirrus Vest", style_number: null, image: null },
];
const scores = { [QA]: { count: 10, score: 80, percentile: 90 }, [QB]: { count: 10, score: 41, percentile: 30 }, [QC]: { count: 10, score: 20, percentile: 10 } };
const group: TBucketsGroup = {
  _id: GROUP,
  name: "Line plan",
  date_modified: READ,
  buckets: [
    { name: "Hero", questions: [QA], date_created: READ, dropped_products: [], avg_score: 80, avg_percentile: 90, position: "AboveTop" },
    { name: "Tail", questions: [], date_created: READ, dropped_products: [], avg_score: null, avg_percentile: null, position: null },
  ],
};

type TCall = { url: string; method: string; body: unknown };
let calls: TCall[];
let answer: (c: TCall) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  router.refresh.mockClear();
  router.push.mockClear();
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const c = { url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(c);
    const r = answer(c);
    return new Response(JSON.stringify(r.body), { status: r.status, headers: { "content-type": "application/json" } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const editor = () => render(<BucketEditor brandId={BRAND} studyId={STUDY} group={group} products={products} scores={scores} benchmark="brand" afterDeleteHref="/back?tab=buckets" />);
const bucket = (name: string) => screen.getAllByTestId("bucket").find((b) => b.getAttribute("data-bucket-name") === name)!;
const inBucket = (el: HTMLElement) => within(el).queryAllByTestId("bucket-product").map((p) => p.getAttribute("data-question-id"));

describe("BucketEditor", () => {
  it("moves a product with Move to…, previews the bucket's figures, and saves with the date_modified it read", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 200, body: { results: { ...group, date_modified: "2026-01-02T00:00:00.000Z" } } });
    editor();
    expect(inBucket(screen.getByTestId("bucket-unassigned"))).toEqual([QB, QC]);
    expect(screen.getByRole("button", { name: BUCKETS_TEXT.save })).toHaveProperty("disabled", true);

    await user.selectOptions(screen.getByRole("combobox", { name: BUCKETS_TEXT.moveTo("Bay Jacket") }), "Tail");
    await user.selectOptions(screen.getByRole("combobox", { name: BUCKETS_TEXT.moveTo("Cirrus Vest") }), "Tail");
    expect(inBucket(bucket("Tail"))).toEqual([QB, QC]);
    expect(inBucket(screen.getByTestId("bucket-unassigned"))).toEqual([]);
    // (41 + 20) / 2 = 30.5 → "31"; (30 + 10) / 2 = 20 → "20th", bottom quartile; marked as a preview.
    expect(within(bucket("Tail")).getByTestId("bucket-avg-score").textContent).toBe("31");
    expect(within(bucket("Tail")).getByTestId("bucket-avg-percentile").textContent).toBe("20th");
    expect(within(bucket("Tail")).getByTestId("bucket-position").textContent).toBe("Below the bottom quartile");
    expect(within(bucket("Tail")).getByText(BUCKETS_TEXT.previewNote)).toBeTruthy();
    // Hero is as saved: the server's figures, no preview note.
    expect(within(bucket("Hero")).getByTestId("bucket-avg-score").textContent).toBe("80");
    expect(within(bucket("Hero")).queryByText(BUCKETS_TEXT.previewNote)).toBeNull();
    expect(screen.getByTestId("buckets-unsaved").textContent).toBe(BUCKETS_TEXT.unsaved);

    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.save }));
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: `/api/v1/admin/brand/${BRAND}/survey/${STUDY}/group/${GROUP}`,
        method: "PUT",
        body: {
          name: "Line plan",
          buckets: [
            { name: "Hero", questions: [QA], date_created: READ, dropped_products: [] },
            { name: "Tail", questions: [QB, QC], date_created: READ, dropped_products: [] },
          ],
          date_modified: READ,
        },
      },
    ]);
    expect(screen.queryByTestId("buckets-unsaved")).toBeNull();
  });

  it("on a 409 says someone else changed the group and keeps the user's edit visible", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 409, body: { status: 409, title: "Conflict", detail: BUCKET_GROUP_MSG.stale } });
    editor();
    await user.selectOptions(screen.getByRole("combobox", { name: BUCKETS_TEXT.moveTo("Alpine Parka") }), "Tail");
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.save }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(BUCKETS_TEXT.stale);
    expect(inBucket(bucket("Tail"))).toEqual([QA]);
    expect(router.refresh).not.toHaveBeenCalled();
    await user.click(within(alert).getByRole("button", { name: BUCKETS_TEXT.reload }));
    expect(router.refresh).toHaveBeenCalled();
  });

  it("shows the server's validation words", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 400, body: { status: 400, detail: BUCKET_GROUP_MSG.unknownQuestions([QA]), invalid_params: [{ name: "buckets.questions", reason: `${QA} is not a rated question of this study` }] } });
    editor();
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.removeBucket("Tail") }));
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.save }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(BUCKET_GROUP_MSG.unknownQuestions([QA]));
    expect(alert.textContent).toContain(`${QA} is not a rated question of this study`);
  });

  it("renames, adds and removes buckets; a bucket without a name blocks Save with the reason", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 200, body: { results: group } });
    editor();
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.addBucket }));
    expect(screen.getByRole("textbox", { name: BUCKETS_TEXT.bucketName(3) })).toHaveProperty("value", BUCKETS_TEXT.bucketDefaultName(3));
    await user.clear(screen.getByRole("textbox", { name: BUCKETS_TEXT.bucketName(1) }));
    expect(screen.getByTestId("buckets-problems").textContent).toContain(BUCKET_GROUP_MSG.bucketNameRequired);
    expect(screen.getByRole("button", { name: BUCKETS_TEXT.save })).toHaveProperty("disabled", true);
    await user.type(screen.getByRole("textbox", { name: BUCKETS_TEXT.bucketName(1) }), "Heroes");
    expect(screen.queryByTestId("buckets-problems")).toBeNull();
    // Removing Heroes sends its product back to Unassigned.
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.removeBucket("Heroes") }));
    expect(inBucket(screen.getByTestId("bucket-unassigned"))).toEqual([QA, QB, QC]);
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.discard }));
    expect(inBucket(bucket("Hero"))).toEqual([QA]);
    expect(screen.getAllByTestId("bucket")).toHaveLength(2);
  });

  it("deletes the group only after the confirmation, then leaves for the tab without it", async () => {
    const user = userEvent.setup();
    answer = () => ({ status: 200, body: { results: { _id: GROUP, deleted: true } } });
    editor();
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.deleteGroup }));
    const dialog = screen.getByRole("alertdialog", { name: BUCKETS_TEXT.deleteTitle("Line plan") });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: BUCKETS_TEXT.deleteConfirm }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/back?tab=buckets"));
    expect(calls.map((c) => [c.method, c.url])).toEqual([["DELETE", `/api/v1/admin/brand/${BRAND}/survey/${STUDY}/group/${GROUP}`]]);
  });
});

describe("NewGroupDialog", () => {
  it("checks the names before sending, creates the group and opens it with the filters kept", async () => {
    const user = userEvent.setup();
    const NEW = id(555);
    answer = (c) => ({ status: 201, body: { results: { ...group, _id: NEW, name: (c.body as { name: string }).name } } });
    const query = parseResultsQuery({ tab: "buckets", country: id(9) });
    render(<NewGroupDialog brandId={BRAND} studyId={STUDY} basePath="/r" query={query} />);
    await user.click(screen.getByRole("button", { name: BUCKETS_TEXT.newGroup }));
    const dialog = screen.getByRole("dialog", { name: BUCKETS_TEXT.createTitle });
    await user.click(within(dialog).getByRole("button", { name: BUCKETS_TEXT.create }));
    expect(within(dialog).getByRole("alert").textContent).toContain(BUCKET_GROUP_MSG.nameRequired);
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByRole("textbox", { name: BUCKETS_TEXT.groupName }), "Price tiers");
    await user.clear(within(dialog).getByRole("textbox", { name: BUCKETS_TEXT.bucketName(2) }));
    await user.type(within(dialog).getByRole("textbox", { name: BUCKETS_TEXT.bucketName(2) }), "Entry");
    await user.click(within(dialog).getByRole("button", { name: BUCKETS_TEXT.addBucket }));
    await user.click(within(dialog).getByRole("button", { name: BUCKETS_TEXT.create }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: `/api/v1/admin/brand/${BRAND}/survey/${STUDY}/group`,
        method: "POST",
        body: { name: "Price tiers", buckets: [{ name: "Bucket 1", questions: [] }, { name: "Entry", questions: [] }, { name: "Bucket 3", questions: [] }] },
      },
    ]);
    const href = new URL(router.push.mock.calls[0]![0] as string, "http://x");
    expect([href.pathname, href.searchParams.get("tab"), href.searchParams.get("country"), href.searchParams.get("group")]).toEqual(["/r", "buckets", id(9), NEW]);
  });
});
