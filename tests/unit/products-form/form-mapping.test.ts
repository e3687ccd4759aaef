import { describe, expect, it } from "vitest";
import {
  addableLanguages,
  assetFormatOptions,
  DEFAULT_ASSET_FORMATS,
  emptyFormValues,
  familyIdentifierConflict,
  fieldKind,
  formFields,
  formValuesToInput,
  groupFields,
  isEditablePath,
  isTranslatable,
  languageTabs,
  moveItem,
  productToFormValues,
  translationPaths,
  type TFormMetadata,
  type TFormProduct,
} from "@/lib/products/form-mapping";
import { canSaveProduct } from "@/lib/products/rules";
import { ZProductInput } from "@/lib/schemas/product";

const BRAND = "a".repeat(24);
const ASSORTMENT = "b".repeat(24);

const meta = (m: Partial<TFormMetadata> & Pick<TFormMetadata, "name" | "data_path">): TFormMetadata => ({
  data_type: "text",
  valid_values: [],
  input_field: null,
  display_on_modal: true,
  display_group: null,
  sort_order: 0,
  is_identifier: false,
  is_family_identifier: false,
  needs_translation: false,
  ...m,
});

const METADATA: TFormMetadata[] = [
  meta({ name: "Name", data_path: "name", needs_translation: true }),
  meta({ name: "Style name", data_path: "style_name", display_group: "Style", sort_order: 2, is_family_identifier: true }),
  meta({ name: "Style number", data_path: "style_number", display_group: "Style", sort_order: 1, is_identifier: true }),
  meta({ name: "Colours", data_path: "colors", needs_translation: true, sort_order: 1 }),
  meta({ name: "Fabric", data_path: "custom_data.fabric", valid_values: ["Cotton", "Wool"], sort_order: 3 }),
  meta({ name: "APAC forecast", data_path: "forecasts.apac", data_type: "number", display_group: "Forecasts" }),
  meta({ name: "Recycled", data_path: "custom_data.recycled", data_type: "bool", sort_order: 4 }),
  meta({ name: "Hidden", data_path: "fit", display_on_modal: false }),
  meta({ name: "Full product", data_path: "full_product" }), // not carried by the product input
  meta({ name: "Asset format", data_path: "asset_format", valid_values: ["image", "video"] }),
];

describe("which metadata rows become inputs", () => {
  it("keeps paths the product input can carry", () => {
    expect(isEditablePath("style_name")).toBe(true);
    expect(isEditablePath("custom_data.fabric")).toBe(true);
    expect(isEditablePath("forecasts.apac")).toBe(true);
    expect(isEditablePath("forecasts.mars")).toBe(false);
    expect(isEditablePath("division")).toBe(true);
    expect(isEditablePath("full_product")).toBe(false);
    expect(isEditablePath("images")).toBe(false);
    expect(isEditablePath("custom_data.a.b")).toBe(false);
  });
  it("maps data_type and valid_values to the input kind", () => {
    expect(fieldKind({ data_type: "number", valid_values: [] })).toBe("number");
    expect(fieldKind({ data_type: "bool", valid_values: [] })).toBe("checkbox");
    expect(fieldKind({ data_type: "date", valid_values: [] })).toBe("date");
    expect(fieldKind({ data_type: "text", valid_values: ["A"] })).toBe("select");
    expect(fieldKind({ data_type: "text", valid_values: [], input_field: "textarea" })).toBe("textarea");
    expect(fieldKind({ data_type: "text", valid_values: [] })).toBe("text");
  });
  it("shows display_on_modal rows that are not fixed inputs, by group then sort order", () => {
    const fields = formFields(METADATA);
    expect(fields.map((f) => f.path)).toEqual(["forecasts.apac", "colors", "custom_data.fabric", "custom_data.recycled", "style_number", "style_name"]);
    expect(groupFields(fields).map((g) => g.group)).toEqual(["Forecasts", "General", "Style"]);
    expect(fields.find((f) => f.path === "style_name")).toMatchObject({ familyIdentifier: true, identifier: false });
    expect(fields.find((f) => f.path === "custom_data.fabric")).toMatchObject({ kind: "select", options: ["Cotton", "Wool"] });
  });
  it("offers the metadata's asset formats, else ours, and keeps the stored one", () => {
    expect(assetFormatOptions(METADATA)).toEqual(["image", "video"]);
    expect(assetFormatOptions([])).toEqual([...DEFAULT_ASSET_FORMATS]);
    expect(assetFormatOptions([], "hologram")[0]).toBe("hologram");
  });
});

