import type { Vocabulary } from "./extract.ts";
import { clean, findLocation, PLACE_END, placeNamed } from "./read-places.ts";
import { readHours, readTime } from "./read-when.ts";

/**
 * The words of a request that make a day of several legs (docs/decisions/049): "then on to X", "via X",
 * "and back", "back to X", "position empty to X first", "leg 2 at 1100". Each phrase is taken out of the
 * message with what was said of its own leg (a time, hours, passengers), so the other readers see the
 * rest as they always have; a message without such words comes back exactly as it was.
 */

/** What a phrase said of its leg; only what was said is set. */
export interface Said {
  time?: string;
  hours?: string;
  passengers?: number;
  /** "back by 1400": a landing time, which a leg does not hold. */
  by?: string;
}

export interface Place {
  id: number | null;
  name: string | null;
}

export type LegPhrase =
  /** "then on to X", "on to X", "then X" (a known place): a leg from where the last one landed. */
  | { kind: "next"; to: Place; said: Said }
  /** "via X": the leg before it stops at X on its way. */
  | { kind: "via"; to: Place; said: Said }
  /** "and back", "back to X", "back at 1400": a last leg to where the route started, or to X. */
  | { kind: "back"; to: Place | null; said: Said }
  /** "position empty to X first", "then position back to X", "positioning from X": flown empty. */
  | { kind: "position"; from: Place | null; to: Place | null; first: boolean; said: Said }
  /** "leg 2 at 1100", "the last leg 1.5 hrs": what is said of a leg the draft has. */
  | { kind: "leg"; index: number | "last"; said: Said };

export interface LegText {
  /** The message without its leg phrases, for the other readers: the same text when it has none. */
  text: string;
  /** The words before the first leg phrase: the first leg's own. */
  head: string;
  phrases: LegPhrase[];
}

const MARKER = new RegExp(
  [
    String.raw`(?<position>(?:\b(?:(?:and\s+)?then\s+)?(?:re)?position(?:ing|s|ed)?\b(?:\s+(?:leg|flight|sector)\b)?(?:\s+(?:empty|light)\b)?|\b(?:(?:and\s+)?then\s+)?(?:fly(?:ing)?|go(?:ing)?|run(?:ning)?)\s+(?:empty|light)\b|\bempty\s+(?:leg|sector|run)\b)(?:\s+back\b)?)`,
    String.raw`(?<back>\b(?:(?:and|then)\s+)+(?:back|return)\b|\b(?:back|return(?:ing)?)(?=\s+(?:to|at|@|by|dep\w*)\b)|\breturn\s+(?:leg|flight|sector)\b)`,
    String.raw`(?<leg>\b(?:leg|sector)\s*(?<number>\d{1,2})\b|\b(?<ordinal>first|second|third|fourth|fifth|sixth|last|final)\s+(?:leg|sector)\b)`,
    String.raw`(?<via>\bvia\b)`,
    String.raw`(?<next>\b(?:and\s+)?then\s+(?:(?:on\s*to|onwards?\s+to|to)\b)?|\bon\s*to\b|\bonwards?\s+to\b)`,
  ].join("|"),
  "gi",
);
const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"];

/** Words that end a leg's place besides those that end any place: the next part of the phrase. */
const LEG_PLACE_END = new RegExp(
  String.raw`\s+(?:to|into|first|beforehand|before|initially|then|and|via|back|empty|light|after(?:wards)?|` +
    "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thu|thurs?|fri|sat|sun|" +
    String.raw`\d+(?:[.,]\d+)?\s*(?:pax|passengers?|persons?|people|h|hrs?|hours?|mins?|minutes?)\b|\d{1,2}(?:st|nd|rd|th)?\b).*$`,
  "i",
);
/** What may stand between a leg's place and what is said of it: "at 1100", "with 6 pax", "dep 0800". */
const CONNECTOR =
  /^[\s,]*(?:(?:at|dep(?:arting|arts?)?|leaving|leaves|etd|with|for|taking|carrying|approx|about)\b\s*|@\s*)?/i;
const PASSENGERS = /^(\d{1,3})\s*(?:pax|passengers?|persons?|people)\b/i;
/** Back home: the leg back goes to where the route started. */
const HOME = /^\s*(?:to\s+)?(?:base|home|the\s+start|where\s+(?:it|we|they)\s+started)\b/i;

