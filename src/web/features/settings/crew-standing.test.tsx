// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SHIPPED_RULE_SETS, US_135_267 } from "../../../shared/duty-rules.ts";
import type { CrewStanding, LimitFigureAnswer } from "../../../shared/duty-standing.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { fakeServer } from "../../testing/fake-server.ts";
import { CrewStandingSummary } from "./crew-standing.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const figure = (limitId: string, value: number, limit: number, state: LimitFigureAnswer["state"]) => ({
  limitId,
  kind: limitId.startsWith("rest") ? "rest-before-duty-end" : "flight-time",
  citation: "14 CFR 135.267",
  figure: value,
  value: limit,
  unit: "h" as const,
  state,
  windowStart: "2031-06-01T00:00:00.000Z",
  windowEnd: "2031-06-02T00:00:00.000Z",
  text: `Capt. Hughes: ${value} h, limit ${limit} h`,
});

const serve = (standing: CrewStanding) =>
  fakeServer({
    "GET /api/duty-rules": () => ({
      body: {
        ruleSetId: US_135_267.id,
        numbers: [],
        reportMinutes: 45,
        postFlightMinutes: 15,
        ruleSet: US_135_267,
        shippedSets: SHIPPED_RULE_SETS,
      },
    }),
    "GET /api/crew/:id/standing": () => ({ body: standing }),
  });

const show = (active = true) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CrewStandingSummary memberId={4} active={active} />
    </QueryClientProvider>,
  );

describe("a crew member's standing on their row (docs/decisions/055)", () => {
  it("says amber in words beside the figure that makes it so, and when rest is next due", async () => {
    serve({
      crewMemberId: 4,
      ruleSetId: US_135_267.id,
      state: "amber",
      now: [figure("flight-24h-two-pilots", 2, 10, "ok"), figure("rest-before-end", 12, 10, "ok")],
      ahead: [figure("flight-24h-one-pilot", 7.5, 8, "amber")],
      nextRestDue: {
        at: "2031-06-01T18:00:00.000Z",
        limitId: "rest-before-end",
        citation: "14 CFR 135.267(d)",
      },
    });
    show();
    expect(await screen.findByText("Amber: near a limit")).toBeTruthy();
    expect(screen.getByText("Flight time in 24 h, one pilot: 7.5 of 8 h")).toBeTruthy();
    expect(screen.getByText(/^Next rest due/)).toBeTruthy();
  });

  it("names a floor as at least its number, and asks nothing for an inactive member", async () => {
    const server = serve({
      crewMemberId: 4,
      ruleSetId: US_135_267.id,
      state: "red",
      now: [figure("rest-before-end", 8, 10, "red")],
      ahead: [],
      nextRestDue: null,
    });
    show();
    expect(await screen.findByText("Red: past a limit")).toBeTruthy();
    expect(
      screen.getByText("Consecutive rest in the 24 h before duty ends: 8.0 h, at least 10 h"),
    ).toBeTruthy();
    cleanup();
    server.calls.length = 0;
    show(false);
    expect(screen.getByText("—")).toBeTruthy();
    expect(server.calls.filter((call) => call.path.endsWith("/standing"))).toEqual([]);
  });
});
