/**
 * Vitest setup: a test that makes anything call `console.error` fails. React reports bugs that way
 * (a missing key, an update outside act(), an invalid prop) without throwing, so they would otherwise
 * pass unnoticed. A test that expects an error log spies on console.error itself, which replaces this.
 */
import { format } from "node:util";
import { afterEach } from "vitest";

const original = console.error;
let logged: string[] = [];
console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  original(...args);
};

afterEach(() => {
  const seen = logged;
  logged = [];
  if (seen.length > 0) throw new Error(`console.error was called during the test:\n${seen.join("\n")}`);
});
