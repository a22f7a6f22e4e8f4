/**
 * `npm run bench`: the benchmarks in turn, each printing its own figures (bench:load and bench:csv,
 * minutes each, run on their own). PostgreSQL figures need BENCH_DATABASE_URL (or TEST_DATABASE_URL);
 * without it only PGlite is measured. READ_BENCH_SECONDS shortens the throughput runs.
 */
import { runAssistantBench } from "./assistant.ts";
import { runBoardRenderBench } from "./board-render.ts";
import { runBookingsReadBench } from "./bookings-read.ts";
import { runHistoryCostBench } from "./history-cost.ts";
import { runLiveRefreshBench } from "./live-refresh.ts";
import { runReadThroughputBench } from "./read-throughput.ts";
import { runTableRenderBench } from "./table-render.ts";
import { runTimelineBench } from "./timeline.ts";

await runBookingsReadBench();
await runReadThroughputBench();
await runLiveRefreshBench();
console.log("\ntable render (Chromium, a 300-row month):");
await runTableRenderBench();
console.log("\nwall board render (Chromium, 100 flights in the week):");
await runBoardRenderBench();
console.log("\ntimeline render and drag (Chromium, 1,400 legs in the week):");
await runTimelineBench();
await runAssistantBench();
await runHistoryCostBench();
