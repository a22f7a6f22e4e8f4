import { describe, expect, it } from "vitest";
import { fitColumnWidths, parseColumnWidths } from "./column-widths.ts";
import { COLUMNS, type ColumnId } from "./columns.ts";

const all = COLUMNS.map((column) => column.id);
const withoutId = all.filter((id) => id !== "bookingId");
const sum = (widths: Record<string, number>) => Object.values(widths).reduce((a, b) => a + b, 0);

describe("fitColumnWidths", () => {
  it("shrinks the spec's widths to fit 1366 px, Booking ID and Actions included, none under 80", () => {
    const widths = fitColumnWidths({ columns: all, resized: {}, available: 1320 });
    expect(sum(widths)).toBeLessThanOrEqual(1320);
    expect(sum(widths)).toBeGreaterThan(1320 - all.length);
    expect(Math.min(...Object.values(widths))).toBeGreaterThanOrEqual(80);
  });

  it("at 1366 px, Booking ID on, takes the room from Remarks and the roomy columns, not Status or the route", () => {
    const shown = all.filter((id) => id !== "actualHours");
    const widths = fitColumnWidths({ columns: shown, resized: {}, available: 1320 });
    expect(sum(widths)).toBeLessThanOrEqual(1320);
    expect(sum(widths)).toBeGreaterThan(1320 - shown.length);
    // "Completed" and "EGNJ Humberside" need the spec's own widths (Destination a little more, for the
    // chevron a select cell shows on hover); "*29/11/26*" with its dot 110 px.
    expect([widths.status, widths.departure, widths.destination]).toEqual([120, 140, 146]);
    expect(widths.date).toBeGreaterThanOrEqual(110);
    expect(widths.remarks).toBeLessThan(200);
    expect(widths.remarks).toBeGreaterThanOrEqual(120);
  });

  it("grows them to use a 1920 px window", () => {
    const widths = fitColumnWidths({ columns: withoutId, resized: {}, available: 1880 });
    expect(sum(widths)).toBeGreaterThan(1880 - withoutId.length);
    expect(widths.customer).toBeGreaterThan(160);
  });

  it("keeps a resized column's width and lets the others share the rest", () => {
    const widths = fitColumnWidths({ columns: withoutId, resized: { remarks: 500 }, available: 1500 });
    expect(widths.remarks).toBe(500);
    expect(sum(widths)).toBeGreaterThan(1500 - withoutId.length);
    expect(widths.date).toBeLessThan(120 * (1500 / 1430));
  });

  it("gives every column at least 80 px when the room runs out, so the table scrolls", () => {
    const widths = fitColumnWidths({
      columns: all,
      resized: { remarks: 800, customer: 700 },
      available: 1300,
    });
    expect(widths.remarks).toBe(800);
    for (const id of all.filter((id) => id !== "remarks" && id !== "customer")) expect(widths[id]).toBe(80);
  });

  it("never lays the table out narrower than 1200 px", () => {
    expect(sum(fitColumnWidths({ columns: withoutId, resized: {}, available: 700 }))).toBeGreaterThan(1190);
  });
});

describe("parseColumnWidths", () => {
  it("keeps known columns with numbers, clamped to 80-800, and drops the rest", () => {
    expect(
      parseColumnWidths(JSON.stringify({ remarks: 300, date: 10, status: 9000, nonsense: 100, type: "x" })),
    ).toEqual({ remarks: 300, date: 80, status: 800 } satisfies Partial<Record<ColumnId, number>>);
    expect(parseColumnWidths("not json")).toEqual({});
    expect(parseColumnWidths(null)).toEqual({});
    expect(parseColumnWidths("[1,2]")).toEqual({});
  });
});
