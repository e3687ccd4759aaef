// The preview rules (pure): each kept spreadsheet row against the brand's existing products → one changed product
// with its changed properties, validity and issue text, plus the plan of what applying it writes.
import { PRODUCT_MSG } from "../products/messages";
import { marginProblem } from "../products/rules";
import { parseCell, storedText, type TCellInput, type TCellValue } from "./cells";
import type { TBulkColumn, TColumnModel } from "./columns";
import { importIdOf } from "./import-id";
import { BULK_MSG } from "./messages";
import { worstValidity, type TChangedProduct, type TChangedProperty, type TChangeStatus, type TValidity } from "./types";

export interface TSheetCell {
  input: TCellInput;
  /** A1-style address, for messages. */
  address: string;
}

export interface TSheetRow {
  rowNumber: number;
  /** Aligned with TColumnModel.columns; undefined when the file has no such column. */
  cells: (TSheetCell | undefined)[];
}

/** What the rules need of an existing product of the brand. */
export interface TExistingProduct {
  id: string;
  name: string;
  /** Stored value per data_path (column fields and custom_data./forecasts. keys). */
  values: Record<string, unknown>;
  editable: boolean;
  inAssortment: boolean;
}

export interface TRowPlan {
  importId: string;
  rowNumber: number;
  /** create: a new product; update: write `values` and/or link; none: nothing to write. */
  action: "create" | "update" | "none";
  productId: string | null;
  /** data_path → value to store (only changed values for an update). */
  values: Map<TBulkColumn, TCellValue>;
  link: boolean;
}

export interface TEvaluation {
  products: TChangedProduct[];
  plans: TRowPlan[];
}

export interface TEvaluateOptions {
  uploadId: string;
  /** Existing products of the brand by identifier text (more than one = ambiguous). */
  existing: ReadonlyMap<string, readonly TExistingProduct[]>;
  /** Issues about the whole file (ignored columns), shown as warnings on every row. */
  fileWarnings?: readonly string[];
  /** Rewrites a parsed text before comparing and storing it (e.g. sanitising rich-text descriptions). */
  cleanText?: (column: TBulkColumn, text: string) => string;
}

interface TIssue {
  text: string;
  level: Exclude<TValidity, "success">;
}

/** A value from the column's list, in the list's spelling; null when it is not in the list. */
function inValidValues(column: TBulkColumn, text: string): string | null {
  const t = text.toLowerCase();
  return column.validValues.find((v) => v.toLowerCase() === t || (column.dataType === "number" && Number(v) === Number(text))) ?? null;
}

function rawText(input: TCellInput): string | null {
  if (input.kind === "text") return input.value;
  if (input.kind === "number" || input.kind === "bool") return String(input.value);
  if (input.kind === "date") return input.value.toISOString().slice(0, 10);
  if (input.kind === "error") return input.value;
  return null;
}

/** The row's identifier as text (a number cell 12345 is "12345"), or null when the cell is empty or unusable. */
export function rowIdentifier(model: TColumnModel, row: TSheetRow): string | null {
  const cell = row.cells[model.columns.indexOf(model.identifier)];
  if (!cell) return null;
  const p = parseCell(cell.input, "text", model.identifier.header, cell.address);
  return p.ok && p.value !== null ? p.text : null;
}

