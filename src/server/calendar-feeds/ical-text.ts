/**
 * RFC 5545 text: values escaped (§3.3.11) and content lines folded at 75 octets with CRLF (§3.1),
 * never inside a UTF-8 character.
 */

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const MAX_OCTETS = 75;

export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= MAX_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** The calendar's lines, folded, each ended with CRLF. */
export function contentLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
