/**
 * The Booking Assistant without a model (docs/decisions/009): over the corpus of well-formed requests
 * (bench/assistant-corpus.ts) and the held-out sets (bench/assistant-shorthand.ts, bench/assistant-third-set.ts,
 * bench/assistant-fourth-set.ts, bench/assistant-fifth-set.ts) and the set of days of several legs (bench/assistant-legs-set.ts), the fields
 * read right, the fields set to a wrong value, the requests fully right, and the median and worst time
 * to read one; printed, not asserted.
 *
 *   npx tsx bench/assistant.ts
 */
import { fileURLToPath } from "node:url";
import { extract } from "../src/server/assistant/extract.ts";
import { CORPUS, CORPUS_TODAY, CORPUS_VOCABULARY, draftFields, scoreCorpus } from "./assistant-corpus.ts";
import { FIFTH_SET, FIFTH_SET_FRESH } from "./assistant-fifth-set.ts";
import { FOURTH_SET } from "./assistant-fourth-set.ts";
import { LEGS_SET } from "./assistant-legs-set.ts";
import { SHORTHAND, SHORTHAND_FRESH, type ShorthandCase } from "./assistant-shorthand.ts";
import { THIRD_SET } from "./assistant-third-set.ts";

/** The draft after the case's message and, when it has one, its follow-up. */
function read(item: ShorthandCase) {
  const first = extract(item.message, null, CORPUS_VOCABULARY, CORPUS_TODAY).details;
  if (!item.followUp) return first;
  return extract(item.followUp, first, CORPUS_VOCABULARY, CORPUS_TODAY).details;
}

function report(name: string, cases: ShorthandCase[]) {
  for (const item of cases) read(item); // warm up
  const times: number[] = [];
  const byRequest = cases.map(() => [] as number[]);
  for (let round = 0; round < 5; round++) {
    cases.forEach((item, index) => {
      const started = performance.now();
      read(item);
      const took = performance.now() - started;
      times.push(took);
      byRequest[index]!.push(took);
    });
  }
  times.sort((a, b) => a - b);
  // The slowest request by its own median over the rounds: a single worst time on a loaded machine is
  // often another process's, and the request that took it is fast in the other rounds.
  const slowest = Math.max(...byRequest.map((list) => list.sort((a, b) => a - b)[2]!));
  const score = scoreCorpus((item) => draftFields(read(item)), cases);
  console.log(
    `\nassistant (no model), ${name}: ${cases.length} requests; ${score.right}/${score.total} fields right ` +
      `(${(score.accuracy * 100).toFixed(1)}%), ${score.wrong} set to a wrong value, ` +
      `${score.fullyRight}/${cases.length} requests fully right; median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, ` +
      `worst ${times.at(-1)!.toFixed(2)} ms a request, slowest request ${slowest.toFixed(2)} ms by its median ` +
      "(aims: 98%, at most 1 wrong in 200, median under 5 ms, worst under 50 ms)",
  );
  for (const miss of score.misses) console.log(`  miss: ${miss}`);
  return { score, times };
}

export async function runAssistantBench(): Promise<void> {
  const runs = [
    report("well-formed corpus", CORPUS),
    report("held-out shorthand", SHORTHAND),
    report("fresh shorthand", SHORTHAND_FRESH),
    report("third held-out set", THIRD_SET),
    report("fourth held-out set", FOURTH_SET),
    report("legs set", LEGS_SET),
    report("fifth held-out set (issue 48)", FIFTH_SET),
    report("fifth set, fresh (written after the changes, untuned)", FIFTH_SET_FRESH),
  ];
  // Over every set: the figures issue 48's aims are stated in.
  const sum = (pick: (run: (typeof runs)[number]) => number) =>
    runs.reduce((total, run) => total + pick(run), 0);
  const right = sum((run) => run.score.right);
  const total = sum((run) => run.score.total);
  const times = runs.flatMap((run) => run.times).sort((a, b) => a - b);
  console.log(
    `\nassistant (no model), all sets: ${right}/${total} fields right (${((right / total) * 100).toFixed(1)}%), ` +
      `${sum((run) => run.score.wrong)} set to a wrong value, median ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms a message ` +
      "(aims: 99%, none wrong, median under 10 ms)",
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runAssistantBench();
