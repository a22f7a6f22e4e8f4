// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CrewFlight } from "./crew-days.ts";
import { CrewFlightItem } from "./crew-flight.tsx";

afterEach(cleanup);

const flight = (overrides: Partial<CrewFlight>): CrewFlight => ({
  key: "1:2025-03-29",
  bookingId: 1,
  time: "08:00",
  hours: "2.25",
  aircraft: "AW139 G-LDNA",
  customer: { name: "Bristow Offshore", color: "#2563EB" },
  route: "EGNH Humberside → Leman Alpha",
  legs: [],
  remarks: "",
  status: { text: "Confirmed", colour: "#10B981" },
  cancelled: false,
  departed: false,
  next: false,
  ...overrides,
});

describe("a flight on the crew's phone (docs/decisions/049)", () => {
  it("lists a day's legs under the flight, each with its time, hours, route, passengers and positioning", () => {
    render(
      <ol>
        <CrewFlightItem
          clash={false}
          flight={flight({
            route: "3 legs",
            legs: [
              {
                key: "11",
                time: "08:00",
                hours: "0.75",
                route: "EGNH Humberside → Leman Alpha",
                passengers: 12,
                positioning: false,
              },
              {
                key: "12",
                time: "09:15",
                hours: "0.50",
                route: "Leman Alpha → Ravenspurn North",
                passengers: null,
                positioning: false,
              },
              {
                key: "13",
                time: "10:30",
                hours: "1.00",
                route: "Ravenspurn North → EGNH Humberside",
                passengers: 0,
                positioning: true,
              },
            ],
          })}
        />
      </ol>,
    );
    const legs = within(screen.getByRole("list", { name: "3 legs" })).getAllByRole("listitem");
    expect(legs.map((leg) => leg.textContent)).toEqual([
      "08:000.75 expected hours hEGNH Humberside → Leman Alpha12 pax",
      "09:150.50 expected hours hLeman Alpha → Ravenspurn North",
      "10:301.00 expected hours hRavenspurn North → EGNH Humberside0 paxPositioning",
    ]);
    expect(screen.getByText("3 legs")).toBeTruthy();
  });

  it("shows a one-leg day as before: its route, and no list of legs", () => {
    render(
      <ol>
        <CrewFlightItem clash={false} flight={flight({})} />
      </ol>,
    );
    expect(screen.getByText("EGNH Humberside → Leman Alpha")).toBeTruthy();
    expect(screen.queryByRole("list", { name: /legs/ })).toBeNull();
  });
});
