/**
 * The load generator of bench/read-throughput.ts, in a process of its own so it never shares an event
 * loop with the server it measures: autocannon against the paths given, printing its result as JSON.
 *
 *   tsx bench/read-load.ts '{"url":"http://127.0.0.1:3000","paths":["/api/health"],"seconds":10,"cookie":""}'
 */
import autocannon from "autocannon";

const { url, paths, seconds, cookie, headers } = JSON.parse(process.argv[2] ?? "{}") as {
  url: string;
  paths: string[];
  seconds: number;
  cookie: string;
  /** More request headers (bench/calendar-feeds.ts sends If-None-Match). */
  headers?: Record<string, string>;
};
const result = await autocannon({
  url,
  connections: 10,
  duration: seconds,
  // As a browser asks: signed in, taking Brotli or gzip.
  headers: { cookie, "accept-encoding": "gzip, deflate, br", ...headers },
  // Each connection goes round the paths in turn.
  requests: paths.map((path) => ({ method: "GET", path })),
});
// A 304 is the answer asked for when If-None-Match is sent.
const failed = (headers?.["if-none-match"] ? 0 : result.non2xx) + result.errors + result.timeouts;
process.stdout.write(
  JSON.stringify({
    rps: result.requests.average,
    p99: result.latency.p99,
    failed,
    total: result.requests.total,
  }),
);
