// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StaleWriteAnswer } from "../../../../shared/stale-write.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { fakeServer } from "../../../testing/fake-server.ts";
import { makeBooking } from "../../../testing/test-data.ts";
import { SaveAnywayQuestion } from "../../../ui/save-anyway-question.tsx";
import { StaleWriteQuestion } from "../../../ui/stale-write-question.tsx";
import type { BookingRow } from "../rows.ts";
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
        // With the version the save sends: a booking changed since is refused, not asked about.
        {
          method: "POST",
          path: "/api/conflicts/preview-day-status/4/2030-05-02",
          body: { statusId: 2, version: 1 },
        },
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
        { method: "POST", path: "/api/conflicts/preview-status/4", body: { statusId: 2, version: 1 } },
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

describe("a status whose preview finds the booking changed since (docs/decisions/022, 028)", () => {
  const theirs = { ...booking, version: 2 };
  const stale: StaleWriteAnswer = {
    error: "Booking 4 was changed by Sam Jones after you read it",
    booking: theirs,
    changedBy: { id: 7, username: "sam", name: "Sam Jones" },
    changedAt: "2030-05-01T10:42:00Z",
    changes: [{ field: "Remarks", date: "2030-05-02", from: "--", to: "Crew change" }],
  };
  const clash = {
    kind: "time",
    date: "2030-05-02",
    aircraftId: 3,
    registration: "G-MCGB",
    aircraftTypeId: 1,
    aircraftTypeTitle: "AW139",
    bookingIds: [4, 9],
    detail: "Both fly G-MCGB at 0930",
    summary: "G-MCGB with booking 9 at 0930",
  };

  it("is told who changed it first, and 'Apply mine' then asks about clashes on the booking as it is", async () => {
    const server = fakeServer({
      "POST /api/conflicts/preview-day-status/:id/:date": ({ body }) =>
        (body as { version?: number }).version === 1
          ? { status: 409, body: stale }
          : { body: { conflicts: [clash] } },
      "PATCH /api/bookings/:id/daily-details/:date/status": ({ body }) =>
        (body as { version?: number }).version === 1
          ? { status: 409, body: stale }
          : { body: { ...theirs, version: 3 } },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StatusScopeDialog
          row={row}
          statusId={2}
          statusText="Cancelled"
          onDone={vi.fn()}
          returnFocus={vi.fn()}
        />
        <StaleWriteQuestion />
        <SaveAnywayQuestion />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "This day only" }));
    // Not asked about a clash on a booking that is not the one they changed: told who changed it.
    const changed = await screen.findByRole("dialog", { name: /^Changed by Sam Jones at / });
    expect(changed.textContent).toContain("Crew change");
    expect(screen.queryByRole("dialog", { name: /clash/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Apply mine" }));
    // Now the clash, previewed on their version, before anything is saved over theirs.
    const question = await screen.findByRole("dialog", { name: "This change adds a clash" });
    expect(question.textContent).toContain("G-MCGB with booking 9 at 0930");
    expect(server.writes().map((call) => [call.method, (call.body as { version?: number }).version])).toEqual(
      [
        ["POST", 1],
        ["PATCH", 1],
        ["POST", 2],
      ],
    );
    await userEvent.click(screen.getByRole("button", { name: "Save anyway" }));
    await vi.waitFor(() =>
      expect(server.writes().at(-1)).toEqual({
        method: "PATCH",
        path: "/api/bookings/4/daily-details/2030-05-02/status",
        body: { statusId: 2, version: 2 },
      }),
    );
  });
});
