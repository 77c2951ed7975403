/**
 * CSV as staff save it from Excel or LibreOffice: UTF-8 with or without a BOM, UTF-16 (with a
 * BOM, or without one when every other byte is zero), or the Windows Cyrillic code page; cells
 * separated by `,` or `;` (whichever the header line uses more), quoted the RFC 4180 way.
 */

function decode(data: Buffer): string {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) return new TextDecoder("utf-8").decode(data.subarray(3));
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data.subarray(2));
  const sample = data.subarray(0, 512);
  const zeros = (offset: number) => sample.filter((byte, index) => index % 2 === offset && byte === 0).length;
  if (sample.length >= 4 && zeros(1) > sample.length / 4) return new TextDecoder("utf-16le").decode(data);
  if (sample.length >= 4 && zeros(0) > sample.length / 4) return new TextDecoder("utf-16be").decode(data);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return new TextDecoder("windows-1251").decode(data);
  }
}

/** Control characters other than tab and line breaks mean the bytes were never text. */
function isBinary(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/** The rows of a CSV file, each a list of cell texts; null when the bytes are not text. */
export function readCsv(data: Buffer): string[][] | null {
  const text = decode(data);
  if (isBinary(text)) return null;
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows;
}
