/**
 * Remarks take what is left of their entry's last line and never a line of their own (docs/decisions/027):
 * the board measures every entry with its remarks out of the flow, then gives each remark that room,
 * shortened with an ellipsis when it is longer. All reads come before all writes: one layout for the
 * whole board.
 */

const REMARKS = "[data-board-field=remarks]";
/** Less room than this shows no remark at all: a lone ellipsis reads as nothing from across a hangar. */
const MIN_ROOM_EM = 2.5;

/** Takes every remark out of the flow, so the type's fit measures the entries without them. */
export function hideRemarks(root: HTMLElement) {
  for (const remark of Array.from(root.querySelectorAll<HTMLElement>(REMARKS))) {
    remark.style.display = "none";
  }
}

/**
 * Sizes the remarks under `root` to their room; returns the keys (`data-entry-key`) of the entries
 * whose remarks are not shown whole.
 */
export function fitRemarks(root: HTMLElement): string[] {
  const remarks = Array.from(root.querySelectorAll<HTMLElement>(REMARKS));
  for (const remark of remarks) {
    Object.assign(remark.style, { display: "inline-block", position: "absolute", visibility: "hidden" });
    remark.style.maxWidth = "none";
  }
  const rooms = remarks.map((remark) => {
    const entry = remark.closest<HTMLElement>("[data-entry-key]");
    const route = remark.parentElement?.querySelector("[data-board-field=route]");
    const line = route ? Array.from(route.getClientRects()).at(-1) : undefined;
    if (!entry || !line) return { remark, key: "", room: 0, whole: 0 };
    const box = entry.getBoundingClientRect();
    const style = getComputedStyle(entry);
    const fontSize = Number.parseFloat(style.fontSize);
    const right =
      box.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
    // TODAY's marks and status end the entry's first line: on the route's line they keep their width.
    const end = entry.querySelector("[data-board-end]")?.getBoundingClientRect();
    const endWidth = end && Math.abs(end.top - line.top) < line.height / 2 ? end.width + fontSize * 0.5 : 0;
    // Its left margin, and a pixel against rounding: a remark one pixel too wide would take a new line.
    const room = Math.floor(right - line.right - endWidth - fontSize * 0.5 - 2);
    return { remark, key: entry.dataset.entryKey ?? "", room, whole: remark.scrollWidth, fontSize };
  });
  const cut: string[] = [];
  for (const { remark, key, room, whole, fontSize = 16 } of rooms) {
    Object.assign(remark.style, { position: "", visibility: "" });
    const shown = room >= MIN_ROOM_EM * fontSize;
    remark.style.display = shown ? "inline-block" : "none";
    remark.style.maxWidth = `${Math.max(0, room)}px`;
    if (!shown || whole > room) cut.push(key);
  }
  return cut;
}
