// import_id = "<upload id>:<row number>": the preview names rows of the stored upload, never values, so apply
// re-reads the file and trusts nothing but which rows the user kept. (No lib/ids import: it pulls node:crypto,
// and this module is isomorphic.)

export function importIdOf(uploadId: string, rowNumber: number): string {
  return `${uploadId}:${rowNumber}`;
}

export function parseImportId(importId: string): { uploadId: string; rowNumber: number } | null {
  const m = /^([0-9a-f]{24}):([1-9]\d{0,6})$/.exec(importId);
  return m ? { uploadId: m[1]!, rowNumber: Number(m[2]) } : null;
}
