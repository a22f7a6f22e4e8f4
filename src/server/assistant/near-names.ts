import type { Question } from "./choices.ts";
import type { Vocabulary } from "./extract.ts";
import { damerauDistance } from "./fuzzy.ts";

/**
 * Names said that match nothing exactly enough to be taken, answered with what they could be (issue 48):
 * a guess set as a value would look right, so these are asked, with the choices.
 */

/** Words that start too many names, or ordinary words, to offer a customer for. */
const NOT_A_NAME = new Set(
  "need needs want wants please book booking flight flights from with into onto then back leave leaving return returning today tomorrow morning afternoon evening next this that there same another first last also hours hour pax passengers crew aircraft heli helicopter charter confirm confirmed pending provisional cancel about around time date make change instead sorry thanks".split(
    " ",
  ),
);

/** "R44", "S-76", "AS350", "H145": a type's form, letters then figures. */
const TYPE_FORM = /\b([A-Za-z]{1,3}-?\d{2,3}[A-Za-z]?)\b/g;

/**
 * An aircraft type said that the operator does not have: the type is not taken, and the reply says so
 * and lists the operator's types, each a choice. Not a word of a place's or customer's name ("Block 48A").
 */
export function unknownType(text: string, vocabulary: Vocabulary): Question | null {
  const names = new Set(
    [...vocabulary.locations, ...vocabulary.customers].flatMap((item) =>
      item.name.toLowerCase().split(/\s+/),
    ),
  );
  const said = [...text.matchAll(TYPE_FORM)]
    .map((match) => match[1]!)
    .find((word) => /[A-Za-z]/.test(word[0]!) && !names.has(word.toLowerCase()));
  if (!said || vocabulary.types.length === 0) return null;
  const titles = vocabulary.types.map((type) => type.title);
  const list = titles.length === 1 ? titles[0] : `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
  return {
    text: `I don't know the aircraft type '${said.toUpperCase()}': the types are ${list}. Which is it?`,
    choices: titles.map((title) => ({ label: title, reply: title })),
  };
}

/**
 * Customers a word of the message begins a word of ("Smith" for Smith Aviation, "Bristo" for Bristow
 * Offshore), or would with one slip in five letters or more; offered as choices, at most four, when the
 * message named no customer.
 */
export function closeCustomers(text: string, customers: Vocabulary["customers"]): Question | null {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4 && !NOT_A_NAME.has(word));
  if (words.length === 0) return null;
  const near = customers.filter((customer) =>
    customer.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((part) => part.length >= 4)
      .some((part) =>
        words.some(
          (word) =>
            part.startsWith(word) ||
            (word.length >= 5 &&
              part.length >= word.length &&
              damerauDistance(part.slice(0, word.length), word) <= 1),
        ),
      ),
  );
  if (near.length === 0 || near.length > 4) return null;
  const names = near.map((customer) => `'${customer.name}'`);
  return {
    text:
      near.length === 1
        ? `Is the customer ${names[0]}?`
        : `Which customer: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}?`,
    choices: near.map((customer) => ({ label: customer.name, reply: `for ${customer.name}` })),
  };
}

/**
 * A place said by words that begin words of several known places ("Ninian", "nin" with Ninian North and
 * Ninian South): none is taken, and none offered as a new place; the reply asks which, each a choice
 * that sets the field asked about. A place's whole name, or words only one place has, are not asked.
 */
export function placesBegun(
  phrase: string,
  which: "departure" | "destination",
  locations: Vocabulary["locations"],
): Question | null {
  const said = phrase
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (said.length === 0 || said.some((word) => word.length < 3)) return null;
  const words = (name: string) =>
    name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const begun = locations.filter((place) =>
    said.every((word) => words(place.name).some((part) => part.startsWith(word))),
  );
  if (begun.length < 2 || begun.length > 4) return null;
  if (begun.some((place) => words(place.name).join(" ") === said.join(" "))) return null;
  const names = begun.map((place) => `'${place.name}'`);
  return {
    text: `Which ${which === "departure" ? "departure" : "destination"}: ${names.slice(0, -1).join(", ")} or ${names.at(-1)}?`,
    choices: begun.map((place) => ({ label: place.name, reply: `${which} ${place.name}` })),
  };
}