describe("translations (spec 1 §4, §5)", () => {
  it("enables only translatable fields on a translation tab", () => {
    expect(isTranslatable("colors", METADATA)).toBe(true);
    expect(isTranslatable("style_name", METADATA)).toBe(false);
    expect(isTranslatable("description", METADATA)).toBe(true); // no metadata row: translatable by our decision
    const paths = translationPaths(METADATA);
    expect(paths.slice(0, 2).map((p) => p.path)).toEqual(["name", "description"]);
    expect(paths.find((p) => p.path === "custom_data.fabric")?.enabled).toBe(false);
    expect(paths.find((p) => p.path === "colors")?.enabled).toBe(true);
  });
  it("puts the default language first", () => {
    expect(languageTabs("en", [{ language: "de", completed: true }]).map((t) => [t.language, t.isDefault, t.completed])).toEqual([
      ["en", true, false],
      ["de", false, true],
    ]);
  });
  it("offers only languages not present and not the default", () => {
    const all = ["en", "de", "fr", "es"].map((code) => ({ code, display_name: code.toUpperCase() }));
    expect(addableLanguages(all, ["de"], "en").map((l) => l.code)).toEqual(["fr", "es"]);
  });
});

describe("family identifier confirmation (spec 1 §5)", () => {
  const parent = { _id: "p", name: "Parent", style_name: "Summit" };
  it("asks when the value differs from the parent's, naming the identifier", () => {
    expect(familyIdentifierConflict({ style_name: "Harbor", parent_id: "p" }, parent, METADATA)).toBe("Style name");
  });
  it("does not ask when equal (ignoring case and spaces), without a parent, or without a family identifier", () => {
    expect(familyIdentifierConflict({ style_name: " summit " }, parent, METADATA)).toBeNull();
    expect(familyIdentifierConflict({ style_name: "Harbor" }, null, METADATA)).toBeNull();
    expect(familyIdentifierConflict({ style_name: "Harbor" }, parent, METADATA.filter((m) => !m.is_family_identifier))).toBeNull();
  });
});

const PRODUCT: TFormProduct = {
  _id: "c".repeat(24),
  brand: BRAND,
  name: "Summit Tee",
  price: 30,
  margin: 55,
  description: "<p>Soft</p>",
  colors: "Navy",
  fit: null,
  features: null,
  materials: null,
  asset_format: "image",
  assortment: [ASSORTMENT],
  parent_id: null,
  children: [],
  images: [
    { original: "/uploads/b.jpg", desktop: "/uploads/b-d.jpg", mobile: "/uploads/b-m.jpg", order: 1 },
    { original: "/uploads/a.jpg", desktop: "/uploads/a-d.jpg", mobile: "/uploads/a-m.jpg", order: 0 },
  ],
  three_dimensional_models: [{ type: "sketchfab", id: "0123456789abcdef0123456789abcdef", order: 0, url: null }],
  forecasts: { apac: 10, us_dtc: null, us_wholesale: null, emea: null, total: 10 },
  custom_data: { fabric: "Cotton" },
  product_id: "SKU-1",
  style_name: "Summit",
  style_number: "DM1000",
  color_code: "410",
  sub_category: "T-Shirts",
  collection_name: null,
  language: "en",
  additional_languages: [{ language: "de", completed: false, fields: { name: "Summit T-Shirt" }, price: 35 }],
  is_editable: true,
  date_modified: "2026-01-01T00:00:00.000Z",
};

describe("product ↔ form values", () => {
  it("maps a stored product into values the product schema accepts", () => {
    const values = productToFormValues(PRODUCT);
    expect(values.images?.map((i) => i.original)).toEqual(["/uploads/a.jpg", "/uploads/b.jpg"]);
    expect(values.three_dimensional_models?.[0].url).toContain("0123456789abcdef0123456789abcdef");
    expect(values.date_modified).toBe(PRODUCT.date_modified);
    const parsed = ZProductInput.safeParse(formValuesToInput(values));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });
  it("turns blank inputs into null and drops blank custom values", () => {
    const input = formValuesToInput({
      ...emptyFormValues(BRAND, ASSORTMENT),
      name: "New",
      asset_format: "image",
      colors: "  ",
      price: Number.NaN,
      custom_data: { fabric: "", recycled: false },
      additional_languages: [{ language: "fr", completed: false, fields: { name: "", colors: "Bleu" }, price: null }],
    });
    expect(input.colors).toBeNull();
    expect(input.price).toBeNull();
    expect(input.description).toBeNull();
    expect(input.custom_data).toEqual({ recycled: false });
    expect(input.additional_languages?.[0].fields).toEqual({ colors: "Bleu" });
    expect(ZProductInput.safeParse(input).success).toBe(true);
  });
  it("starts a new product in the current assortment, which is enough to save once named and formatted", () => {
    const v = emptyFormValues(BRAND, ASSORTMENT);
    expect(v.assortment).toEqual([ASSORTMENT]);
    expect(canSaveProduct({ ...v, is_editable: true, saving: false })).toBe(false);
    expect(canSaveProduct({ ...v, name: "N", asset_format: "image", is_editable: true, saving: false })).toBe(true);
    expect(emptyFormValues(BRAND).assortment).toEqual([]);
  });
  it("keeps blank name and asset format as text so the schema names them", () => {
    const r = ZProductInput.safeParse(formValuesToInput({ ...emptyFormValues(BRAND, ASSORTMENT), name: " " }));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["name", "asset_format"]));
  });
});

describe("moveItem (image order)", () => {
  it("swaps with the neighbour and ignores moves past the ends", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
