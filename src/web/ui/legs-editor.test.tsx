// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type LegDraft, legDrafts } from "../lib/leg-drafts.ts";
import { LegsEditor } from "./legs-editor.tsx";

afterEach(cleanup);

const locations = [
  { id: 1, name: "Humberside" },
  { id: 2, name: "Leman Alpha" },
  { id: 3, name: "Ravenspurn North" },
];

/** The editor over one day's legs, as a screen holds them; `seen` gets each list it hands back. */
function Harness({ onEnter, seen }: { onEnter?: () => void; seen?: (legs: LegDraft[]) => void }) {
  const [legs, setLegs] = useState(() =>
    legDrafts([
      {
        id: 7,
        departureTime: "0900",
        fromId: 1,
        toId: 2,
        expectedHours: "1.50",
        passengers: null,
        positioning: false,
      },
    ]),
  );
  return (
    <LegsEditor
      legs={legs}
      onChange={(next) => {
        seen?.(next);
        setLegs(next);
      }}
      locations={locations}
      caption="Legs on 05/12/26"
      turnaroundMinutes={30}
      homeId="1"
      onEnter={onEnter}
    />
  );
}

describe("the legs editor", () => {
  it("'Add leg' adds a leg from the last one's 'to', leaving at its landing plus the turnaround, and focuses it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole("button", { name: "Remove leg 1" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add leg" }));
    const time = screen.getByRole("textbox", { name: "Leg 2 departure time" });
    expect(time).toHaveFocus();
    expect(time).toHaveValue("11:00");
    expect(screen.getByRole("combobox", { name: "Leg 2 from" })).toHaveValue("2");
    expect(screen.getByRole("combobox", { name: "Leg 2 to" })).toHaveValue("1");
    expect(screen.getByText("Total 1.50 h")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: "Leg 2 hours" }), "2:30");
    expect(screen.getByText("Total 4.00 h")).toBeVisible();
  });

  it("refuses a key no hours or passengers can hold, and says why", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const hours = screen.getByRole("textbox", { name: "Leg 1 hours" });
    await user.clear(hours);
    await user.type(hours, "2x");
    expect(hours).toHaveValue("2");
    expect(screen.getByRole("status")).toHaveTextContent("Hours: digits with one decimal point or comma");
    const passengers = screen.getByRole("textbox", { name: "Leg 1 passengers" });
    await user.type(passengers, "12a");
    expect(passengers).toHaveValue("12");
    expect(screen.getByRole("status")).toHaveTextContent("Passengers: a whole number from 0 to 999");
  });

  it("moves a leg by keyboard with the focus following it, and removes it", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Add leg" }));
    await user.click(screen.getByRole("button", { name: "Add leg" }));
    screen.getByRole("button", { name: "Move leg 3 up" }).focus();
    await user.keyboard("{Enter}");
    // Now second: its 'up' keeps the focus. Again, and at the top its 'up' is gone, so 'down' has it.
    expect(screen.getByRole("button", { name: "Move leg 2 up" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Move leg 1 down" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Leg 1 departure time" })).toHaveValue("11:30");
    await user.click(screen.getByRole("button", { name: "Remove leg 1" }));
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(screen.getByRole("textbox", { name: "Leg 1 departure time" })).toHaveValue("0900");
  });

  it("Enter in a text field goes to the screen's own save, never from the positioning box", async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    const seen = vi.fn();
    render(<Harness onEnter={onEnter} seen={seen} />);
    await user.click(screen.getByRole("checkbox", { name: "Leg 1 positioning (flown empty)" }));
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ positioning: true })]);
    await user.keyboard("{Enter}");
    expect(onEnter).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: "Leg 1 departure time" }), "{Enter}");
    expect(onEnter).toHaveBeenCalledTimes(1);
  });
});
