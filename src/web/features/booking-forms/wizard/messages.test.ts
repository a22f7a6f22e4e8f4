import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { addEntryErrorMessage, createBookingErrorMessage, listHoldsName } from "./messages.ts";

describe("createBookingErrorMessage", () => {
  it("says the request timed out when the 30-second signal fired", () => {
    expect(createBookingErrorMessage(new DOMException("signal timed out", "TimeoutError"))).toBe(
      "Request timed out. Please try again.",
    );
  });

  it("shows the server's error text, else the default", () => {
    expect(createBookingErrorMessage(new ApiError(400, "400: ...", "Customer 9 does not exist"))).toBe(
      "Customer 9 does not exist",
    );
    expect(createBookingErrorMessage(new ApiError(502, "502: Bad Gateway", undefined))).toBe(
      "Failed to create booking",
    );
    expect(createBookingErrorMessage(new TypeError("Failed to fetch"))).toBe("Failed to create booking");
  });
});

describe("addEntryErrorMessage", () => {
  it("names the duplicate on a 409", () => {
    const conflict = new ApiError(409, "409: ...", "Customer already exists");
    expect(addEntryErrorMessage(conflict, "customer")).toBe("Customer already exists");
    expect(addEntryErrorMessage(conflict, "location")).toBe("Location already exists");
  });

  it("shows other failures' server text, else the default", () => {
    expect(addEntryErrorMessage(new ApiError(403, "403: ...", "Read-only mode"), "customer")).toBe(
      "Read-only mode",
    );
    expect(addEntryErrorMessage(new TypeError("Failed to fetch"), "customer")).toBe("Failed to add customer");
    expect(addEntryErrorMessage(new TypeError("Failed to fetch"), "location")).toBe("Failed to add location");
  });
});

describe("listHoldsName", () => {
  it("compares names trimmed and case-insensitively", () => {
    expect(listHoldsName([{ name: "Air Ambulance" }], "  air ambulance ")).toBe(true);
    expect(listHoldsName([{ name: "Air Ambulance" }], "Air Ambulance 2")).toBe(false);
  });
});
