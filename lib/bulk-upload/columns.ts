// The spreadsheet's column model (pure): one column per non-archived property metadata row of the brand whose
// data_path points at something a product stores, plus the two columns every row needs — the product name and
// the identifier that matches rows to existing products.

export const DATA_TYPES = ["number", "bool", "date", "text"] as const;
export type TDataType = (typeof DATA_TYPES)[number];

/** What the column model needs of a PropertyMetadata row. */
export interface TMetadataLike {
  id: string;
  name: string;
  data_path: string;
  data_type: TDataType;
  valid_values: string[];
  is_identifier: boolean;
  archived: boolean;
  sort_order: number;
}

/** Product columns a spreadsheet may write, by how they are stored. */
export const TEXT_FIELDS = [
  "name", "description", "colors", "fit", "features", "materials", "asset_format", "product_id", "division",
  "sku_lifecycle", "buy_type", "buy_tier", "channel", "trend_key_attribute", "sub_category", "color_story",
  "color_code", "style_name", "collection_name", "style_number", "marketing_tier",
] as const;
export const NUMBER_FIELDS = ["price", "margin", "msrp_initial", "sales_plan"] as const;
export const DATE_FIELDS = ["introduction_date"] as const;
export const FORECAST_KEYS = ["apac", "us_dtc", "us_wholesale", "emea", "total"] as const;

export type TTextField = (typeof TEXT_FIELDS)[number];
export type TNumberField = (typeof NUMBER_FIELDS)[number];
export type TDateField = (typeof DATE_FIELDS)[number];
export type TProductField = TTextField | TNumberField | TDateField;

export type TTarget =
  | { kind: "text"; field: TTextField }
  | { kind: "number"; field: TNumberField }
  | { kind: "date"; field: TDateField }
  | { kind: "json"; root: "custom_data" | "forecasts"; key: string };

export interface TBulkColumn {
  header: string;
  dataPath: string;
  /** Null for the built-in name / identifier columns of a brand that has no metadata row for them. */
  propertyMetadataId: string | null;
  dataType: TDataType;
  validValues: string[];
  role: "identifier" | "name" | null;
  target: TTarget;
}

export interface TColumnModel {
  columns: TBulkColumn[];
  identifier: TBulkColumn;
  name: TBulkColumn;
}

const JSON_KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** Keys that would reach an object's prototype when merged into custom_data. */
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const includes = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/** Where a data_path is stored on a product, or null when a spreadsheet cannot write it (images, parent, ...). */
export function targetOf(dataPath: string): TTarget | null {
  if (includes(TEXT_FIELDS, dataPath)) return { kind: "text", field: dataPath };
  if (includes(NUMBER_FIELDS, dataPath)) return { kind: "number", field: dataPath };
  if (includes(DATE_FIELDS, dataPath)) return { kind: "date", field: dataPath };
  const [root, key, ...rest] = dataPath.split(".");
  if (rest.length || !key || !JSON_KEY.test(key) || UNSAFE_KEYS.has(key)) return null;
  if (root === "custom_data") return { kind: "json", root, key };
  if (root === "forecasts" && includes(FORECAST_KEYS, key)) return { kind: "json", root, key };
  return null;
}

/** The type a cell must have: the storage decides for typed columns, the metadata for the rest. */
function effectiveType(target: TTarget, declared: TDataType): TDataType {
  if (target.kind === "number") return "number";
  if (target.kind === "date") return "date";
  if (target.kind === "json" && target.root === "forecasts") return "number";
  return declared;
}

export const normaliseHeader = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

const BUILT_IN_NAME: TMetadataLike = {
  id: "", name: "Name", data_path: "name", data_type: "text", valid_values: [], is_identifier: false, archived: false, sort_order: -1,
};
const BUILT_IN_IDENTIFIER: TMetadataLike = {
  id: "", name: "Product ID", data_path: "product_id", data_type: "text", valid_values: [], is_identifier: true, archived: false, sort_order: -2,
};

/** Identifiers are texts stored on the product or in custom_data (a price or a date identifies nothing). */
const canIdentify = (t: TTarget) => t.kind === "text" || (t.kind === "json" && t.root === "custom_data");

const bySortOrder = (a: TMetadataLike, b: TMetadataLike) => a.sort_order - b.sort_order || a.name.localeCompare(b.name);

/**
 * Columns in template order: identifier, name, then the other properties by sort_order. The identifier is the
 * first non-archived is_identifier property (by sort_order); a brand without one matches on product_id.
 */
export function buildColumnModel(metadata: readonly TMetadataLike[]): TColumnModel {
  const usable = metadata.filter((m) => !m.archived && targetOf(m.data_path)).sort(bySortOrder);
  const identifierMeta =
    usable.find((m) => m.is_identifier && canIdentify(targetOf(m.data_path)!) && m.data_path !== "name") ??
    usable.find((m) => m.data_path === "product_id") ??
    BUILT_IN_IDENTIFIER;
  const nameMeta = usable.find((m) => m.data_path === "name") ?? BUILT_IN_NAME;
  const rest = usable.filter((m) => m !== identifierMeta && m !== nameMeta);

  const seen = new Set<string>();
  const columns = [identifierMeta, nameMeta, ...rest].map((m): TBulkColumn => {
    const target = targetOf(m.data_path)!;
    const role = m === identifierMeta ? "identifier" : m === nameMeta ? "name" : null;
    let header = m.name.trim() || m.data_path;
    // Two properties with the same label would make the header row ambiguous.
    if (seen.has(normaliseHeader(header))) header = `${header} (${m.data_path})`;
    seen.add(normaliseHeader(header));
    return {
      header,
      dataPath: m.data_path,
      propertyMetadataId: m.id || null,
      // Names and identifiers are matched as text whatever their declared type (12345 and "12345" are one id).
      dataType: role ? "text" : effectiveType(target, m.data_type),
      validValues: role ? [] : m.valid_values,
      role,
      target,
    };
  });
  return { columns, identifier: columns[0]!, name: columns[1]! };
}

/** The column a header cell names: its label or its data_path, ignoring case and extra spaces. */
export function columnForHeader(model: TColumnModel, header: string): TBulkColumn | undefined {
  const h = normaliseHeader(header);
  return model.columns.find((c) => normaliseHeader(c.header) === h || c.dataPath.toLowerCase() === h);
}
