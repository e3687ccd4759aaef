// Wire shapes of the bulk upload preview (spec 1 §3 "Bulk upload preview"; docs/contracts/p2-products.graphql).

export const VALIDITIES = ["success", "warning", "error"] as const;
export type TValidity = (typeof VALIDITIES)[number];
/** new: a product (or a value) that does not exist yet; changed / unchanged: compared with what is stored. */
export type TChangeStatus = "new" | "changed" | "unchanged";

export interface TChangedProperty {
  property_metadata_id: string | null;
  name: string;
  previousValue: string | null;
  currentValue: string | null;
  status: TChangeStatus;
  validity: TValidity;
  dataPath: string;
}

export interface TChangedProduct {
  /** `<upload id>:<row number>`: names the row of the stored file, so apply can re-read it (never the values). */
  import_id: string;
  name: string | null;
  specificIssue: string | null;
  status: TChangeStatus;
  validity: TValidity;
  changedProperties: TChangedProperty[];
}

export interface TBulkPreview {
  changedProducts: TChangedProduct[];
  numOfProductsAttempted: number;
}

export interface TBulkApplyResult {
  numOfNewProducts: number;
  numOfUpdatedProducts: number;
}

/** The worst of several validities. */
export function worstValidity(list: Iterable<TValidity>): TValidity {
  let worst: TValidity = "success";
  for (const v of list) {
    if (v === "error") return "error";
    if (v === "warning") worst = "warning";
  }
  return worst;
}

/** Spec 1 §5: Save & Continue needs at least one product and no product with validity error. */
export function canApplyPreview(products: readonly Pick<TChangedProduct, "validity">[]): boolean {
  return products.length > 0 && products.every((p) => p.validity !== "error");
}
