import type { IncomingMessage, Server } from "node:http";
import type { Socket } from "node:net";

export interface ConnectionGuardOptions {
  /** Connections at most (Node refuses beyond this). */
  maxConnections: number;
  /** Of those, how many unfinished connections may never take: kept for requests that arrive whole. */
  reserve: number;
  /** Connections from one address at most; undefined when a proxy connects for everyone. */
  maxPerAddress: number | undefined;
}

/**
 * Keeps slow and numerous connections from starving everyone else (docs/decisions/025). A connection
 * is *waiting* while it has sent no whole request: its headers or its body are still on the way, or it
 * sits idle between requests. Waiting connections may hold all but `reserve` of the connections; a new
 * one beyond that closes the one that has waited longest, so a new visitor, a health probe or a
 * sign-in, which send their requests at once, always get in while slow senders take turns. A connection
 * with a request being answered (a live stream included) is never closed here. One address may hold
 * at most `maxPerAddress` connections: a new one beyond that closes that address's longest-waiting
 * connection, or is closed at once when all of them are being answered. Idle keep-alive connections
 * (a browser keeps several for a minute or more) must not keep the same desk's next page out.
 */
export function guardConnections(server: Server, options: ConnectionGuardOptions) {
  const maxWaiting = Math.max(1, options.maxConnections - options.reserve);
  // Insertion order is waiting order: the first entry has waited longest.
  const waiting = new Set<Socket>();
  const byAddress = new Map<string, number>();

  const startWaiting = (socket: Socket) => {
    waiting.delete(socket);
    if (!socket.destroyed) waiting.add(socket);
  };

  const oldestWaitingFrom = (address: string) => {
    for (const socket of waiting) if (socket.remoteAddress === address) return socket;
    return undefined;
  };

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const count = byAddress.get(address) ?? 0;
    if (options.maxPerAddress !== undefined && count >= options.maxPerAddress) {
      const oldest = oldestWaitingFrom(address);
      if (!oldest) {
        socket.destroy();
        return;
      }
      // Its close event (next tick) gives the address's count back: the new one takes its place.
      waiting.delete(oldest);
      oldest.destroy();
    }
    byAddress.set(address, count + 1);
    socket.once("close", () => {
      waiting.delete(socket);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
    while (waiting.size >= maxWaiting) {
      const oldest = waiting.values().next().value;
      if (!oldest) break;
      waiting.delete(oldest);
      oldest.destroy();
    }
    waiting.add(socket);
  });

  server.on("request", (request: IncomingMessage, response) => {
    const socket = request.socket;
    const hasBody =
      request.headers["transfer-encoding"] !== undefined ||
      (request.headers["content-length"] !== undefined && request.headers["content-length"] !== "0");
    // A body still on its way keeps the connection waiting until the last byte.
    if (hasBody) request.once("end", () => waiting.delete(socket));
    else waiting.delete(socket);
    // Answered, a keep-alive connection waits again for its next request.
    response.once("finish", () => startWaiting(socket));
  });
}
