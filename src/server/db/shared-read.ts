/**
 * A read that callers arriving together share, without ever getting an answer from before they asked.
 * A read starts at the end of the event loop's turn, so every request that arrived in that turn shares
 * it (PGlite runs a query on this very thread, so no request can arrive while one runs); a caller
 * arriving while a read is under way waits for the next one, which starts when that one ends and
 * serves everyone who arrived meanwhile. Under a burst of cached reads the change counters are read
 * once or twice at a time instead of once per request (docs/decisions/018, 019), and each request still
 * sees every write acknowledged before it arrived (docs/decisions/012).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    next = undefined;
    running = read().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    next ??= (running ? running.catch(() => undefined) : endOfTurn()).then(start);
    return next;
  };
}

const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
