// Product and upload texts of spec 1 §8 (and the product constants of §9), defined once.

export const PRODUCT_MSG = {
  notEditable: "This product cannot be edited because it is being used in a closed or active test.",
  notFound: "Product doesn't exist.",
  created: "Product created.",
  updated: "Product updated.",
  deleted: "Product deleted.",
  bulkApplied: (n: number, m: number) => `Added ${n} new products and updated ${m} existing products.`,
  downloadingImages: "Downloading images...",
  uploadFailed: (reason: string) => `File upload has failed: ${reason}`,
  bulkApplyFailed: (message: string) => `Could not apply the bulk upload preview: ${message}`,
  templateDownloadFailed: (message: string) => `Could not download the bulk upload template: ${message}`,
  currentProductsDownloadFailed: (message: string) => `Could not download the current products: ${message}`,
  imagesDownloadFailed: "Sorry, there was a problem getting your product images. Please contact customer support.",
  inaccessibleHost:
    "Oops, we're having an issue uploading your image right now. Please contact support or reach out over live chat.",
  unparsableModelUrl: "Could not parse the image url",
  familyIdentifierChanged: (identifierName: string) =>
    `You have updated this product's ${identifierName}, do you still want to keep it under the same parent?`,
  editDisabled: "Edit (Disabled - In Use)",
  deleteDisabled: "Delete (Disabled - In Use)",
  addTitle: "Add Product",
  editTitle: "Edit Product",
  fetchSeasonsFailed: "Sorry there was a problem fetching seasons",
  fetchCategoriesAndSeasonsFailed: "Sorry, there was a problem fetching brand categories and seasons.",
  fetchAssortmentOptionsFailed: "Sorry there was a problem fetching assortment data / options.",
  fetchAssortmentDetailsFailed: "Failed fetching assortment details.",
  fetchAssortmentsFailed: "Sorry there was a problem fetching assortments.",
} as const;

export const PRODUCT_LIMITS = {
  pageSize: 30,
  searchDebounceMs: 500,
  parentSearchDebounceMs: 2000,
  listDefaultLimit: 10_000,
  cardTitle: 27,
  minimalCardTitle: 20,
  childNameOnHover: 27,
  scoreCardStudyName: 30,
  compactProductName: 20,
  compactColours: 15,
  maxFileBytes: 104_857_600,
  maxFiles: 16,
  bulkUploadFiles: 1,
  boardStickyOffsetPx: 90,
} as const;

/** Allowed rich-text tags in product descriptions (spec 1 §5 lists these; the rest of the list is ours). */
export const DESCRIPTION_TAGS = ["p", "br", "strong", "em", "u", "s", "ul", "ol", "li", "a", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote"] as const;

/** Hosts whose 3D-model links we can parse (spec 1 §3: type restar or sketchfab). */
export const MODEL_3D_TYPES = ["restar", "sketchfab"] as const;

export const BULK_UPLOAD_EXTENSIONS = [".xlsx", ".xls"] as const;
