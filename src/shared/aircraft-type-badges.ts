/** Product §2 and §9: the badges that mark aircraft types in the booking dialogs. */

/** Badge text is at most this many characters of the title. */
export const BADGE_TEXT_MAX = 6;

export const TYPE_COLOURS = {
  AW139: "#3B82F6",
  AW169: "#EF4444",
  EC135: "#10B981",
  other: "#6B7280",
} as const;

/** The edit dialog's palette: orange for AW169, dark grey for other types. */
export const EDIT_TYPE_COLOURS = {
  AW139: "#3B82F6",
  AW169: "#F97316",
  other: "#374151",
} as const;

const contains = (title: string, code: string) => title.toUpperCase().includes(code);

/** The Create Booking wizard: AW169 red, AW139 blue, EC135 green, others grey; text cut to 6 characters. */
export function wizardTypeBadge(title: string): { text: string; colour: string } {
  const colour = contains(title, "AW169")
    ? TYPE_COLOURS.AW169
    : contains(title, "AW139")
      ? TYPE_COLOURS.AW139
      : contains(title, "EC135")
        ? TYPE_COLOURS.EC135
        : TYPE_COLOURS.other;
  return { text: title.slice(0, BADGE_TEXT_MAX), colour };
}

/**
 * The Edit Booking dialog: AW139 blue and AW169 orange badges cut to 6 characters; any other type a
 * dark grey badge with the plain title (`plain` tells the caller not to repeat the title beside it).
 */
export function editTypeBadge(title: string): { text: string; colour: string; plain: boolean } {
  if (contains(title, "AW139"))
    return { text: title.slice(0, BADGE_TEXT_MAX), colour: EDIT_TYPE_COLOURS.AW139, plain: false };
  if (contains(title, "AW169"))
    return { text: title.slice(0, BADGE_TEXT_MAX), colour: EDIT_TYPE_COLOURS.AW169, plain: false };
  return { text: title, colour: EDIT_TYPE_COLOURS.other, plain: true };
}
