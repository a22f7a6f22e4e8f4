// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  applyTableLink,
  clearStatusFilterFromAddress,
  statusFilterFromAddress,
  tableLink,
} from "./table-link.ts";

describe("a link to the table's month and filters", () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("scheduler.aircraftFilter", "9");
  });

  it("is written to what the table remembers, other filters cleared, and leaves the address bar", () => {
    window.history.replaceState(null, "", tableLink({ month: "2031-05", customerId: 12 }));
    applyTableLink();
    expect(localStorage.getItem("scheduler.month")).toBe("2031-05");
    expect(localStorage.getItem("scheduler.customerFilter")).toBe("12");
    expect(localStorage.getItem("scheduler.aircraftFilter")).toBeNull();
    expect(window.location.pathname + window.location.search).toBe("/");
  });

  it("is ignored when its month is not one, or the page is not the scheduler", () => {
    window.history.replaceState(null, "", "/?month=2031-13&customer=12");
    applyTableLink();
    window.history.replaceState(null, "", "/reports?month=2031-05");
    applyTableLink();
    expect(localStorage.getItem("scheduler.month")).toBeNull();
    expect(localStorage.getItem("scheduler.aircraftFilter")).toBe("9");
  });

  it("keeps a booking link beside it, and refuses an id that is not one", () => {
    window.history.replaceState(null, "", "/?month=2031-05&type=abc&booking=7");
    applyTableLink();
    expect(localStorage.getItem("scheduler.aircraftFilter")).toBeNull();
    expect(window.location.search).toBe("?booking=7");
  });

  it("leaves a status in the address, where the table reads it and its chip clears it", () => {
    window.history.replaceState(null, "", tableLink({ month: "2031-05", status: 4 }));
    applyTableLink();
    expect(window.location.search).toBe("?status=4");
    expect(statusFilterFromAddress()).toBe(4);
    expect(localStorage.getItem("scheduler.month")).toBe("2031-05");
    clearStatusFilterFromAddress();
    expect(statusFilterFromAddress()).toBeNull();
    expect(window.location.pathname + window.location.search).toBe("/");
    window.history.replaceState(null, "", tableLink({ month: "2031-05", status: "none" }));
    expect(statusFilterFromAddress()).toBe("none");
    window.history.replaceState(null, "", "/?status=abc");
    expect(statusFilterFromAddress()).toBeNull();
  });
});
