// Business constants and limits (spec 1 §9).
/** The product's name (page title, e-mails). */
export const PRODUCT_NAME = "Consumer Research Dashboard";
/** One line on what the product does (page description, social preview image). */
export const PRODUCT_TAGLINE = "Test products with consumers. Read the results. Share what you learn.";
export const HTTP_TIMEOUT_MS = 20_000;
export const RELATIONAL_EXPORT_TIMEOUT_MS = 120_000;
export const BRANDS_PAGE_SIZE = 20;
export const MAX_PRESENCE_AVATARS = 5;
export const LAYERED_AVATARS_DEFAULT = 4;
export const WS_ACK_TIMEOUT_MS = 60_000;
export const WS_LAZY_CLOSE_MS = 60_000;
export const WS_RETRY_WAIT_MS = 5_000;
export const WS_RETRY_TOAST_AFTER = 5;
export const ERROR_REPORT_SAMPLE_RATE = 0.2;
/** Debounce for text inputs; none under test (spec 1 §9). */
export const INPUT_DEBOUNCE_MS = process.env.NODE_ENV === "test" ? 0 : 400;
export const DEFAULT_CURRENCY_CODE = "USD";
export const DEFAULT_CURRENCY_SYMBOL = "$";
export const DEFAULT_LANGUAGE_CODE = "en";
export const SIDEBAR_COLLAPSED_KEY = "sidebar-collapsed";
export const COOKIE_CONSENT_KEY = "cookie-consent";
export const SUPPORT_EMAIL = "support@example.com";
