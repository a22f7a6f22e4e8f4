// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChangeFlag } from "../../../shared/change-flags.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { fakeServer } from "../../testing/fake-server.ts";
import { TooltipProvider } from "../../ui/tooltip.tsx";
import { ChangesButton } from "./changes-button.tsx";

const flag = (bookingId: number, upTo: number): ChangeFlag => ({
  bookingId,
  label: `Import Co, AW139, 0${bookingId}/06/31`,
  deleted: false,
  days: null,
  upTo,
  count: 1,
  newest: {
    id: upTo,
    at: "2031-06-01T09:00:00.000Z",
    user: { id: 2, username: "sam", name: "Sam Jones" },
    entity: "booking",
    entityId: bookingId,
    label: `Import Co, AW139, 0${bookingId}/06/31`,
    action: "imported",
    changes: [],
    details: { bookings: 5 },
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the header's changes (docs/decisions/044)", () => {
  it("counts the flagged bookings the answer only counts, says how many more, and acknowledges them all", async () => {
    const server = fakeServer({
      // The server lists the newest flags and counts the rest.
      "GET /api/change-flags": () => ({ body: { flags: [flag(1, 40), flag(2, 40)], more: 3 } }),
      "POST /api/change-flags/acknowledge-all": () => ({ body: { ok: true } }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TooltipProvider>
          <ChangesButton user={{ id: 1, username: "admin", name: "Admin", can_edit: true }} />
        </TooltipProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "5 changes" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("and 3 more")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Acknowledge all" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: "POST", path: "/api/change-flags/acknowledge-all", body: { upTo: 40 } },
      ]),
    );
  });
});
