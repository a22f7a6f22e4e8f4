import { conflict } from "../errors.ts";

/** 409 saying how many bookings still use what is being deleted or changed. */
export function assertUnused(options: { count: number; what: string; use: string; fix: string }) {
  const { count, what, use, fix } = options;
  if (count === 0) return;
  const bookings = count === 1 ? "1 booking" : `${count} bookings`;
  throw conflict(`${what} is ${use} ${bookings}; ${fix}`);
}
