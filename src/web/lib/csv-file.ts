/**
 * CSV files the browser writes: the table's export (product §9) and the Reports page's tables. Every
 * cell a spreadsheet would run as a formula is neutralised.
 */

/**
 * A cell a spreadsheet would run as a formula starts with one of these (OWASP "CSV injection").
 * Papa Parse's own default pattern misses values with a line break, so the check is on the first
 * character only. Dashes alone ("--", the remark of a day with none) are no formula, and export as
 * they are rather than as '--.
 */
export const FORMULA_START = /^(?!-+$)[=+\-@\t\r]/;

/** The CSV text (CRLF lines), with every cell that could start a formula neutralised by a leading apostrophe. */
export async function csvText(fields: readonly string[], records: string[][]): Promise<string> {
  const { default: Papa } = await import("papaparse");
  return Papa.unparse(
    { fields: [...fields], data: records },
    { escapeFormulae: FORMULA_START, newline: "\r\n", quotes: false },
  );
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  // A byte-order mark lets Excel read the file as UTF-8 (names with accents).
  const blob = new Blob(["\uFEFF", text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
