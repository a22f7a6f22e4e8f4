import http from "node:http";

export interface StreamMessage {
  /** `comment` for `: text` lines (the heartbeat), otherwise the event's name. */
  event: string;
  data: string;
  /** performance.now() when the message arrived. */
  at: number;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  messages: StreamMessage[];
  /** Resolves with the first message (from `since`, an index into `messages`) that matches. */
  next(
    match: (message: StreamMessage) => boolean,
    options?: { since?: number; timeoutMs?: number },
  ): Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** A small Server-Sent Events reader for tests and the benchmark, as a browser's EventSource reads. */
export function openEventStream(
  url: string,
  cookie?: string,
  /** The loopback address to connect from (127.x.y.z), as another machine on the network would. */
  localAddress?: string,
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        ...(localAddress ? { localAddress } : {}),
        headers: {
          accept: "text/event-stream",
          "accept-encoding": "gzip, br",
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const messages: StreamMessage[] = [];
        const waiters = new Set<() => void>();
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf("\n\n");
            let event = "message";
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) messages.push({ event: "comment", data: line.slice(1).trim(), at });
              else if (line.startsWith("event:")) event = line.slice(6).trim();
              else if (line.startsWith("data:")) data.push(line.slice(5).trim());
            }
            if (data.length > 0) messages.push({ event, data: data.join("\n"), at });
          }
          for (const wake of waiters) wake();
        });
        const ended = new Promise<void>((done) => {
          response.on("end", done);
          response.on("close", done);
        });
        let isEnded = false;
        ended.then(() => {
          isEnded = true;
          for (const wake of waiters) wake();
        });

        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          messages,
          ended,
          close: () => request.destroy(),
          next(match, { since = 0, timeoutMs = 5_000 } = {}) {
            return new Promise((found, fail) => {
              const check = () => {
                const message = messages.slice(since).find(match);
                if (message) return finish(() => found(message));
                if (isEnded) finish(() => fail(new Error("the stream ended before the expected message")));
              };
              const timer = setTimeout(
                () =>
                  finish(() =>
                    fail(
                      new Error(
                        `no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`,
                      ),
                    ),
                  ),
                timeoutMs,
              );
              const finish = (settle: () => void) => {
                clearTimeout(timer);
                waiters.delete(check);
                settle();
              };
              waiters.add(check);
              check();
            });
          },
        });
      },
    );
    request.on("error", reject);
  });
}

/** Matches the `change` event naming `table`. */
export const changeOf = (table: string) => (message: StreamMessage) =>
  message.event === "change" && (JSON.parse(message.data) as { table: string }).table === table;
