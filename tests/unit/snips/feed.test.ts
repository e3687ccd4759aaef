// The snip modal's comment feed (lib/snips/feed.ts): pages, live changes and a reconnect's catch-up merge by id, in
// ascending date order, so a comment is never lost or shown twice, and a deleted one never comes back.
import { describe, expect, it } from "vitest";
import { applyChange, catchUp, emptyFeed, hasMore, mergeComments, type TFeedComment } from "@/lib/snips/feed";

const c = (id: string, minute: number, content = `comment ${id}`, edited: string | null = null): TFeedComment => ({
  _id: id,
  date_created: `2026-11-20T10:${String(minute).padStart(2, "0")}:00.000Z`,
  content,
  content_updated: edited,
});
const ids = (f: { comments: TFeedComment[] }) => f.comments.map((x) => x._id);

describe("the comment feed", () => {
  it("keeps pages in ascending date order, ties by id, whatever order they arrive in", () => {
    let f = mergeComments(emptyFeed(), [c("c3", 3), c("c4", 4)]);
    f = mergeComments(f, [c("c2", 1), c("c1", 1)]);
    expect(ids(f)).toEqual(["c1", "c2", "c3", "c4"]);
  });

  it("shows a comment once when it arrives live and again in a page or a catch-up", () => {
    let f = mergeComments(emptyFeed(), [c("c1", 1)]);
    f = applyChange(f, { type: "Added", comment: c("c2", 2) });
    f = mergeComments(f, [c("c1", 1), c("c2", 2), c("c3", 3)]);
    expect(ids(f)).toEqual(["c1", "c2", "c3"]);
  });

  it("keeps the edited text when an older copy of the comment arrives later", () => {
    let f = applyChange(emptyFeed(), { type: "Added", comment: c("c1", 1, "first") });
    f = applyChange(f, { type: "Updated", comment: c("c1", 1, "edited", "2026-11-20T11:00:00.000Z") });
    f = mergeComments(f, [c("c1", 1, "first")]);
    expect(f.comments[0]!.content).toBe("edited");
  });

  it("removes a deleted comment, and a page fetched before the delete does not bring it back", () => {
    let f = mergeComments(emptyFeed(), [c("c1", 1), c("c2", 2)]);
    f = applyChange(f, { type: "Deleted", comment_id: "c1" });
    f = mergeComments(f, [c("c1", 1), c("c2", 2)]);
    expect(ids(f)).toEqual(["c2"]);
  });

  it("asks for more while fewer are loaded than the snip's count", () => {
    const f = mergeComments(emptyFeed(), [c("c1", 1)]);
    expect(hasMore(f, 2)).toBe(true);
    expect(hasMore(f, 1)).toBe(false);
  });

  describe("a reconnect's catch-up", () => {
    it("adds what was missed, drops what was deleted while offline, keeps edits made while offline", () => {
      const f = mergeComments(emptyFeed(), [c("c1", 1), c("c2", 2, "old")]);
      const after = catchUp(f, [c("c2", 2, "edited offline", "2026-11-20T11:00:00.000Z"), c("c3", 3)], true, new Set());
      expect(ids(after)).toEqual(["c2", "c3"]);
      expect(after.comments[0]!.content).toBe("edited offline");
    });

    it("keeps a comment that arrived live during the catch-up and one beyond a partial fetch, each once", () => {
      const f = applyChange(mergeComments(emptyFeed(), [c("c1", 1), c("c2", 2), c("c9", 9)]), { type: "Added", comment: c("c5", 5) });
      // Fetched c1 and c2 only (not complete): c9 lies beyond it; c5 arrived live.
      const after = catchUp(f, [c("c1", 1), c("c2", 2)], false, new Set(["c5"]));
      expect(ids(after)).toEqual(["c1", "c2", "c5", "c9"]);
      expect(ids(catchUp(after, [c("c1", 1), c("c2", 2), c("c5", 5), c("c9", 9)], true, new Set()))).toEqual(["c1", "c2", "c5", "c9"]);
    });

    it("does not bring back a comment deleted live while the catch-up ran", () => {
      let f = mergeComments(emptyFeed(), [c("c1", 1), c("c2", 2)]);
      f = applyChange(f, { type: "Deleted", comment_id: "c2" });
      expect(ids(catchUp(f, [c("c1", 1), c("c2", 2)], true, new Set()))).toEqual(["c1"]);
    });
  });
});
