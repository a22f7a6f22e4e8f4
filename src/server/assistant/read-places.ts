import type { Vocabulary } from "./extract.ts";
import { bestMatch, fragmentMatch, holdsName } from "./fuzzy.ts";

/** Words that end a place name in "from X to Y on Friday at 0930". */
export const PLACE_END =
  /\s+(?:on|at|for|from|tomorrow|today|next|this|with|using|in|dep|departing|departure|etd|arriving|returning|leaving|status|remarks?|notes?|hours?|hrs|pax|by|around|about|\d{1,2}[/.-]\d|\d{4}\b).*$/i;

/** Words around a place that are not part of it ("dep 1400 now", "to Leman Alpha please"). */
const FILLER = /^(?:now|please|instead|then|thanks|time|it|actually|asap|again|pls|thx)$/i;

/** A phrase without the punctuation, article and filler words around it. */
export const clean = (text: string) => {
  const words = text
    .replace(/^[\s,.:;-]+|[\s,.:;-]+$/g, "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  while (words.length && FILLER.test(words.at(-1)!)) words.pop();
  while (words.length && FILLER.test(words[0]!)) words.shift();
  return words.join(" ");
};

/** A known location a phrase names: whole or with typos, else a fragment of one ("hum"). */
export const findLocation = (phrase: string, locations: Vocabulary["locations"]) =>
  bestMatch(phrase, locations) ?? fragmentMatch(phrase, locations);

/**
 * The place a phrase names: a known location with its id, or a new one kept by its name (id null) to
 * be offered; null when the phrase is empty, too long, or holds a customer's name (a customer is not
 * a new place: in doubt, nothing is taken).
 */
export function placeNamed(raw: string, vocabulary: Vocabulary): { id: number | null; name: string } | null {
  const name = clean(raw.replace(PLACE_END, ""));
  if (!name || name.length > 100) return null;
  const match = findLocation(name, vocabulary.locations);
  if (match) return { id: match.id, name: match.name };
  if (holdsName(name, vocabulary.customers)) return null;
  return { id: null, name };
}
