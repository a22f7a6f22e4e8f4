// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../../shared/bookings.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { currentToasts } from "../../lib/toast-store.ts";
import { fakeServer } from "../../testing/fake-server.ts";
import { makeBooking } from "../../testing/test-data.ts";
import { TooltipProvider } from "../../ui/tooltip.tsx";
import { BookingsTab } from "./bookings-tab.tsx";

const DAY = "2025-03-07";
let booking: Booking;
let failWrites: boolean;

function serve() {
  return fakeServer({
    "GET /api/bookings": ({ url }) => ({
      body: url.searchParams.get("include") === "flags" ? { bookings: [booking], flags: [] } : [booking],
    }),
    "GET /api/aircraft-types": () => ({ body: [{ id: 1, title: "AW139" }] }),
    "GET /api/booking-statuses": () => ({
      body: [
        {
          id: 1,
          created_at: "",
          statusText: "Pending",
          statusColour: "#6B7280",
          statusConfirmed: false,
          occupiesAircraft: true,
        },
      ],
    }),
    "GET /api/locations": () => ({ body: [{ id: 2, name: "Leman Alpha" }] }),
    "GET /api/aircraft-types-with-aircraft": () => ({ body: [{ id: 1, title: "AW139", aircraft: [] }] }),
    "PATCH /api/bookings/:id/daily-details/:date/:field": ({ url, body }) => {
      if (failWrites) return { status: 500, body: { error: "The database is unavailable" } };
      const field = url.pathname.split("/").pop();
      const change = body as Record<string, string> & {
        remarks: string;
        departureTime: string;
        expectedHours: string;
      };
      const dayChange =
        field === "remarks"
          ? { remarks: change.remarks }
          : field === "departure-time"
            ? { departureTime: change.departureTime }
            : field === "actual-hours"
              ? { actualHours: (body as { actualHours: string | null }).actualHours }
              : { expectedAircraftHours: change.expectedHours };
      booking = { ...booking, dailyDetails: booking.dailyDetails.map((d) => ({ ...d, ...dayChange })) };
      return { body: booking };
    },
  });
}

function renderTab(canEdit = true) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <BookingsTab canEdit={canEdit} onCreateBooking={vi.fn()} onEditBooking={vi.fn()} />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

