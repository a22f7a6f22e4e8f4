import type { Vocabulary } from "./extract.ts";
import { clean, findLocation } from "./read-places.ts";

/**
 * "out to", "over to" as "to" (issue 48); "on to" too when it is the route's first mark ("Humberside on
 * to Leman Alpha"): after a route ("… to Leman Alpha then on to …") it adds a leg (read-legs.ts).
 */
export function routeWordsAsTo(text: string): string {
  const plain = text.replace(/\b(?:out|over|across)\s+to\b/gi, "to");
  const onTo = /(?<!\bthen\s+)\bon\s*to\b/i.exec(plain);
  if (!onTo) return plain;
  const before = plain.slice(0, onTo.index);
  if (/\b(?:to|from|ex|via)\b|->|→|=>|>|\s-\s/i.test(before)) return plain;
  return `${before}to${plain.slice(onTo.index + onTo[0].length)}`;
}

/**
 * "Hornsea Two not Leman Alpha", "Morecambe Bay, not Blackpool", "Leman instead of Hornsea": a correction
 * of the route. When the place corrected is the draft's departure or destination, the other place takes
 * that field and nothing else changes (`match` is taken out); otherwise only "not <place>" (`dropped`) is
 * taken out, so the corrected place is never read as a route's end.
 */
export function readRouteCorrection(
  text: string,
  route: { departureId: number | null; destinationId: number | null },
  locations: Vocabulary["locations"],
): { which: "departure" | "destination" | null; name: string; match: string; dropped: string } | null {
  const found =
    /([A-Za-z][\w'&.-]*(?:\s+[A-Za-z0-9][\w'&.-]*){0,3})\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+(?:the\s+)?([A-Za-z][\w'&.-]*(?:\s+[A-Za-z0-9][\w'&.-]*){0,3})/i.exec(
      text,
    );
  if (!found) return null;
  const wrong = longestPlace(found[2]!, "start", locations);
  const right = longestPlace(found[1]!, "end", locations);
  if (!wrong || !right || right.place.id === wrong.place.id) return null;
  const which =
    wrong.place.id === route.departureId
      ? "departure"
      : wrong.place.id === route.destinationId
        ? "destination"
        : null;
  const upToWrong = found[0].slice(0, found[0].length - (found[2]!.length - wrong.words.length));
  return {
    which,
    name: right.words,
    match: upToWrong.slice(found[1]!.length - right.words.length),
    dropped: upToWrong.slice(found[1]!.length),
  };
}

/** The longest run of words (up to four) at one end of a phrase that names a known place. */
function longestPlace(phrase: string, side: "start" | "end", locations: Vocabulary["locations"]) {
  const words = phrase.trim().split(/\s+/);
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    const run = (side === "end" ? words.slice(-size) : words.slice(0, size)).join(" ");
    if (size === 1 && run.length < 3) continue;
    const place = findLocation(clean(run), locations);
    if (place) return { words: run, place };
  }
  return null;
}