export function evaluateRows(model: TColumnModel, rows: readonly TSheetRow[], opts: TEvaluateOptions): TEvaluation {
  const nameIndex = model.columns.indexOf(model.name);
  const identifierOf = (row: TSheetRow) => rowIdentifier(model, row);
  const rowsById = new Map<string, number[]>();
  for (const row of rows) {
    const id = identifierOf(row);
    if (id !== null) rowsById.set(id, [...(rowsById.get(id) ?? []), row.rowNumber]);
  }

  const products: TChangedProduct[] = [];
  const plans: TRowPlan[] = [];
  for (const row of rows) {
    const issues: TIssue[] = [];
    const identifier = identifierOf(row);
    const matches = identifier === null ? [] : (opts.existing.get(identifier) ?? []);
    const existing = matches.length === 1 ? matches[0]! : null;

    if (identifier === null) issues.push({ level: "error", text: BULK_MSG.required(model.identifier.header) });
    else if ((rowsById.get(identifier)?.length ?? 0) > 1) {
      issues.push({ level: "error", text: BULK_MSG.duplicateIdentifier(model.identifier.header, identifier, rowsById.get(identifier)!) });
    } else if (matches.length > 1) {
      issues.push({ level: "error", text: BULK_MSG.ambiguousIdentifier(model.identifier.header, identifier, matches.length) });
    }

    const properties: TChangedProperty[] = [];
    const values = new Map<TBulkColumn, TCellValue>();
    let nameText: string | null = null;
    model.columns.forEach((column, i) => {
      const cell = row.cells[i];
      if (!cell) return;
      const parsed = parseCell(cell.input, column.dataType, column.header, cell.address);
      const previousValue = existing ? storedText(existing.values[column.dataPath], column.dataType) : null;
      // A plain literal, not a spread of shared fields: this runs once per cell (60,000 times for 5,000 rows).
      const property = (currentValue: string | null, status: TChangeStatus, validity: TValidity): TChangedProperty => ({
        property_metadata_id: column.propertyMetadataId,
        name: column.header,
        previousValue,
        currentValue,
        status,
        validity,
        dataPath: column.dataPath,
      });
      if (!parsed.ok) {
        issues.push({ level: "error", text: parsed.reason });
        properties.push(property(rawText(cell.input), previousValue === null ? "new" : "changed", "error"));
        return;
      }
      if (parsed.value === null) return;
      let value: TCellValue = parsed.value;
      let text = parsed.text;
      // The product form's margin rule holds here too (docs/decisions.md P10 "Margin range").
      const margin = column.dataPath === "margin" && typeof value === "number" ? marginProblem(value) : null;
      if (margin) {
        issues.push({ level: "error", text: margin });
        properties.push(property(text, previousValue === null ? "new" : "changed", "error"));
        return;
      }
      let validity: TValidity = "success";
      if (column.dataType === "text" && typeof value === "string" && opts.cleanText) value = text = opts.cleanText(column, value);
      if (column.validValues.length && (column.dataType === "text" || column.dataType === "number")) {
        const listed = inValidValues(column, text);
        if (listed === null) {
          validity = "warning";
          issues.push({ level: "warning", text: BULK_MSG.notValidValue(column.header, text) });
        } else if (column.dataType === "text") value = text = listed;
      }
      if (i === nameIndex) nameText = text;
      const status: TChangeStatus = previousValue === null ? "new" : previousValue === text ? "unchanged" : "changed";
      if (status !== "unchanged") values.set(column, value);
      properties.push(property(text, status, validity));
    });

    if (nameText === null && !properties.some((p) => p.dataPath === model.name.dataPath)) {
      issues.push({ level: "error", text: BULK_MSG.required(model.name.header) });
    }
    const link = existing !== null && !existing.inAssortment;
    const writes = values.size > 0 || link;
    if (existing && !existing.editable && writes) issues.push({ level: "error", text: PRODUCT_MSG.notEditable });
    else if (link) issues.push({ level: "warning", text: BULK_MSG.addedToAssortment });
    for (const w of opts.fileWarnings ?? []) issues.push({ level: "warning", text: w });

    const importId = importIdOf(opts.uploadId, row.rowNumber);
    const status: TChangeStatus = existing ? (writes ? "changed" : "unchanged") : "new";
    products.push({
      import_id: importId,
      name: nameText ?? existing?.name ?? null,
      specificIssue: issues.length ? issues.map((i) => i.text).join(" ") : null,
      status,
      validity: worstValidity(issues.map((i) => i.level)),
      changedProperties: properties,
    });
    plans.push({
      importId,
      rowNumber: row.rowNumber,
      action: existing ? (writes ? "update" : "none") : "create",
      productId: existing?.id ?? null,
      values,
      link: existing ? link : true,
    });
  }
  return { products, plans };
}
