/**
 * The remarks a message gives, taken out before anything else reads it (issue 48): the person's own words
 * are kept as typed, commas and all, and never read as a date, time or place. "Remarks: …" (or notes,
 * comments) runs to the end of the message; a quoted remark ('note "…"', 'remarks: "…"') runs to its
 * closing quote, and what follows the quote is read as the rest of the message.
 */
export function readRemarks(message: string): { remarks: string | null; rest: string } {
  const quoted = /\b(?:remarks?|notes?|comments?)\s*[:=-]?\s*(?:"([^"]*)"|“([^”]*)”)/i.exec(message);
  if (quoted) {
    const remarks = (quoted[1] ?? quoted[2] ?? "").trim();
    return { remarks: remarks || null, rest: message.replace(quoted[0], " ") };
  }
  const toEnd = /\b(?:remarks?|notes?|comments?)\s*[:=-]\s*(.+)$/is.exec(message);
  if (!toEnd) return { remarks: null, rest: message };
  return { remarks: toEnd[1]!.trim() || null, rest: message.slice(0, toEnd.index) };
}
