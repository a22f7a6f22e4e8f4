// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CASA_CAO_48_1_BASIC,
  SHIPPED_RULE_SETS,
  US_135_267,
  withNumbers,
} from "../../../shared/duty-rules.ts";
import type { DutySettingsAnswer } from "../../../shared/duty-settings.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { fakeServer } from "../../testing/fake-server.ts";
import { DutyLimitsSection } from "./duty-limits-section.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const numbers = [{ id: "flight-quarter", value: 450 }];
const answer: DutySettingsAnswer = {
  ruleSetId: US_135_267.id,
  numbers,
  reportMinutes: 45,
  postFlightMinutes: 15,
  ruleSet: withNumbers(US_135_267, numbers),
  shippedSets: [...SHIPPED_RULE_SETS],
};

const show = (canEdit: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DutyLimitsSection canEdit={canEdit} />
    </QueryClientProvider>,
  );

describe("Settings' flight and duty limits (docs/decisions/055)", () => {
  it("shows each number beside its citation, refuses a number it cannot read by naming it, and saves the edits of the set chosen", async () => {
    const server = fakeServer({
      "GET /api/duty-rules": () => ({ body: answer }),
      "PUT /api/duty-rules": ({ body }) => ({ body: { ...answer, ...(body as object) } }),
    });
    show(true);
    const form = await screen.findByRole("form", { name: "Flight and duty limits" });
    const row = within(form).getByRole("row", { name: /Flight time in the calendar quarter/ });
    expect(row.textContent).toContain("14 CFR 135.267(a)(1)");
    expect(row.textContent).toContain("at most 500 h");
    expect(within(row).getByRole("textbox")).toHaveProperty("value", "450");

    // Another set starts as it ships: the edits belong to the set they were made on.
    await userEvent.selectOptions(
      within(form).getByRole("combobox", { name: "Rule set" }),
      CASA_CAO_48_1_BASIC.id,
    );
    const daysOff = within(form).getByRole("textbox", { name: "Days off in 28 days" });
    await userEvent.type(daysOff, "six");
    await userEvent.click(within(form).getByRole("button", { name: "Save limits" }));
    expect(
      within(form).getByText(
        "Days off in 28 days: type a number of days, 'off', or nothing for the shipped figure",
      ),
    ).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await userEvent.clear(daysOff);
    await userEvent.type(daysOff, "7");
    await userEvent.clear(within(form).getByRole("textbox", { name: /^Report time/ }));
    await userEvent.type(within(form).getByRole("textbox", { name: /^Report time/ }), "60");
    await userEvent.click(within(form).getByRole("button", { name: "Save limits" }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: "PUT",
          path: "/api/duty-rules",
          body: {
            ruleSetId: CASA_CAO_48_1_BASIC.id,
            numbers: [{ id: "days-off-28", value: 7 }],
            reportMinutes: 60,
            postFlightMinutes: 15,
          },
        },
      ]),
    );
  });

  it("shows a read-only user the set and its numbers without controls", async () => {
    fakeServer({ "GET /api/duty-rules": () => ({ body: answer }) });
    show(false);
    const form = await screen.findByRole("form", { name: "Flight and duty limits" });
    expect(form.textContent).toContain(US_135_267.name);
    // The operator's 450 h is the number in use; 500 h is as shipped.
    const row = within(form).getByRole("row", { name: /Flight time in the calendar quarter/ });
    expect(row.textContent).toContain("at most 450 h");
    expect(within(form).queryByRole("combobox")).toBeNull();
    expect(within(row).queryByRole("textbox")).toBeNull();
    expect(within(form).queryByRole("button")).toBeNull();
  });
});
