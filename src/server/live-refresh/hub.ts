import type { LiveEvent } from "../../shared/live-refresh.ts";

export type LiveEventHandler = (event: LiveEvent) => void;

/** Fans each database change out to every open stream of this process. */
export interface EventHub {
  /** Adds a handler; the function returned removes it. */
  subscribe(handler: LiveEventHandler): () => void;
  publish(event: LiveEvent): void;
  readonly subscribers: number;
}

export function createEventHub(): EventHub {
  const handlers = new Set<LiveEventHandler>();
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    publish(event) {
      for (const handler of handlers) handler(event);
    },
    get subscribers() {
      return handlers.size;
    },
  };
}