const bookingRow = async () => {
  const cell = await screen.findByText("07/03/25");
  return cell.closest("tr") as HTMLTableRowElement;
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("scheduler.month", "2025-03");
  booking = makeBooking({ id: 1, startDate: DAY, endDate: DAY });
  failWrites = false;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Booking Details inline editing", () => {
  it("shows the month with a placeholder row for each empty day", async () => {
    serve();
    renderTab();
    await bookingRow();
    expect(screen.getByRole("heading", { name: "March 2025" })).toBeTruthy();
    // A window's worth of rows first, then the rest of the month.
    await waitFor(() =>
      expect(document.querySelectorAll('tr[data-row-kind="placeholder"]')).toHaveLength(30),
    );
  });

  it("shows a window's worth of rows first, then the rest of the month, also after a slow load", async () => {
    const { fetchMock } = serve();
    // Answers arrive after several frames, as over a network: the table must not finish early while
    // it waits, and then render the whole month at once.
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return fetchMock(...args);
    });
    renderTab();
    await bookingRow();
    // jsdom's window is 768 px high: 22 rows of 35 px fill it.
    expect(document.querySelectorAll("tbody tr").length).toBe(22);
    await waitFor(() => expect(document.querySelectorAll("tbody tr")).toHaveLength(31));
  });

  it("saves remarks on Enter, shows them at once, and toasts success", async () => {
    const server = serve();
    renderTab();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole("button", { name: "Remarks: --" }));
    const input = within(row).getByRole("textbox", { name: "Remarks" });
    await userEvent.clear(input);
    await userEvent.type(input, "Crew change{Enter}");
    expect(within(row).getByRole("button", { name: "Remarks: Crew change" })).toBeTruthy();
    await waitFor(() => expect(currentToasts()[0]?.description).toBe("Remarks updated successfully"));
    expect(server.writes()).toEqual([
      {
        method: "PATCH",
        path: `/api/bookings/1/daily-details/${DAY}/remarks`,
        body: { remarks: "Crew change", version: 1 },
      },
    ]);
  });

  it("saves departure time on blur and cancels on Escape", async () => {
    const server = serve();
    renderTab();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole("button", { name: "Departure Time: TBC" }));
    await userEvent.type(within(row).getByRole("textbox", { name: "Departure Time" }), "0930{Escape}");
    expect(within(row).getByRole("button", { name: "Departure Time: TBC" })).toBeTruthy();
    expect(server.writes()).toHaveLength(0);

    await userEvent.click(within(row).getByRole("button", { name: "Departure Time: TBC" }));
    const input = within(row).getByRole("textbox", { name: "Departure Time" });
    await userEvent.clear(input);
    await userEvent.type(input, "0930");
    act(() => input.blur());
    // The clash preview, then the save, each with the version the cell opened on (docs/decisions/028).
    await waitFor(() => expect(server.writes().map((call) => call.method)).toEqual(["POST", "PATCH"]));
    expect(server.writes().map((call) => call.body)).toEqual([
      { departureTime: "0930", version: 1 },
      { departureTime: "0930", version: 1 },
    ]);
    await waitFor(() =>
      expect(within(row).getByRole("button", { name: "Departure Time: 0930" })).toBeTruthy(),
    );
  });

  it("accepts only digits and one point in expected hours, saves two decimals, reverts invalid text", async () => {
    const server = serve();
    renderTab();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole("button", { name: "Expected Hours: 1.50" }));
    let input = within(row).getByRole("textbox", { name: "Expected Hours" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "2a.5.x");
    expect(input.value).toBe("2.5");
    await userEvent.keyboard("{Enter}");
    // The save is a PATCH; the POST before it asks which clashes it would add (none here).
    const saves = () => server.writes().filter((call) => call.method === "PATCH");
    await waitFor(() => expect(saves()[0]?.body).toEqual({ expectedHours: "2.50", version: 1 }));
    await waitFor(() =>
      expect(within(row).getByRole("button", { name: "Expected Hours: 2.50" })).toBeTruthy(),
    );

    await userEvent.click(within(row).getByRole("button", { name: "Expected Hours: 2.50" }));
    input = within(row).getByRole("textbox", { name: "Expected Hours" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, ".");
    act(() => input.blur());
    expect(within(row).getByRole("button", { name: "Expected Hours: 2.50" })).toBeTruthy();
    expect(saves()).toHaveLength(1);
  });

  it("reads 2:30 as 2.50 hours, never 230; refuses 1.234 and abc with why, keeping the cell open (docs/decisions/042)", async () => {
    const server = serve();
    renderTab();
    const row = await bookingRow();
    const saves = () => server.writes().filter((call) => call.method === "PATCH");
    await userEvent.click(within(row).getByRole("button", { name: "Expected Hours: 1.50" }));
    let input = within(row).getByRole("textbox", { name: "Expected Hours" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "2:30");
    expect(input.value).toBe("2:30");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(saves()[0]?.body).toEqual({ expectedHours: "2.50", version: 1 }));

    await userEvent.click(await within(row).findByRole("button", { name: "Expected Hours: 2.50" }));
    input = within(row).getByRole("textbox", { name: "Expected Hours" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, "1.234");
    await userEvent.keyboard("{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe(
      '"1.234" has more than 2 decimals: hours are kept to 2 decimals (0.01 h)',
    );
    expect(within(row).getByRole("textbox", { name: "Expected Hours" })).toBe(input);
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await userEvent.clear(input);
    await userEvent.type(input, "abc");
    expect(input.value).toBe("");
    expect(screen.getByRole("alert").textContent).toContain("2:30 or 2h30");
    await userEvent.keyboard("{Escape}");
    expect(saves()).toHaveLength(1);
  });

  it("records actual hours beside the expected ones once 'Show Actual Hours' is on, and blank clears them", async () => {
    const server = serve();
    renderTab();
    expect(screen.queryByRole("columnheader", { name: /Actual Hours/ })).toBeNull();
    await userEvent.click(await screen.findByRole("switch", { name: "Show Actual Hours" }));
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole("button", { name: "Actual Hours: not recorded" }));
    let input = within(row).getByRole("textbox", { name: "Actual Hours" }) as HTMLInputElement;
    await userEvent.type(input, "1.75");
    await userEvent.keyboard("{Enter}");
    const saves = () => server.writes().filter((call) => call.method === "PATCH");
    await waitFor(() => expect(saves()[0]?.body).toEqual({ actualHours: "1.75", version: 1 }));
    expect(saves()[0]?.path).toMatch(/\/actual-hours$/);

    await userEvent.click(await within(row).findByRole("button", { name: "Actual Hours: 1.75" }));
    input = within(row).getByRole("textbox", { name: "Actual Hours" }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(saves()[1]?.body).toMatchObject({ actualHours: null }));
  });

  it("rolls a failed save back and shows the server's error", async () => {
    serve();
    failWrites = true;
    renderTab();
    const row = await bookingRow();
    await userEvent.click(within(row).getByRole("button", { name: "Remarks: --" }));
    const input = within(row).getByRole("textbox", { name: "Remarks" });
    fireEvent.change(input, { target: { value: "Night stop" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: "Error",
        description: "The database is unavailable",
      }),
    );
    await waitFor(() => expect(within(row).getByRole("button", { name: "Remarks: --" })).toBeTruthy());
  });

  it("shows values without edit controls to read-only users", async () => {
    serve();
    renderTab(false);
    const row = await bookingRow();
    expect(within(row).queryByRole("button", { name: /^Remarks/ })).toBeNull();
    expect(within(row).getByText("--")).toBeTruthy();
    const remove = within(row).getByRole("button", { name: "Delete booking" });
    expect(remove.getAttribute("aria-disabled")).toBe("true");
  });
});
