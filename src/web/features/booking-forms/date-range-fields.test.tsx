// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { DateRangeFields, DateRangeSummary } from "./date-range-fields.tsx";

afterEach(cleanup);

type Dates = { startDate: string; endDate: string };

/** A booking form with only its dates; `ends` records every end date the form holds as it changes. */
function Dated({ initial, ends }: { initial: Dates; ends: string[] }) {
  const form = useForm<Dates>({ defaultValues: initial });
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (name === "endDate") ends.push(values.endDate ?? "");
    });
    return () => watching.unsubscribe();
  }, [form, ends]);
  return (
    <form>
      <DateRangeFields form={form} idPrefix="t" />
      <DateRangeSummary form={form} />
    </form>
  );
}

const start = () => screen.getByRole("textbox", { name: "Start Date" });
const end = () => screen.getByRole("textbox", { name: "End Date" });

async function retype(input: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.tripleClick(input);
  await user.keyboard(text);
}

describe("DateRangeFields", () => {
  it("a one-day booking's end follows its start, and never through a date on the way (26/12)", async () => {
    const ends: string[] = [];
    render(<Dated initial={{ startDate: "2026-11-26", endDate: "2026-11-26" }} ends={ends} />);
    await retype(start(), "10/12/2026");
    expect(end()).toHaveValue("10/12/2026");
    expect(ends).toEqual(["2026-12-10"]);
    expect(screen.getByText("1 day, Thu 10 Dec 2026")).toBeVisible();
  });

  it("follows back to an earlier start while the booking is one day", async () => {
    const ends: string[] = [];
    render(<Dated initial={{ startDate: "2026-12-10", endDate: "2026-12-10" }} ends={ends} />);
    await retype(start(), "01/12/2026");
    expect(end()).toHaveValue("01/12/2026");
    expect(screen.getByText("1 day, Tue 1 Dec 2026")).toBeVisible();
  });

  it("still follows when the start is cleared and typed again", async () => {
    const ends: string[] = [];
    render(<Dated initial={{ startDate: "2026-11-26", endDate: "2026-11-26" }} ends={ends} />);
    const user = userEvent.setup();
    await user.clear(start());
    await user.keyboard("20/11/2026");
    expect(end()).toHaveValue("20/11/2026");
  });

  it("keeps a longer booking's end, and moves it only when the start passes it", async () => {
    const ends: string[] = [];
    render(<Dated initial={{ startDate: "2026-12-10", endDate: "2026-12-26" }} ends={ends} />);
    expect(screen.getByText("17 days, Thu 10 Dec 2026 – Sat 26 Dec 2026")).toBeVisible();
    await retype(start(), "05/12/2026");
    expect(end()).toHaveValue("26/12/2026");
    await retype(start(), "28/12/2026");
    expect(end()).toHaveValue("28/12/2026");
    expect(ends).toEqual(["2026-12-28"]);
  });
});
