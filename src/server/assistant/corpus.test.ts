import { describe, expect, it } from "vitest";
import {
  CORPUS,
  CORPUS_TODAY,
  CORPUS_VOCABULARY,
  draftFields,
  scoreCorpus,
} from "../../../bench/assistant-corpus.ts";
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
