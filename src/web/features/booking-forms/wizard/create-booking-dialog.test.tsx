// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../../../shared/bookings.ts";
import { localIsoDate } from "../../../../shared/dates.ts";
import type { AircraftType, BookingStatus, Customer, Location } from "../../../../shared/reference-data.ts";
import { AIRCRAFT_BY_TYPE_PATH } from "../../../data/get-aircraft-by-type.ts";
import { AIRCRAFT_TYPES_PATH } from "../../../data/get-aircraft-types.ts";
import { BOOKING_STATUSES_PATH } from "../../../data/get-booking-statuses.ts";
import { BOOKINGS_PATH } from "../../../data/get-bookings.ts";
import { CUSTOMERS_PATH } from "../../../data/get-customers.ts";
import { LOCATIONS_PATH } from "../../../data/get-locations.ts";
import { dateText } from "../../../ui/date-text.ts";
import { CreateBookingDialog } from "./create-booking-dialog.tsx";

/**
 * The wizard's step rules as a person meets them: Next needs the values shown on the step, on an
 * empty database too. The lists are put in the query cache, so nothing goes to a server.
 */

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new Error("component tests make no requests"))),
  );
  consoleError = vi.spyOn(console, "error");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // Warnings are bugs.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

const statuses: BookingStatus[] = [
  {
    id: 1,
    statusText: "Confirmed",
    statusColour: "#10B981",
    statusConfirmed: true,
    occupiesAircraft: true,
    created_at: "2025-01-01",
  },
  {
    id: 2,
    statusText: "Pending",
    statusColour: "#6B7280",
    statusConfirmed: false,
    occupiesAircraft: true,
    created_at: "2025-01-01",
  },
];
const types: AircraftType[] = [
  { id: 1, title: "AW139" },
  { id: 2, title: "EC135" },
];
const customers: Customer[] = [
  { id: 1, name: "Wind Farm Services", color: "#0EA5E9" },
  { id: 2, name: "Bristow Offshore", color: "#2563EB" },
];
const locations: Location[] = [
  { id: 1, name: "EGNJ Humberside" },
  { id: 2, name: "EGNH Blackpool" },
];

const booking: Booking = {
  id: 9,
  version: 1,
  startDate: "2025-03-01",
  endDate: "2025-03-01",
  customerId: 2,
  customer: customers[1]!,
  departureId: 1,
  departureLocation: { name: "EGNJ Humberside" },
  aircraftTypeId: 2,
  aircraftType: types[1]!,
  allocatedAircraftId: null,
  allocatedAircraft: null,
  dailyDetails: [
    {
      id: 90,
      date: "2025-03-01",
      destinationId: 2,
      destinationLocation: { name: "EGNH Blackpool" },
      departureTime: "TBC",
      expectedAircraftHours: "0",
      actualHours: null,
      remarks: "--",
      bookingStatusId: 1,
      legs: [],
    },
  ],
};

function renderWizard(data: { customers: Customer[]; locations: Location[]; bookings: Booking[] }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData([CUSTOMERS_PATH], data.customers);
  queryClient.setQueryData([LOCATIONS_PATH], data.locations);
  queryClient.setQueryData([AIRCRAFT_TYPES_PATH], types);
  queryClient.setQueryData([BOOKING_STATUSES_PATH], statuses);
  queryClient.setQueryData([BOOKINGS_PATH, { from: "2025-03-01", to: "2025-03-31" }], data.bookings);
  for (const type of types) queryClient.setQueryData([AIRCRAFT_BY_TYPE_PATH, type.id], []);
  render(
    <QueryClientProvider client={queryClient}>
      <CreateBookingDialog open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole("dialog"), user: userEvent.setup() };
}

const nextButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Next" });

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(dialog).getByLabelText(label));
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("Create Booking wizard: Next needs the values shown on the step", () => {
  it("on an empty database, step 1 asks for a customer and nothing from step 2", async () => {
    const { dialog, user } = renderWizard({ customers, locations: [], bookings: [] });
    expect(
      within(dialog).getByText("Step 1 of 3 - Fill in the details below to create a new flight booking"),
    ).toBeVisible();
    // Both dates are today and the status is 'Pending'; only the customer is missing.
    const today = dateText(localIsoDate(new Date()));
    expect(within(dialog).getByLabelText("Start Date")).toHaveValue(today);
    expect(within(dialog).getByLabelText("End Date")).toHaveValue(today);
    expect(within(dialog).getByLabelText("Booking Status")).toHaveTextContent("Pending");
    expect(nextButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText("To continue, fill in: Customer")).toBeVisible();

    await choose(user, dialog, "Select Customer", "Bristow Offshore");
    expect(nextButton(dialog)).toBeEnabled();
    await user.click(nextButton(dialog));

    // Step 2 on an empty database: departure, destination and type are all needed.
    expect(
      within(dialog).getByText("Step 2 of 3 - Fill in the details below to create a new flight booking"),
    ).toBeVisible();
    expect(nextButton(dialog)).toBeDisabled();
    expect(
      within(dialog).getByText("To continue, fill in: Departure, Destination, Aircraft Type"),
    ).toBeVisible();
  });

  it("step 1 needs both dates, a customer and a status", async () => {
    const { dialog, user } = renderWizard({ customers, locations, bookings: [booking] });
    expect(nextButton(dialog)).toBeEnabled();

    await user.clear(within(dialog).getByLabelText("End Date"));
    expect(nextButton(dialog)).toBeDisabled();
    expect(within(dialog).getByText("To continue, fill in: End Date")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Start Date"));
    expect(within(dialog).getByText("To continue, fill in: Start Date, End Date")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Start Date"), "02/04/2025");
    // A start date with an empty end date moves the end date to it.
    expect(within(dialog).getByLabelText("End Date")).toHaveValue("02/04/2025");
    expect(nextButton(dialog)).toBeEnabled();
  });

  it("step 2 needs departure, destination and aircraft type; the specific aircraft is optional", async () => {
    const { dialog, user } = renderWizard({ customers, locations, bookings: [booking] });
    await user.click(nextButton(dialog));
    // Pre-filled from the most recent booking.
    expect(within(dialog).getByLabelText("Departure")).toHaveTextContent("EGNJ Humberside");
    expect(within(dialog).getByLabelText("Destination")).toHaveTextContent("EGNH Blackpool");
    expect(within(dialog).getByLabelText("Aircraft Type")).toHaveTextContent("EC135");
    expect(nextButton(dialog)).toBeEnabled();

    await user.click(nextButton(dialog));
    expect(
      within(dialog).getByText("Step 3 of 3 - Fill in the details below to create a new flight booking"),
    ).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Next" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Create Booking" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    await user.click(within(dialog).getByRole("button", { name: "Previous" }));
    expect(
      within(dialog).getByRole("heading", { name: "Booking Dates and Customer Selection" }),
    ).toBeVisible();
  });

  it("step 3 always passes and Enter in its fields does not create", async () => {
    const { dialog, user } = renderWizard({ customers, locations, bookings: [booking] });
    await user.click(nextButton(dialog));
    await user.click(nextButton(dialog));
    await user.type(within(dialog).getByLabelText("Remarks (optional)"), "Night stop{Enter}");
    // Reads happen (step 2 reads the aircraft's availability); nothing is written.
    const writes = vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method !== "GET");
    expect(writes).toEqual([]);
    expect(within(dialog).getByRole("button", { name: "Create Booking" })).toBeEnabled();
  });
});
