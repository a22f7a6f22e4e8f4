/**
 * The Booking Assistant without a model (docs/decisions/009): field accuracy over the corpus of real-world
 * requests (bench/assistant-corpus.ts) and the median time to read one, printed, not asserted.
 *
 *   npx tsx bench/assistant.ts
 */
import { fileURLToPath } from "node:url";
import { extract } from "../src/server/assistant/extract.ts";
import { CORPUS, CORPUS_TODAY, CORPUS_VOCABULARY, draftFields, scoreCorpus } from "./assistant-corpus.ts";

export async function runAssistantBench(): Promise<void> {
  const read = (message: string) => extract(message, null, CORPUS_VOCABULARY, CORPUS_TODAY).details;
  for (const { message } of CORPUS) read(message); // warm up
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { message } of CORPUS) {
      const started = performance.now();
      read(message);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const { accuracy, right, total, misses } = scoreCorpus((message) => draftFields(read(message)));
  console.log(
    `\nassistant (no model): ${CORPUS.length} requests, ${right}/${total} fields right (${(accuracy * 100).toFixed(1)}%, aim 95%); ` +
      `median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms a request (aim under 50 ms)`,
  );
  for (const miss of misses) console.log(`  miss: ${miss}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAssistantBench();
