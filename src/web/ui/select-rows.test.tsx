import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { filterRows, selectRows } from "./select-rows.ts";

/** Stand-ins with the props select-rows.ts tells rows apart by (ui/select.tsx's look the same). */
const Item = (_: { value: string; children: ReactNode }) => null;
const Separator = () => null;
const Group = (_: { label?: string; children: ReactNode }) => null;

/** The destination cell's list: every location by id, then a separator and 'Add location'. */
const destinations = (ids: number[]) => (
  <>
    {ids.map((id) => (
      <Item key={id} value={String(id)}>
        {`Rig ${id}`}
      </Item>
    ))}
    <Separator />
    <Item value="__add_location__">Add location</Item>
  </>
);

const keys = (children: ReactNode) => selectRows(children).map((row) => row.key);

describe("a long select's rows", () => {
  it("have keys unique in the list when a location's id is the separator's or an entry's place", () => {
    // Three locations with ids 3 and 4: the separator is the fourth child (place 3), 'Add' the fifth.
    const rowKeys = keys(destinations([1, 3, 4]));
    expect(rowKeys).toHaveLength(5);
    expect(new Set(rowKeys).size).toBe(5);
  });

  it("keep each option's key while options are added before it (live refresh)", () => {
    const before = selectRows(destinations([5, 9])).filter((row) => row.kind === "option");
    const after = selectRows(destinations([2, 5, 7, 9])).filter((row) => row.kind === "option");
    const keyOf = (rows: typeof before, value: string) => rows.find((row) => row.value === value)?.key;
    for (const value of ["5", "9", "__add_location__"])
      expect(keyOf(after, value)).toBe(keyOf(before, value));
  });

  it("flatten groups with their labels, and filter to the matching options and the extra entries", () => {
    const rows = selectRows(
      <>
        <Item value="__add_customer__">Add New Customer</Item>
        <Separator />
        <Group label="Customers">
          <Item value="1">Bristow</Item>
          <Item value="2">Babcock</Item>
        </Group>
      </>,
    );
    expect(rows.map((row) => row.kind)).toEqual(["option", "separator", "label", "option", "option"]);
    expect(filterRows(rows, " bab ").map((row) => (row.kind === "option" ? row.text : row.kind))).toEqual([
      "Add New Customer",
      "Babcock",
    ]);
  });
});
