import { describe, expect, it } from "vitest";
import {
  type CreateBookingFormValues,
  createBookingForm,
  editBookingForm,
  endDateAfterStartChange,
} from "./booking-form.ts";

const filled: CreateBookingFormValues = {
  startDate: "2025-03-10",
  endDate: "2025-03-12",
  customerId: "4",
  bookingStatusId: "1",
  departureId: "2",
  destinationId: "3",
  aircraftTypeId: "5",
  allocatedAircraftId: "",
  departureTime: "",
  expectedHours: "",
  remarks: "  ",
};

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("createBookingForm", () => {
  it("turns the wizard's strings into the create-booking payload with the spec's defaults", () => {
    expect(createBookingForm.parse(filled)).toEqual({
      customerId: 4,
      aircraftTypeId: 5,
      bookingStatusId: 1,
      departureId: 2,
      destinationId: 3,
      startDate: "2025-03-10",
      endDate: "2025-03-12",
      departureTime: "TBC",
      expectedHours: "0",
      remarks: "--",
    });
  });

  it("keeps entered flight details and a chosen aircraft", () => {
    const payload = createBookingForm.parse({
      ...filled,
      allocatedAircraftId: "7",
      departureTime: " 08:30 ",
      expectedHours: "1.25",
      remarks: " Medical crew ",
    });
    expect(payload).toMatchObject({
      allocatedAircraftId: 7,
      departureTime: "08:30",
      expectedHours: "1.25",
      remarks: "Medical crew",
    });
  });

  it("reports every empty required field with the spec's message under the form's field name", () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, ""]));
    expect(messages(createBookingForm.safeParse(empty))).toEqual({
      customerId: "Please select a customer",
      aircraftTypeId: "Please select an aircraft type",
      bookingStatusId: "Please select a status",
      departureId: "Please select departure location",
      destinationId: "Please select destination",
      startDate: "Please select start date",
      endDate: "Please select end date",
    });
  });

  it("refuses an end date before the start date and hours that are not a number", () => {
    const result = createBookingForm.safeParse({ ...filled, endDate: "2025-03-09", expectedHours: "-1" });
    expect(messages(result)).toEqual({
      endDate: "End date must be on or after start date",
      expectedHours: "Expected hours must be a number of 0 or more with at most two decimals",
    });
  });
});

describe("editBookingForm", () => {
  it("turns the edit dialog's strings into the edit payload", () => {
    expect(
      editBookingForm.parse({
        customerId: "1",
        aircraftTypeId: "2",
        departureId: "3",
        startDate: "2025-03-01",
        endDate: "2025-03-02",
        allocatedAircraftId: "4",
      }),
    ).toEqual({
      customerId: 1,
      aircraftTypeId: 2,
      departureId: 3,
      startDate: "2025-03-01",
      endDate: "2025-03-02",
      allocatedAircraftId: 4,
    });
  });

  it("takes no aircraft chosen as none", () => {
    const values = {
      customerId: "1",
      aircraftTypeId: "2",
      departureId: "3",
      startDate: "2025-03-01",
      endDate: "2025-03-02",
      allocatedAircraftId: "",
    };
    expect(editBookingForm.parse(values).allocatedAircraftId).toBeNull();
  });

  it("shows the spec's messages for empty dates", () => {
    const result = editBookingForm.safeParse({
      customerId: "1",
      aircraftTypeId: "2",
      departureId: "3",
      startDate: "",
      endDate: "",
      allocatedAircraftId: "",
    });
    expect(messages(result)).toEqual({
      startDate: "Start date is required",
      endDate: "End date is required",
    });
  });
});

describe("endDateAfterStartChange", () => {
  it("moves an empty or earlier end date to the start date and keeps a later one", () => {
    expect(endDateAfterStartChange("2025-03-01", "2025-03-10", "")).toBe("2025-03-10");
    expect(endDateAfterStartChange("2025-03-01", "2025-03-10", "2025-03-09")).toBe("2025-03-10");
    expect(endDateAfterStartChange("2025-03-01", "2025-03-10", "2025-03-10")).toBe("2025-03-10");
    expect(endDateAfterStartChange("2025-03-01", "2025-03-10", "2025-03-15")).toBe("2025-03-15");
    expect(endDateAfterStartChange("2025-03-10", "", "2025-03-15")).toBe("2025-03-15");
  });

  it("keeps a one-day booking one day: its end follows the start later and earlier", () => {
    expect(endDateAfterStartChange("2026-11-26", "2026-12-10", "2026-11-26")).toBe("2026-12-10");
    expect(endDateAfterStartChange("2026-12-10", "2026-12-01", "2026-12-10")).toBe("2026-12-01");
  });

  it("leaves a longer booking's later end where it is when the start moves earlier", () => {
    expect(endDateAfterStartChange("2026-12-10", "2026-12-01", "2026-12-26")).toBe("2026-12-26");
  });
});
