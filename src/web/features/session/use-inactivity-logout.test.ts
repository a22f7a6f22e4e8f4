// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../../shared/auth.ts";
import { ACTIVITY_EVENTS, useInactivityLogout } from "./use-inactivity-logout.ts";

const MINUTE = 60_000;
const admin: User = { id: 1, username: "admin", name: "Administrator", can_edit: true };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function setup(user: User | null) {
  const handlers = { onTimeout: vi.fn(), keepAlive: vi.fn() };
  const hook = renderHook(({ current }) => useInactivityLogout(current, handlers), {
    initialProps: { current: user },
  });
  return { handlers, hook };
}

describe("inactivity logout", () => {
  it("signs out after 15 minutes without activity", () => {
    const { handlers } = setup(admin);
    vi.advanceTimersByTime(15 * MINUTE - 1);
    expect(handlers.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handlers.onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)("restarts the timer on %s", (event) => {
    const { handlers } = setup(admin);
    vi.advanceTimersByTime(10 * MINUTE);
    window.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(10 * MINUTE);
    expect(handlers.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(handlers.onTimeout).toHaveBeenCalledTimes(1);
  });

  it("hears scrolling inside the table, which does not bubble", () => {
    const { handlers } = setup(admin);
    const scroller = document.createElement("div");
    document.body.append(scroller);
    vi.advanceTimersByTime(14 * MINUTE);
    scroller.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(14 * MINUTE);
    expect(handlers.onTimeout).not.toHaveBeenCalled();
    scroller.remove();
  });

  it("keeps the server session alive at most once a minute while the person is active", () => {
    const { handlers } = setup(admin);
    for (let second = 0; second < 150; second++) {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event("mousemove"));
    }
    expect(handlers.keepAlive).toHaveBeenCalledTimes(2);
  });

  it("never signs out Engineering, and does nothing while nobody is signed in", () => {
    const engineering = setup({ id: 2, username: "Engineering", name: "Wall", can_edit: false });
    const nobody = setup(null);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(engineering.handlers.onTimeout).not.toHaveBeenCalled();
    expect(nobody.handlers.onTimeout).not.toHaveBeenCalled();
  });

  it("stops when the user signs out", () => {
    const { handlers, hook } = setup(admin);
    hook.rerender({ current: null });
    vi.advanceTimersByTime(60 * MINUTE);
    expect(handlers.onTimeout).not.toHaveBeenCalled();
  });

  it("counts activity in another tab of the same browser", () => {
    const { handlers } = setup(admin);
    vi.advanceTimersByTime(10 * MINUTE);
    localStorage.setItem("scheduler.lastActivity", String(Date.now()));
    vi.advanceTimersByTime(10 * MINUTE);
    expect(handlers.onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(handlers.onTimeout).toHaveBeenCalledTimes(1);
  });
});
