// Formula (CSV) injection guard for exported spreadsheets (OWASP "CSV Injection"): a text that starts with one of
// these characters would become a formula when a user edits the cell or the sheet travels through CSV.

const FORMULA_START = /^[=+\-@\t\r]/;

export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/**
 * How an exported text cell is written. Formula-like texts keep their exact value but are marked quote-prefixed
 * (what Excel records when a user types a leading apostrophe) and Text-formatted, so no spreadsheet program
 * evaluates them, not even after the cell is edited. The exported value itself is unchanged, so a file exported
 * and uploaded again imports the same text.
 */
export function exportTextCell(text: string): { value: string; quotePrefix: boolean } {
  return { value: text, quotePrefix: isFormulaLike(text) };
}
