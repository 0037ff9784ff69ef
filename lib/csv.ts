// CSV for the export files (a league's standings and games, one game's rounds): a shared helper, no feature's own.

// A spreadsheet runs a cell that starts with one of these as a formula (a player named =HYPERLINK(...) would be a
// live link). A leading quote makes it text; a number, also a negative one such as a rating of -3.20, stays a number.
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell's text, never a formula (OWASP, "CSV injection"). */
function csvText(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** RFC 4180 CSV: fields with commas, quotes or line breaks are quoted; quotes doubled; formulas made text. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  const field = (value: string | number | null) => {
    const text = csvText(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}
