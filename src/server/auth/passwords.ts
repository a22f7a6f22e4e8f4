import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// OWASP's first recommendation for argon2id: 19 MiB of memory, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id; the package exports it as a const enum we cannot import here.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random password that is easy to copy from a terminal: 16 URL-safe characters. */
export const generatePassword = () => randomBytes(12).toString("base64url");

/** A hash to verify against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export const passwordHashForUnknownUser = () => {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
};

/**
 * Password checks at once, at most: each argon2 check takes 19 MiB and about 70 ms of a core, so
 * unbounded concurrent sign-ins (anonymous, before any limit can know them) would starve every other
 * request. Beyond this, a sign-in is answered 503 at once rather than queued.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 4;
let checksRunning = 0;

/** Runs `check` in one of the slots, or throws `busy()` when all are taken. */
export async function inPasswordCheckSlot<T>(check: () => Promise<T>, busy: () => Error): Promise<T> {
  if (checksRunning >= MAX_CONCURRENT_PASSWORD_CHECKS) throw busy();
  checksRunning++;
  try {
    return await check();
  } finally {
    checksRunning--;
  }
}
