// The studies list's input rules (server/studies/list-args.ts): sort ids, filter values, price as [min, max],
// page offsets and the status sort order of spec 3 §2 (Draft 1, Active 2, Closed 3).
import { describe, expect, it } from "vitest";
import { pageOffset, statusOrder, ZSurveyListArgs, ZSurveyListFilters } from "@/server/studies/list-args";

const brand = "0123456789abcdef01234567";

describe("studies list arguments", () => {
  it("accepts the contract's sort ids and refuses others", () => {
    for (const id of ["date_created", "title", "status", "due_date", "respondent_count"]) {
      expect(ZSurveyListArgs.safeParse({ brand_id: brand, sort: { id, desc: true } }).success).toBe(true);
    }
    expect(ZSurveyListArgs.safeParse({ brand_id: brand, sort: { id: "price", desc: true } }).success).toBe(false);
    expect(ZSurveyListArgs.safeParse({ brand_id: brand, page: 0 }).success).toBe(false);
  });

  it("checks filter values: seasons, statuses, genders, audiences, ids and the price range", () => {
    expect(ZSurveyListFilters.safeParse({ season: ["resort", "holiday"], status: ["Draft"], gender: ["male"], audiences: ["crm"] }).success).toBe(true);
    expect(ZSurveyListFilters.safeParse({ season: ["winter"] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ status: ["draft"] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ audiences: ["email"] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ assortment_ids: ["nope"] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ price: [250, 500] }).success).toBe(true);
    expect(ZSurveyListFilters.safeParse({ price: [500, 250] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ price: [250] }).success).toBe(false);
    expect(ZSurveyListFilters.safeParse({ colour: ["red"] }).success).toBe(false);
  });

  it("orders statuses Draft, Active, Closed and pages by 20", () => {
    expect([statusOrder("Draft"), statusOrder("Active"), statusOrder("Closed")]).toEqual([1, 2, 3]);
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
  });
});
