/** Words that say little about which customer or place is meant. */
const GENERIC = new Set([
  "ltd",
  "limited",
  "plc",
  "group",
  "services",
  "service",
  "company",
  "co",
  "inc",
  "llc",
  "the",
  "and",
  "uk",
  "of",
]);
/** How alike two names must be to count as the same (0 to 1). */
const THRESHOLD = 0.8;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
const tokens = (text: string) => normalise(text).split(" ").filter(Boolean);

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment):
 * "Humbersdie" is one slip from "Humberside", as a person types it, not two.
 */
export function damerauDistance(a: string, b: string): number {
  // Three rows reused: this runs for every run of words against every name (docs/decisions/024).
  let before = new Int32Array(b.length + 1);
  let previous = Int32Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, before[j - 2]! + 1);
      row[j] = best;
    }
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length]!;
}

/**
 * 1 for the same text, less the more edits it takes; short words must match exactly. Below the
 * threshold only "too far" matters, so texts whose lengths alone put them too far apart are not
 * compared letter by letter.
 */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (Math.min(a.length, b.length) < 4) return 0;
  const longest = Math.max(a.length, b.length);
  const atBest = 1 - Math.abs(a.length - b.length) / longest;
  if (atBest < THRESHOLD) return atBest;
  return 1 - damerauDistance(a, b) / longest;
}

/** A name's telling words and whole normalised text, kept: the same names are compared all the time. */
const partsOf = new Map<string, { telling: string[]; whole: string }>();
function nameParts(name: string) {
  let parts = partsOf.get(name);
  if (!parts) {
    if (partsOf.size > 50_000) partsOf.clear();
    parts = { telling: tokens(name).filter((token) => !GENERIC.has(token)), whole: normalise(name) };
    partsOf.set(name, parts);
  }
  return parts;
}

/**
 * How well `phrase` names `name`: the whole name with typos ("Bristwo Offshore"), a part of it
 * ("Humber Marine" for "Humber Marine Services"), or a code that starts it ("EGNH" for "EGNH Blackpool").
 */
export function nameScore(phrase: string, name: string): number {
  const p = tokens(phrase);
  const { telling: n, whole: normalName } = nameParts(name);
  if (p.length === 0 || n.length === 0) return 0;
  const whole = similarity(normalise(phrase), normalName);
  if (p.length === 1 && n[0] === p[0] && /^[a-z]{4}$/.test(p[0]!) && /^[A-Z]{4}\b/.test(name.trim()))
    return 0.95;
  // Every word of the phrase must be one of the name's, in any order.
  const matched = p.map((word) => Math.max(...n.map((token) => similarity(word, token))));
  if (matched.some((score) => score < THRESHOLD)) return whole;
  const mean = matched.reduce((sum, score) => sum + score, 0) / matched.length;
  // Naming part of a name counts a little less than naming all of it.
  const coverage = Math.min(1, p.length / n.length);
  return Math.max(whole, mean * (0.85 + 0.15 * coverage));
}

/** The item `phrase` names best, if any names it well enough. */
export function bestMatch<T extends { id: number; name: string }>(phrase: string, items: T[]) {
  let best: (T & { score: number }) | null = null;
  for (const item of items) {
    const score = nameScore(phrase, item.name);
    if (score >= THRESHOLD && (!best || score > best.score)) best = { ...item, score };
  }
  return best;
}

/** A name's initials, with and without its generic words: "NSS" or "NSSL" for "North Sea Survey Ltd". */
export function initialsOf(name: string): string[] {
  const all = tokens(name);
  const telling = all.filter((token) => !GENERIC.has(token));
  return [...new Set([telling, all].map((list) => list.map((token) => token[0]).join("")))];
}

/**
 * The item whose initials a word in capitals is ("NSS", "ZE"), typed in capitals, and the initials
 * of one item only, so that an ordinary word is never read as a name.
 */
export function initialsMatch<T extends { id: number; name: string }>(word: string, items: T[]) {
  if (!/^[A-Z]{2,6}$/.test(word)) return null;
  // Two letters only as the initials of every word of a two-word name ("ZE", Zenith Energy): fewer
  // letters meet more names by chance.
  const found = items.filter((item) =>
    word.length > 2
      ? initialsOf(item.name).includes(word.toLowerCase())
      : initialsOf(item.name).at(-1) === word.toLowerCase() && tokens(item.name).length === 2,
  );
  return found.length === 1 ? { ...found[0]!, score: 0.9 } : null;
}

/**
 * The item a single-word fragment starts a word of ("hum" for "EGNJ Humberside"): three letters or
 * more, and one item only; a fragment that could be two places names neither.
 */
export function fragmentMatch<T extends { id: number; name: string }>(fragment: string, items: T[]) {
  const word = normalise(fragment);
  if (!/^[a-z]{3,}$/.test(word)) return null;
  const found = items.filter((item) => tokens(item.name).some((token) => token.startsWith(word)));
  return found.length === 1 ? { ...found[0]!, score: THRESHOLD } : null;
}

/**
 * Whether a phrase holds an item's name: every telling word of it ("North Sea Survey" in "North Sea
 * Survey Leman"), its initials in capitals, or, said alone, a word that names it. One shared word is
 * not enough: "Chat Rig" is a place even when "Chat Co" is a customer.
 */
export function holdsName<T extends { id: number; name: string }>(phrase: string, items: T[]): boolean {
  const words = phrase.split(/\s+/).filter(Boolean);
  const said = new Set(tokens(phrase));
  if (words.some((word) => initialsMatch(word, items))) return true;
  if (words.length === 1 && bestMatch(words[0]!, items)) return true;
  return items.some((item) => {
    const telling = tokens(item.name).filter((token) => !GENERIC.has(token));
    return telling.length > 0 && telling.every((token) => said.has(token));
  });
}
