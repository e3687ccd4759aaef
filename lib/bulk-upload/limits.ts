// Bulk upload limits and fixed names (spec 1 §5, §9; the row limit is ours).
import { PRODUCT_LIMITS } from "../products/messages";

/**
 * Most product rows one spreadsheet may hold. The issue asks that at least 10,000 rows work; we allow twice that:
 * a 20,000-row preview reads in about a second with the streaming reader and stays far below the memory target,
 * while anything larger is better split into several uploads (each is applied in one transaction).
 */
export const BULK_UPLOAD_MAX_ROWS = 20_000;

/** One file per upload (spec 1 §9), at most 100 MB like every upload (spec 1 §5). */
export const BULK_UPLOAD_MAX_BYTES = PRODUCT_LIMITS.maxFileBytes;
export const BULK_UPLOAD_MAX_FILES = PRODUCT_LIMITS.bulkUploadFiles;

/** Sheet names of the template and the export; the reader takes the products sheet, else the first sheet. */
export const PRODUCTS_SHEET = "Products";
export const INSTRUCTIONS_SHEET = "Instructions";
export const LISTS_SHEET = "Lists";

/** Prefix of the opaque `file_url` answered by POST /api/v1/brand/{b}/upload/bulk. */
export const BULK_FILE_REF_PREFIX = "upload:";

/** A stored upload is kept this long for preview and apply, then swept. */
export const BULK_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
