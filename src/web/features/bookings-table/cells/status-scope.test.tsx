// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../lib/query-client.ts";
import { fakeServer } from "../../../testing/fake-server.ts";
import type { BookingRow } from "../rows.ts";
import { makeBooking } from "../test-data.ts";
import { StatusScopeDialog } from "./status-scope.tsx";

const booking = makeBooking({ id: 4, startDate: "2030-05-01", endDate: "2030-05-03" });
const row: BookingRow = {
  kind: "booking",
  key: "4:2030-05-02",
  date: "2030-05-02",
  booking,
  day: booking.dailyDetails[1]!,
  firstOfBooking: false,
  sharedDay: false,
  firstOfDay: true,
};

function ask() {
  const server = fakeServer({
    "PATCH /api/bookings/:id/status": () => ({ body: booking }),
    "PATCH /api/bookings/:id/daily-details/:date/status": () => ({ body: booking }),
  });
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StatusScopeDialog
        row={row}
        statusId={2}
        statusText="Cancelled"
        onDone={onDone}
        returnFocus={vi.fn()}
      />
    </QueryClientProvider>,
  );
  return { server, onDone };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the status question on one day of a longer booking (docs/decisions/023)", () => {
  it("names the day and the booking, opens on 'This day only', and saves that day alone", async () => {
    const { server, onDone } = ask();
    const dialog = await screen.findByRole("dialog", { name: "Change the status to Cancelled" });
    expect(dialog.textContent).toContain("02/05/30 is one of the 3 days");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "This day only" }));
    await userEvent.keyboard("{Enter}");
    expect(onDone).toHaveBeenCalled();
    await vi.waitFor(() =>
      // First the day's clash preview (docs/decisions/022), then that day's save.
      expect(server.writes()).toEqual([
        { method: "POST", path: "/api/conflicts/preview-day-status/4/2030-05-02", body: { statusId: 2 } },
        {
          method: "PATCH",
          path: "/api/bookings/4/daily-details/2030-05-02/status",
          body: { statusId: 2, version: 1 },
        },
      ]),
    );
  });

  it("'All 3 days' uses the booking's call; Escape writes nothing", async () => {
    const first = ask();
    await userEvent.click(await screen.findByRole("button", { name: "All 3 days" }));
    await vi.waitFor(() =>
      expect(first.server.writes()).toEqual([
        { method: "POST", path: "/api/conflicts/preview-status/4", body: { statusId: 2 } },
        { method: "PATCH", path: "/api/bookings/4/status", body: { statusId: 2, version: 1 } },
      ]),
    );
    cleanup();
    const second = ask();
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    expect(second.onDone).toHaveBeenCalled();
    expect(second.server.writes()).toEqual([]);
  });
});
