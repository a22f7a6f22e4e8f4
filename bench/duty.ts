/**
 * `npm run bench:duty`: a crew member's standing (issue 46's aim, docs/decisions/053): one pilot's 365 days
 * of busy flying (a duty most days, two to five legs of 0.5-2 h each, one leg in four flown with one
 * pilot, the past half flown as recorded), in Sydney's zone, against each shipped rule set; beside it the
 * same for one month of that flying, measured in the same run. Each is `standing` from the legs (duty
 * periods, every window, the amber and red ahead, the next rest), median of `RUNS` runs in ms; the first
 * run of all is printed apart, as it reads the zone's offsets; and `breaches` over every window of the
 * year, a write's check. Aim: a year under 5 ms. Figures are printed, never asserted.
 */
import { breaches, type DutyLeg, standing } from "../src/shared/duty-engine.ts";
import { CASA_CAO_48_1_BASIC, US_135_267 } from "../src/shared/duty-rules.ts";

const RUNS = Number(process.env.BENCH_DUTY_RUNS ?? 51);
const ZONE = "Australia/Sydney";
const DAY_MS = 86_400_000;
const START = Date.parse("2026-01-01T00:00:00+11:00");
const NOW = START + 182 * DAY_MS;

/** A seeded generator, so every run measures the same roster. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function busyYear(days: number): DutyLeg[] {
  const next = random(46);
  const legs: DutyLeg[] = [];
  for (let day = 0; day < days; day++) {
    if (next() < 0.2) continue;
    let at = START + day * DAY_MS + (6 + Math.floor(next() * 6)) * 3_600_000;
    const count = 2 + Math.floor(next() * 4);
    for (let index = 0; index < count; index++) {
      const plannedHours = Math.round((0.5 + next() * 1.5) * 100) / 100;
      const flown = at < NOW ? Math.round((plannedHours + (next() - 0.5) * 0.3) * 100) / 100 : null;
      legs.push({ departsAt: at, plannedHours, flownHours: flown, pilots: next() < 0.25 ? 1 : 2 });
      at += (plannedHours + 0.5 + next()) * 3_600_000;
    }
  }
  return legs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(run: () => void): number {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

const year = busyYear(365);
const month = year.filter((leg) => leg.departsAt < START + 30 * DAY_MS);
const started = performance.now();
standing(year, { zone: ZONE }, CASA_CAO_48_1_BASIC, NOW);
const first = performance.now() - started;
console.log(
  `duty engine: ${year.length} legs in 365 days, ${month.length} in the first 30; medians of ${RUNS} runs`,
);
console.log(
  `  the run's first standing, cold (the zone's offsets read, nothing yet compiled): ${first.toFixed(2)} ms`,
);
for (const rules of [US_135_267, CASA_CAO_48_1_BASIC]) {
  const yearMs = measure(() => standing(year, { zone: ZONE }, rules, NOW));
  const monthMs = measure(() => standing(month, { zone: ZONE }, rules, NOW));
  // A write's check: every window of the year, as 'Save anyway' reads it before and after a change.
  const breachesMs = measure(() => breaches(year, { zone: ZONE }, rules));
  const facts = breaches(year, { zone: ZONE }, rules).length;
  console.log(
    `  ${rules.id}: standing over a year ${yearMs.toFixed(2)} ms (aim under 5 ms) beside a month ` +
      `${monthMs.toFixed(2)} ms; breaches over every window of the year ${breachesMs.toFixed(2)} ms ` +
      `(${facts} limits amber or red)`,
  );
}
