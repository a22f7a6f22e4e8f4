import type { AppContext, ServerLimits } from "./context.ts";

/**
 * Limits that keep slow or numerous connections from taking the server offline (docs/decisions/007,
 * 025): headers must arrive within 5 s and a body within 30 s, the connection count stays well under
 * the usual limit of 1,024 open files, unfinished requests never take the last 100 connections, and
 * one address or user cannot hold them all.
 */
export const SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 5_000,
  connectionTimeoutMs: 120_000,
  maxConnections: 800,
  connectionReserve: 100,
  maxConnectionsPerAddress: 100,
  maxStreamsPerUser: 20,
  maxStreamsPerAddress: 50,
};

/** The limits in force: the defaults, with whatever a test or benchmark set. */
export const serverLimits = (ctx: Pick<AppContext, "serverLimits">): ServerLimits => ({
  ...SERVER_LIMITS,
  ...ctx.serverLimits,
});
