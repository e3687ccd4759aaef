// View rules of the studies list (spec 3 §2 "Studies list"): default sort, paging, links, cells.
import { describe, expect, it } from "vitest";
import {
  ariaSort,
  DEFAULT_STUDY_SORT,
  studyAssortmentLabel,
  studyEditHref,
  studyListNoun,
  studyPageCount,
  studyResultsHref,
  studySearchArgument,
  studyV2EditHref,
  toSurveySort,
} from "@/lib/studies/list-view";
import { STUDY_MSG } from "@/lib/studies/messages";

const B = "b".repeat(24);
const S = "5".repeat(24);

describe("sorting", () => {
  it("sorts by created date, newest first, by default", () => {
    expect(DEFAULT_STUDY_SORT).toEqual({ id: "date_created", desc: true });
    expect(toSurveySort([])).toEqual(DEFAULT_STUDY_SORT);
  });
  it("passes the server's sort keys through and ignores others", () => {
    expect(toSurveySort([{ id: "title", desc: false }])).toEqual({ id: "title", desc: false });
    expect(toSurveySort([{ id: "respondent_count", desc: true }])).toEqual({ id: "respondent_count", desc: true });
    expect(toSurveySort([{ id: "assortment", desc: false }])).toEqual(DEFAULT_STUDY_SORT);
  });
  it("maps the header state to aria-sort", () => {
    expect(ariaSort("asc")).toBe("ascending");
    expect(ariaSort("desc")).toBe("descending");
    expect(ariaSort(false)).toBe("none");
  });
});

describe("paging (20 rows a page, spec 3 §9)", () => {
  it("counts pages of 20, at least one", () => {
    expect(studyPageCount(0)).toBe(1);
    expect(studyPageCount(1)).toBe(1);
    expect(studyPageCount(20)).toBe(1);
    expect(studyPageCount(21)).toBe(2);
    expect(studyPageCount(41)).toBe(3);
    expect(studyPageCount(-5)).toBe(1);
  });
});

describe("search argument", () => {
  it("trims and sends nothing for blank text", () => {
    expect(studySearchArgument("   ")).toBeUndefined();
    expect(studySearchArgument(`  id:${S} `)).toBe(`id:${S}`);
    expect(studySearchArgument("Spring")).toBe("Spring");
  });
});

describe("links", () => {
  it("opens v1 results under /campaign and v2 results under /survey only with the v2 creator", () => {
    expect(studyResultsHref(B, { _id: S, is_v2: false }, { enableSurveyCreatorV2: true })).toBe(`/brand/${B}/campaign/${S}/results`);
    expect(studyResultsHref(B, { _id: S, is_v2: true }, { enableSurveyCreatorV2: true })).toBe(`/brand/${B}/survey/${S}/results`);
    expect(studyResultsHref(B, { _id: S, is_v2: true }, { enableSurveyCreatorV2: false })).toBe(`/brand/${B}/campaign/${S}/results`);
  });
  it("builds the editors' addresses", () => {
    expect(studyEditHref(B, S)).toBe(`/brand/${B}/campaign/${S}/edit`);
    expect(studyV2EditHref(B, S)).toBe(`/brand/${B}/survey/${S}/edit`);
  });
});

describe("cells", () => {
  it("shows an assortment as season and year, or N/A", () => {
    expect(studyAssortmentLabel({ season: "spring", year: 2026 })).toBe("Spring 2026");
    expect(studyAssortmentLabel(null)).toBe(STUDY_MSG.missing);
  });
  it("names the rows of the empty state", () => {
    expect(STUDY_MSG.noneFound(studyListNoun())).toBe("No studies found.");
    expect(STUDY_MSG.noneFound(studyListNoun("line_review"))).toBe("No line reviews found.");
  });
});