/** The leg phrases of a message, taken out of it; remarks ("remarks: …") are the person's own words. */
export function readLegPhrases(text: string, vocabulary: Vocabulary): LegText {
  const remarksAt = /\b(?:remarks?|notes?|comments?)\s*[:=-]/i.exec(text)?.index ?? text.length;
  const body = text.slice(0, remarksAt);
  const markers = [...body.matchAll(MARKER)];
  const phrases: LegPhrase[] = [];
  const pieces: string[] = [];
  let head: string | null = null;
  let cursor = 0;
  markers.forEach((marker, i) => {
    if (marker.index < cursor) return;
    const after = marker.index + marker[0].length;
    const boundary = /[,;]|\.(?:\s|$)/.exec(body.slice(after));
    const end = Math.min(
      markers[i + 1]?.index ?? body.length,
      boundary ? after + boundary.index : body.length,
    );
    const read = readPhrase(marker, body.slice(after, end), vocabulary);
    // Not a leg after all ("then" before a word that is no place): the words stay in the message.
    if (!read) return;
    head ??= body.slice(0, marker.index);
    pieces.push(body.slice(cursor, marker.index));
    // "X via Y to Z": "to Z" goes back beside X, where the route reader finds it.
    const rest = read.rest.trim();
    pieces.push(/^to\b/i.test(rest) ? ` ${rest} ` : ` ; ${rest} `);
    phrases.push(read.phrase);
    cursor = end;
  });
  if (phrases.length === 0) return { text, head: text, phrases };
  pieces.push(body.slice(cursor), text.slice(remarksAt));
  return { text: pieces.join(""), head: head ?? "", phrases };
}

function readPhrase(
  marker: RegExpMatchArray,
  body: string,
  vocabulary: Vocabulary,
): { phrase: LegPhrase; rest: string } | null {
  const groups = marker.groups ?? {};
  if (groups.next !== undefined) {
    // "then Hornsea Two" names a known place; with "to", a new place is offered as any destination is.
    const place = leadingPlace(body, vocabulary, /to\s*$/i.test(groups.next) ? "any" : "known");
    if (!place) return null;
    const { said, rest } = readSaid(place.rest);
    return { phrase: { kind: "next", to: place.place, said }, rest };
  }
  if (groups.via !== undefined) {
    // "via email" is no place: a new one is offered only when written as a name.
    const place = leadingPlace(body, vocabulary, "named");
    if (!place) return null;
    const { said, rest } = readSaid(place.rest);
    return { phrase: { kind: "via", to: place.place, said }, rest };
  }
  if (groups.back !== undefined) {
    let to: Place | null = null;
    let rest = body;
    const home = HOME.exec(rest);
    if (home) rest = rest.slice(home[0].length);
    else if (/^\s*to\s/i.test(rest)) {
      const place = leadingPlace(rest, vocabulary, "any");
      if (!place) return null;
      to = place.place;
      rest = place.rest;
    }
    const read = readSaid(rest, true);
    return { phrase: { kind: "back", to, said: read.said }, rest: read.rest };
  }
  if (groups.position !== undefined) return readPositioning(groups.position, body, vocabulary);
  const index = groups.number
    ? Number(groups.number)
    : /^(?:last|final)$/i.test(groups.ordinal ?? "")
      ? ("last" as const)
      : ORDINALS.indexOf(groups.ordinal!.toLowerCase()) + 1;
  const { said, rest } = readSaid(body);
  if (Object.keys(said).length === 0 || index === 0) return null;
  return { phrase: { kind: "leg", index, said }, rest };
}

/**
 * "position empty to X first", "positioning flight from Y to X", "then position back to X", "fly empty to
 * X": first unless said after the others ("then", "back", "afterwards").
 */
