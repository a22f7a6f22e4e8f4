/**
 * `npm run bench`: every benchmark in turn, each printing its own figures. PostgreSQL figures need
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL); without it only PGlite is measured.
 */
import { runBookingsReadBench } from "./bookings-read.ts";
import { runLiveRefreshBench } from "./live-refresh.ts";

await runBookingsReadBench();
await runLiveRefreshBench();
