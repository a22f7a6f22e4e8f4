import { describe, expect, it } from "vitest";
import {
  CORPUS,
  CORPUS_TODAY,
  CORPUS_VOCABULARY,
  draftFields,
  scoreCorpus,
} from "../../../bench/assistant-corpus.ts";
import { FIFTH_SET, FIFTH_SET_FRESH } from "../../../bench/assistant-fifth-set.ts";
import type { ShorthandCase } from "../../../bench/assistant-shorthand.ts";
import { extract } from "./extract.ts";

describe("the assistant's corpus of real-world requests", () => {
  it(`reads at least 95% of the fields of ${CORPUS.length} requests right`, () => {
    const { accuracy, misses } = scoreCorpus(({ message }) =>
      draftFields(extract(message, null, CORPUS_VOCABULARY, CORPUS_TODAY).details),
    );
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(misses.length === 0 || accuracy >= 0.95, misses.join("\n")).toBe(true);
  });
});

describe("issue 48's held-out requests (bench/assistant-fifth-set.ts)", () => {
  it("set no field to a wrong value, follow-ups included", () => {
    const read = (item: ShorthandCase) => {
      const first = extract(item.message, null, CORPUS_VOCABULARY, CORPUS_TODAY).details;
      return draftFields(
        item.followUp ? extract(item.followUp, first, CORPUS_VOCABULARY, CORPUS_TODAY).details : first,
      );
    };
    const { wrong, accuracy, misses } = scoreCorpus(read, [...FIFTH_SET, ...FIFTH_SET_FRESH]);
    expect(wrong, misses.join("\n")).toBe(0);
    expect(accuracy, misses.join("\n")).toBeGreaterThanOrEqual(0.99);
  });
});
