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
 * request. Beyond this a sign-in waits its turn in a short queue (first come, first checked), so a
 * burst of sign-ins, or a flood of wrong passwords, delays a right one by a moment instead of refusing
 * it (answered 503 at once, 40 sign-ins together refused 9 of their 10 right passwords). Nothing is
 * held while waiting: no database connection, no transaction, no memory for the hash.
 */
export const MAX_CONCURRENT_PASSWORD_CHECKS = 4;
/** Sign-ins waiting for a slot, at most; one more is answered busy at once. */
export const MAX_WAITING_PASSWORD_CHECKS = 100;
/** How long a sign-in waits for a slot before it is answered busy. */
export const PASSWORD_CHECK_WAIT_MS = 5_000;

let checksRunning = 0;
/** Those waiting, oldest first: each is handed a slot as one frees. */
const waiting: Array<() => void> = [];

/**
 * Runs `check` in one of the slots, waiting up to PASSWORD_CHECK_WAIT_MS for one; throws `busy()`
 * when the queue is full or the wait runs out (the check never ran).
 */
export async function inPasswordCheckSlot<T>(check: () => Promise<T>, busy: () => Error): Promise<T> {
  if (checksRunning >= MAX_CONCURRENT_PASSWORD_CHECKS) await waitForSlot(busy);
  else checksRunning++;
  try {
    return await check();
  } finally {
    const next = waiting.shift();
    // A freed slot goes straight to the oldest waiter, so nobody arriving later takes it first.
    if (next) next();
    else checksRunning--;
  }
}

function waitForSlot(busy: () => Error): Promise<void> {
  if (waiting.length >= MAX_WAITING_PASSWORD_CHECKS) return Promise.reject(busy());
  return new Promise((resolve, reject) => {
    const handOver = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(handOver), 1);
      reject(busy());
    }, PASSWORD_CHECK_WAIT_MS);
    waiting.push(handOver);
  });
}
