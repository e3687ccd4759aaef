import { describe, expect, it, vi } from "vitest";
import { readAssortmentHeader } from "@/components/assortments/header-data";
import type { TAssortment } from "@/lib/studies/wire";
import { AppError, forbidden } from "@/server/errors";

const A = "a".repeat(24);
const assortment: TAssortment = {
  _id: A, year: 2026, season: "spring", name: "Spring 2026", brand: "b".repeat(24),
  brand_category: { _id: "c".repeat(24), name: "Footwear", gender: "unisex" },
  products: 8, surveys: 2, consumer_profiles: 1, decisions: [], calendar_events: [], snips_count: 0,
  date_modified: "2026-01-01T00:00:00.000Z", backgroundImageUrl: null,
};
const info = { _id: A, products: 8, surveys: 2, profiles: 1, shared_items: 3 };

describe("readAssortmentHeader (spec 3 §2 header pills, §8 'Failed fetching assortment details.')", () => {
  it("gives the season, year, category and the four counts", async () => {
    expect(await readAssortmentHeader({ assortment: async () => assortment, info: async () => info })).toEqual({
      ok: true,
      assortment: { _id: A, year: 2026, season: "spring", name: "Spring 2026", brand_category: assortment.brand_category },
      info,
    });
  });
  it("gives no header for an unknown assortment, so the tab's own 404 answers", async () => {
    const missing = async () => {
      throw new AppError("not_found", "Assortment not found.");
    };
    expect(await readAssortmentHeader({ assortment: missing, info: async () => info })).toBeNull();
  });
  it("reports any other failure (the header then shows the spec's toast)", async () => {
    expect(await readAssortmentHeader({ assortment: async () => assortment, info: () => Promise.reject(forbidden("no")) })).toEqual({ ok: false });
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await readAssortmentHeader({ assortment: () => Promise.reject(new Error("db down")), info: async () => info })).toEqual({ ok: false });
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
