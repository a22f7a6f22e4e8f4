import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";
import { inPasswordCheckSlot, MAX_CONCURRENT_PASSWORD_CHECKS, PASSWORD_CHECK_WAIT_MS } from "./passwords.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    headers: { "x-forwarded-for": address },
  });

/**
 * Password checks at once are bounded (auth/passwords.ts, docs/decisions/007); a sign-in beyond them
 * waits its turn rather than being answered 503 at once, which refused a correct password in 16 of 20
 * floods of 40 sign-ins on PostgreSQL. Each address, username and pair stays under the limits
 * (login-limit.ts, docs/decisions/025), so nothing here may be refused for guessing: a wrong password
 * is 401, a right one 200, however many arrive together.
 */
describe("a flood of sign-ins at once (docs/decisions/007, 025)", () => {
  it("signs in every correct password among 40 at once, the wrong ones from other usernames answered 401", async () => {
    const correct = ["admin", "viewer", "Engineering"];
    const attempts = Array.from({ length: 40 }, (_, i) =>
      i % 4 === 0
        ? { username: correct[i % 3]!, password: TEST_PASSWORD, right: true }
        : { username: i % 2 === 0 ? `ghost${i}` : "admin", password: `guess ${i}`, right: false },
    );
    const started = Date.now();
    const answers = await Promise.all(
      attempts.map(({ username, password }, i) => login(username, password, `10.70.${i}.1`)),
    );
    const took = Date.now() - started;
    const codes = (right: boolean) =>
      answers.filter((_, i) => attempts[i]!.right === right).map((answer) => answer.statusCode);
    console.info(
      `40 sign-ins at once in ${took} ms: correct ${JSON.stringify(codes(true))}, wrong ${JSON.stringify(codes(false))}`,
    );
    expect(codes(true)).toEqual(Array(10).fill(200));
    expect(codes(false)).toEqual(Array(30).fill(401));
  });

  it("waits for a slot at most PASSWORD_CHECK_WAIT_MS, then answers busy without running the check", async () => {
    vi.useFakeTimers();
    try {
      let release = () => {};
      const gate = new Promise<void>((done) => {
        release = done;
      });
      const busy = () => new Error("busy");
      const held = Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS }, () =>
        inPasswordCheckSlot(() => gate, busy),
      );
      const ran: string[] = [];
      const first = inPasswordCheckSlot(async () => ran.push("first"), busy);
      const firstRefused = expect(first).rejects.toThrow("busy");
      vi.advanceTimersByTime(PASSWORD_CHECK_WAIT_MS / 2);
      const second = inPasswordCheckSlot(async () => ran.push("second"), busy);
      vi.advanceTimersByTime(PASSWORD_CHECK_WAIT_MS / 2);
      await firstRefused;
      // The second has waited half as long: a slot that frees now is its.
      release();
      await Promise.all([...held, second]);
      expect(ran).toEqual(["second"]);
      // Every slot is free again.
      await Promise.all(
        Array.from({ length: MAX_CONCURRENT_PASSWORD_CHECKS }, () =>
          inPasswordCheckSlot(async () => 0, busy),
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
