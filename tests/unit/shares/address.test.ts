// Shared reports' addresses (lib/shares/address.ts; P13 item 2; spec 3 §2 "Shared links add ?share= to a results or
// learnings page"): which requests the proxy lets through without a session and the workspace layout leaves bare (a
// results page of either base with share=, nothing else), the links' addresses, and which tabs a shared view opens
// (lib/results/view.ts#viewTabs).
import { describe, expect, it } from "vitest";
import { RESULTS_TABS } from "@/lib/results/page";
import { viewTabs } from "@/lib/results/view";
import { isSharedResultsAddress, learningsShareUrl, resultsShareUrl, shareSeenCookie } from "@/lib/shares/address";

const B = "a".repeat(24);
const S = "b".repeat(24);

describe("a shared results address", () => {
  it.each([
    [`/brand/${B}/campaign/${S}/results`, "?share=abc", true],
    [`/brand/${B}/survey/${S}/results`, "?tab=customers&share=abc", true],
    [`/brand/${B}/campaign/${S}/results/`, "?share=", true],
    [`/brand/${B}/campaign/${S}/results`, "", false],
    [`/brand/${B}/campaign/${S}/results`, "?shared=abc", false],
    [`/brand/${B}/campaign/${S}/edit`, "?share=abc", false],
    [`/brand/${B}/campaign/${S}/viewonly`, "?share=abc", false],
    [`/brand/${B}/products`, "?share=abc", false],
    [`/brand/${B}/campaign/${S}/results/x`, "?share=abc", false],
    [`/brands`, "?share=abc", false],
    [`/`, "?share=abc", false],
  ])("%s%s → %s", (path, search, expected) => {
    expect(isSharedResultsAddress(path, search)).toBe(expected);
  });
});

describe("the links' addresses", () => {
  it("put the token in the query, encoded, on the page of the link's scope", () => {
    expect(resultsShareUrl("https://x.example", B, S, "t/k")).toBe(`https://x.example/brand/${B}/campaign/${S}/results?share=t%2Fk`);
    expect(learningsShareUrl("https://x.example", B, S, "tk")).toBe(`https://x.example/learnings/${B}/${S}?share=tk`);
    expect(shareSeenCookie("0".repeat(24))).toBe(`share_seen_${"0".repeat(24)}`);
  });
});

describe("a view's tabs", () => {
  const can = { readBuckets: false, readLearnings: false } as never;
  it("are all eight for a signed-in user, whatever they may read (each tab says what it needs)", () => {
    expect(viewTabs({ query: { share: null } as never, can })).toEqual(RESULTS_TABS);
  });
  it("leave out buckets and learnings for a results link, which reads neither", () => {
    expect(viewTabs({ query: { share: "tk" } as never, can })).toEqual(RESULTS_TABS.filter((t) => t !== "buckets" && t !== "learnings-impact"));
  });
});
