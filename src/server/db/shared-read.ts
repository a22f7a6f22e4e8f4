/**
 * A read that callers arriving together share, without ever getting an answer from before they asked:
 * a caller arriving while a read is under way waits for the next one, which starts when that one ends
 * and serves everyone who arrived meanwhile. Under a burst of cached reads the change counter is read
 * once or twice at a time instead of once per request (docs/decisions/018), and each request still
 * sees every write acknowledged before it arrived (docs/decisions/012).
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    running = read().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return running ?? start();
      });
    return next;
  };
}