function readPositioning(
  marker: string,
  body: string,
  vocabulary: Vocabulary,
): { phrase: LegPhrase; rest: string } | null {
  const firstWord = /\b(?:first|beforehand|before(?:hand)?|initially)\b/i;
  const lastWord = /\b(?:after(?:wards)?|at\s+the\s+end)\b/i;
  let first = !/\b(?:then|back)\b/i.test(marker);
  if (lastWord.test(body)) first = false;
  if (firstWord.test(body)) first = true;
  let rest = body.replace(firstWord, " ").replace(lastWord, " ");
  rest = rest.replace(/^\s*(?:(?:empty|light|back)\s+)*/i, " ");
  let from: Place | null = null;
  let to: Place | null = null;
  if (/^\s*(?:from|ex)\s/i.test(rest)) {
    const place = leadingPlace(rest.replace(/^\s*(?:from|ex)\s/i, " "), vocabulary, "any");
    if (!place) return null;
    from = place.place;
    rest = place.rest;
  }
  if (/^\s*(?:to|into)\s/i.test(rest)) {
    const place = leadingPlace(rest, vocabulary, "any");
    if (!place) return null;
    to = place.place;
    rest = place.rest;
  }
  if (!from && !to) return null;
  const read = readSaid(rest);
  return { phrase: { kind: "position", from, to, first, said: read.said }, rest: read.rest };
}

/**
 * The place a phrase starts with ("to Ravenspurn North at 1100" is Ravenspurn North), and the words
 * after it: the words up to the first that ends a place, naming a known place or, unless only a known
 * place will do, a new place's name. The whole phrase must name the place: "Legs Far Rig" is a new
 * place, not a known "Legs Rig" by its first word.
 */
function leadingPlace(
  body: string,
  vocabulary: Vocabulary,
  mode: "any" | "known" | "named",
): { place: Place; rest: string } | null {
  const text = body.replace(/^\s*(?:to|into)\s+/i, "").trimStart();
  const cut = text.replace(LEG_PLACE_END, "").replace(PLACE_END, "");
  const rest = text.slice(cut.length);
  const known = findLocation(clean(cut), vocabulary.locations);
  if (known) return { place: { id: known.id, name: known.name }, rest };
  if (mode === "known") return null;
  const place = placeNamed(cut, vocabulary);
  if (!place || (mode === "named" && !/^[A-Z]/.test(clean(cut)))) return null;
  return { place, rest };
}

/**
 * What is said of a leg right after its place: "at 1100", "1.5 hrs", "with 6 pax", in any order; the
 * first other word ends it, and the rest goes back to the message ("and back tomorrow 0800": tomorrow
 * and its 0800 are the day's, not the leg's). "by 1400" only for a leg back.
 */
function readSaid(body: string, back = false): { said: Said; rest: string } {
  const said: Said = {};
  let rest = body;
  for (;;) {
    const by = back ? /^[\s,]*by\s+/i.exec(rest) : null;
    const lead = by ?? CONNECTOR.exec(rest)!;
    const after = rest.slice(lead[0].length);
    const window = after.split(/\s+/).slice(0, 4).join(" ");
    const startsWith = (match: string) => window.toLowerCase().startsWith(match.trim().toLowerCase());
    const time = readTime(window);
    const hours = by ? null : readHours(window);
    const passengers = by ? null : PASSENGERS.exec(window);
    let taken: string;
    if (time && startsWith(time.match) && !(by ? said.by : said.time)) {
      if (by) said.by = time.value;
      else said.time = time.value;
      taken = time.match.trim();
    } else if (hours && startsWith(hours.match) && !said.hours) {
      said.hours = hours.value;
      taken = hours.match.trim();
    } else if (passengers && said.passengers === undefined) {
      said.passengers = Number(passengers[1]);
      taken = passengers[0];
    } else break;
    rest = after.trimStart().slice(taken.length);
  }
  return { said, rest };
}

/**
 * Passengers said of the request ("6 pax"), taken out of the message: said before the first leg phrase,
 * they are said with the first leg (`firstLeg`). A request with one destination keeps the count on its
 * one leg (`one-leg.ts`).
 */
export function readPassengersOfLegs(legText: LegText): {
  said: { count: number; firstLeg: boolean } | null;
  rest: string;
} {
  const pattern = /\b(\d{1,3})\s*(?:pax|passengers?|persons?|people)\b/i;
  const inHead = legText.phrases.length > 0 ? pattern.exec(legText.head) : null;
  const found = inHead ?? pattern.exec(legText.text);
  if (!found) return { said: null, rest: legText.text };
  return {
    said: { count: Number(found[1]), firstLeg: Boolean(inHead) },
    rest: legText.text.replace(found[0], " "),
  };
}
