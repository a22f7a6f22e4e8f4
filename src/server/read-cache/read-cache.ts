import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ChangeCounters } from "../db/change-counters.ts";
import { ifNoneMatch, pickEncoding } from "./compression.ts";

interface Entry {
  json: Buffer;
  /** The key's hash in the ETag, kept: hashing it on every hit took about 5 of its 95 µs. */
  keyHash: string;
  gzip?: Buffer;
  br?: Buffer;
}

const hashOf = (key: string) => createHash("sha1").update(key).digest("base64url").slice(0, 12);

/** A kept answer: its key, and how to build it when it is not kept. */
export interface KeptRead {
  key: string;
  load: () => Promise<string | Buffer>;
}

export interface ReadCache {
  /**
   * Answers a read from memory while the data has not changed since it was built, with an ETag (and
   * 304 for a client that has it) and a gzip or Brotli body kept beside the JSON. `load` gives the
   * answer's JSON text.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    read: { key: string; load: () => Promise<string | Buffer>; type?: string },
  ): Promise<void>;
  /**
   * The JSON text `serve` would answer for `key`, kept in memory the same way: for an answer built from
   * other kept answers (a month read with the user's change flags, docs/decisions/031).
   */
  text(request: FastifyRequest, read: KeptRead): Promise<Buffer>;
  readonly stats: { hits: number; misses: number; notModified: number; bytes: number; entries: number };
}

/**
 * The read calls' answers, kept in memory (docs/decisions/012). Every entry belongs to one value of
 * the database's change counter (migration 0007), read once per request (`counters`, shared with the
 * session check): a write that has committed on any instance has moved it, so no instance answers from
 * before that write. Bounded by `maxBytes`, least recently used out first.
 */
export function createReadCache({
  counters,
  maxBytes,
}: {
  counters: (request: FastifyRequest) => Promise<ChangeCounters>;
  maxBytes: number;
}): ReadCache {
  const entries = new Map<string, Entry>();
  /**
   * Builds under way, by counter and key: requests that miss together (a burst of feed polls right
   * after a change) wait for the one build instead of each running its own (docs/decisions/044).
   */
  const building = new Map<string, Promise<Entry>>();
  let version = -1;
  const stats = { hits: 0, misses: 0, notModified: 0, bytes: 0, entries: 0 };

  const sizeOf = (entry: Entry) => entry.json.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
  const evictBeyondCap = () => {
    for (const [key, entry] of entries) {
      if (stats.bytes <= maxBytes) break;
      entries.delete(key);
      stats.bytes -= sizeOf(entry);
    }
    stats.entries = entries.size;
  };

  /** Drops everything when the counter moved; answers the counter this request reads at. */
  async function currentVersion(request: FastifyRequest) {
    const current = (await counters(request)).data;
    if (current !== version) {
      // Everything kept belongs to an older state: drop it all at once.
      entries.clear();
      stats.bytes = 0;
      version = current;
    }
    return current;
  }

  async function entryFor(key: string, current: number, load: () => Promise<string | Buffer>) {
    const entry = entries.get(key);
    if (entry) {
      stats.hits++;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    }
    const flight = `${current}:${key}`;
    const pending = building.get(flight);
    if (pending) {
      stats.hits++;
      return pending;
    }
    stats.misses++;
    const build = buildEntry(key, current, load).finally(() => building.delete(flight));
    building.set(flight, build);
    return build;
  }

  async function buildEntry(key: string, current: number, load: () => Promise<string | Buffer>) {
    const loaded = await load();
    const entry: Entry = {
      json: typeof loaded === "string" ? Buffer.from(loaded) : loaded,
      keyHash: hashOf(key),
    };
    // Another request may have moved the counter on while this one read: keep only what is current.
    if (version === current) {
      entries.set(key, entry);
      stats.bytes += entry.json.length;
    }
    return entry;
  }

  return {
    stats,
    async text(request, { key, load }) {
      const entry = await entryFor(key, await currentVersion(request), load);
      evictBeyondCap();
      return entry.json;
    },
    async serve(request, reply, { key, load, type = "application/json; charset=utf-8" }) {
      const current = await currentVersion(request);
      // "<counter base 36>.<key hash>": the web app reads the counter back (other ETags, base64url
      // hashes, have no dot).
      const etag = `"${current.toString(36)}.${entries.get(key)?.keyHash ?? hashOf(key)}"`;
      reply.header("etag", etag).header("vary", "accept-encoding");
      if (ifNoneMatch(request.headers["if-none-match"], etag)) {
        stats.notModified++;
        reply.code(304).send();
        return;
      }

      const entry = await entryFor(key, current, load);
      const encoding = pickEncoding(request.headers["accept-encoding"], entry.json.length);
      let body = entry.json;
      if (encoding) {
        const before = sizeOf(entry);
        if (encoding === "br") {
          entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
          body = entry.br;
        } else {
          entry.gzip ??= gzipSync(entry.json);
          body = entry.gzip;
        }
        if (entries.get(key) === entry) stats.bytes += sizeOf(entry) - before;
        reply.header("content-encoding", encoding);
      }
      evictBeyondCap();
      reply.type(type).send(body);
    },
  };
}
