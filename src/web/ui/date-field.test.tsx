// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setDateOrder } from "../../shared/date-order.ts";
import { DateField } from "./date-field.tsx";

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix makes.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(cleanup);

/** A form holding one date, recording every value the field hands it and any submit. */
function Harness({
  initial,
  allowEmpty,
  emptyWhenUnreadable,
  min,
  seen,
  submitted = () => {},
}: {
  initial: string;
  allowEmpty?: boolean;
  emptyWhenUnreadable?: boolean;
  min?: string;
  seen: string[];
  submitted?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <label htmlFor="day">Day</label>
      <DateField
        id="day"
        value={value}
        emptyWhenUnreadable={emptyWhenUnreadable}
        min={min}
        allowEmpty={allowEmpty}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
      <output aria-label="Held">{value}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Day" });
const held = () => screen.getByRole("status", { name: "Held" });

describe("DateField", () => {
  it("shows the date day first with the whole year, whatever the browser's language", () => {
    render(<Harness initial="2026-12-10" seen={[]} />);
    expect(field()).toHaveValue("10/12/2026");
    expect(field()).toHaveAttribute("placeholder", "dd/mm/yyyy");
  });

  it("hands over a date only when the text is a whole one: typing 10/12/2026 never passes through 26/12", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-11-26" seen={seen} />);
    await user.tripleClick(field());
    await user.keyboard("10/12/2026");
    expect(seen).toEqual(["2026-12-10"]);
    expect(held()).toHaveTextContent("2026-12-10");
  });

  it("replacing the day digit by digit writes nothing until the date is whole again", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-12-26" seen={seen} />);
    await user.click(field());
    // Caret after "26", delete it and type "10": "/12/2026", "1/12/2026", "10/12/2026".
    field().setSelectionRange(2, 2);
    await user.keyboard("{Backspace}{Backspace}10");
    expect(seen).toEqual(["2026-12-10"]);
  });

  it("Enter takes a short form (1/2/26), shows it whole and does not submit the form", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const submitted = vi.fn();
    render(<Harness initial="2026-11-26" seen={seen} submitted={submitted} />);
    await user.clear(field());
    await user.keyboard("1/2/26{Enter}");
    expect(field()).toHaveValue("01/02/2026");
    expect(held()).toHaveTextContent("2026-02-01");
    expect(submitted).not.toHaveBeenCalled();
  });

  it("a finished text that is not a date stays as typed, marked invalid with why; it is never replaced (docs/decisions/042)", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-11-26" seen={seen} />);
    await user.tripleClick(field());
    await user.keyboard("31/02/2026");
    await user.tab();
    expect(field()).toHaveValue("31/02/2026");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "31/02/2026 is not a date (February 2026 has no day 31): type the day first, dd/mm/yyyy",
    );
    // A filter keeps its date until the text is one: nothing widens.
    expect(seen).toEqual([]);

    await user.tripleClick(field());
    await user.keyboard("10/1{Enter}");
    expect(field()).toHaveValue("10/1");
    expect(screen.getByRole("alert")).toHaveTextContent("10/1 is not a date: type the day first, dd/mm/yyyy");
    await user.tripleClick(field());
    await user.keyboard("10/12/2026{Enter}");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field()).not.toHaveAttribute("aria-invalid", "true");
    expect(seen).toEqual(["2026-12-10"]);
  });

  it("a form's field gives up its date when the text is not one, so no form saves a date nobody sees", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-11-28" emptyWhenUnreadable seen={seen} />);
    await user.tripleClick(field());
    await user.keyboard("12/13/2026");
    await user.tab();
    expect(field()).toHaveValue("12/13/2026");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "12/13/2026 is not a date (there is no month 13): type the day first, dd/mm/yyyy",
    );
    expect(seen).toEqual([""]);
  });

  it("in the operator's month-first order, shows, reads and explains dates month first (docs/decisions/043)", async () => {
    setDateOrder("month-first");
    try {
      const user = userEvent.setup();
      const seen: string[] = [];
      render(<Harness initial="2026-12-03" emptyWhenUnreadable seen={seen} />);
      expect(field()).toHaveValue("12/03/2026");
      expect(field()).toHaveAttribute("placeholder", "mm/dd/yyyy");
      await user.tripleClick(field());
      await user.keyboard("03/12/2026");
      expect(seen).toEqual(["2026-03-12"]);
      await user.tripleClick(field());
      await user.keyboard("13/03/2026");
      await user.tab();
      expect(screen.getByRole("alert")).toHaveTextContent(
        "13/03/2026 is not a date (there is no month 13): type the month first, mm/dd/yyyy",
      );
    } finally {
      setDateOrder("day-first");
    }
  });

  it("a cleared field holds no date, unless a day is always needed", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-11-26" seen={seen} />);
    await user.clear(field());
    expect(seen).toEqual([""]);
    cleanup();

    const kept: string[] = [];
    render(<Harness initial="2026-11-26" allowEmpty={false} seen={kept} />);
    await user.clear(field());
    await user.tab();
    expect(field()).toHaveValue("26/11/2026");
    expect(kept).toEqual([]);
  });

  it("Alt+ArrowDown opens the calendar on the held day; arrows, Home and End move; Enter picks", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-12-10" seen={seen} />);
    await user.click(field());
    await user.keyboard("{Alt>}{ArrowDown}{/Alt}");
    const calendar = await screen.findByRole("dialog", { name: "Calendar" });
    expect(calendar).toBeVisible();
    expect(screen.getByRole("grid", { name: "December 2026" })).toBeVisible();
    expect(document.activeElement).toHaveAccessibleName(/Thursday, 10 December 2026/);

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAccessibleName(/Friday, 11 December 2026/);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName(/Friday, 18 December 2026/);
    await user.keyboard("{Home}");
    expect(document.activeElement).toHaveAccessibleName(/Monday, 14 December 2026/);
    await user.keyboard("{End}");
    expect(document.activeElement).toHaveAccessibleName(/Sunday, 20 December 2026/);
    await user.keyboard("{PageDown}");
    expect(document.activeElement).toHaveAccessibleName(/Wednesday, 20 January 2027/);
    await user.keyboard("{Enter}");

    expect(screen.queryByRole("dialog", { name: "Calendar" })).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue("20/01/2027");
    expect(seen).toEqual(["2027-01-20"]);
  });

  it("Escape closes the calendar without changing the date, the focus back in the text", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-12-10" seen={seen} />);
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await screen.findByRole("dialog", { name: "Calendar" });
    await user.keyboard("{ArrowLeft}{Escape}");
    expect(screen.queryByRole("dialog", { name: "Calendar" })).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue("10/12/2026");
    expect(seen).toEqual([]);
  });

  it("a day clicked in the calendar is taken; days before the first allowed cannot be", async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Harness initial="2026-12-10" min="2026-12-08" seen={seen} />);
    await user.click(screen.getByRole("button", { name: "Open calendar" }));
    await screen.findByRole("dialog", { name: "Calendar" });
    expect(screen.getByRole("button", { name: /Monday, 7 December 2026/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /Tuesday, 15 December 2026/ }));
    expect(field()).toHaveValue("15/12/2026");
    expect(seen).toEqual(["2026-12-15"]);
  });

  it("shows a date set from outside (an end date following its start)", async () => {
    function Outside() {
      const [value, setValue] = useState("2026-11-26");
      return (
        <>
          <label htmlFor="day">Day</label>
          <DateField id="day" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue("2026-12-10")}>
            Move
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Outside />);
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(field()).toHaveValue("10/12/2026");
  });
});
