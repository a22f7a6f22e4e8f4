import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";
import { MAX_LOGIN_FAILURES, MAX_USERNAME_FAILURES } from "./login-limit.ts";
import {
  inPasswordCheckSlot,
  MAX_CONCURRENT_PASSWORD_CHECKS,
  MAX_WAITING_PASSWORD_CHECKS,
} from "./passwords.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, address: string, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    headers: { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
  });

/** Takes every password-check slot and every place in the queue for one until the function returned is called. */
function holdEverySlot() {
  let release = () => {};
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const held = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS + MAX_WAITING_PASSWORD_CHECKS }, () =>
    inPasswordCheckSlot(
      () => gate,
      () => new Error("busy"),
    ),
  );
  return async () => {
    release();
    await Promise.all(held);
  };
}

/** The sign-in limit counts passwords actually checked, and slows a guess spread over many addresses. */
describe("sign-in limit across addresses (docs/decisions/025)", () => {
  it("does not count a busy answer as a failed attempt: the right password still signs in afterwards", async () => {
    const release = holdEverySlot();
    for (let i = 0; i < MAX_LOGIN_FAILURES + 2; i++) {
      const busy = await login("viewer", TEST_PASSWORD, "10.60.0.1");
      expect(busy.statusCode).toBe(503);
      expect(busy.json().error).toBe("The server is busy signing people in. Try again in a moment.");
    }
    await release();
    const signedIn = await login("viewer", TEST_PASSWORD, "10.60.0.1");
    expect(signedIn.statusCode).toBe(200);
  });

  it("checks a username guessed from many addresses only from a browser it signed in on before", async () => {
    // The user signs in at their desk before the guessing starts: that browser is remembered.
    const atDesk = await login("Engineering", TEST_PASSWORD, "10.61.0.1");
    expect(atDesk.statusCode).toBe(200);
    const knownDevices = atDesk.cookies.find((cookie) => cookie.name === "known_devices");
    expect(knownDevices?.httpOnly).toBe(true);
    const deviceCookie = `known_devices=${knownDevices?.value}`;

    // Guesses from many addresses, two each, never reach the per-address limit, but reach the user's.
    for (let i = 0; i < MAX_USERNAME_FAILURES; i++) {
      const guess = await login("engineering", `guess${i}`, `10.62.${i}.1`);
      expect(guess.statusCode).toBe(401);
    }
    const nextGuess = await login("Engineering", "guess-more", "10.63.0.1");
    expect(nextGuess.statusCode).toBe(429);
    expect(nextGuess.json().error).toBe(
      "Too many failed sign-in attempts for this user from elsewhere. Sign in on a computer you have used before, or try again in 15 minutes.",
    );
    // Even the right password is not checked from a browser never seen before...
    const newBrowser = await login("Engineering", TEST_PASSWORD, "10.63.0.2");
    expect(newBrowser.statusCode).toBe(429);
    // ...but the user's own browser still signs in, so the guessing does not lock them out.
    const ownBrowser = await login("Engineering", TEST_PASSWORD, "10.61.0.1", deviceCookie);
    expect(ownBrowser.statusCode).toBe(200);
    // A made-up entry is not a known device.
    const forged = await login("Engineering", TEST_PASSWORD, "10.63.0.3", "known_devices=3.1.AAAA");
    expect(forged.statusCode).toBe(429);
    // Other users are not affected.
    expect((await login("viewer", TEST_PASSWORD, "10.63.0.4")).statusCode).toBe(200);
    // The window passes and anyone may try again.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login("Engineering", TEST_PASSWORD, "10.63.0.2")).statusCode).toBe(200);
  });

  it("forgets a known device when the password changes", async () => {
    const first = await login("admin", TEST_PASSWORD, "10.64.0.1");
    const deviceCookie = `known_devices=${first.cookies.find((c) => c.name === "known_devices")?.value}`;
    const cookie = `sid=${first.cookies.find((c) => c.name !== "known_devices")?.value}`;
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/users/1/password",
      payload: { password: "a new password" },
      headers: { cookie, "x-forwarded-for": "10.64.0.1" },
    });
    expect(changed.statusCode).toBeLessThan(300);
    for (let i = 0; i < MAX_USERNAME_FAILURES; i++) await login("admin", `guess${i}`, `10.65.${i}.1`);
    expect((await login("admin", "a new password", "10.64.0.1", deviceCookie)).statusCode).toBe(429);
  });
});
