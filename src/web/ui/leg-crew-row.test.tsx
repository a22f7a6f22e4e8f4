// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CrewMember } from "../../shared/crew.ts";
import { crewChoices } from "../data/use-crew-choices.ts";
import { type LegDraft, legDrafts, legsDiffer, readLegDrafts } from "../lib/leg-drafts.ts";
import { LegsEditor } from "./legs-editor.tsx";

afterEach(cleanup);

const AW139 = 1;
const member = (
  id: number,
  name: string,
  role: CrewMember["role"],
  rated = [AW139],
  active = true,
): CrewMember => ({
  id,
  name,
  role,
  duty: role === "other" ? "Winch operator" : "",
  ratedTypeIds: rated,
  baseId: null,
  phone: "",
  active,
  userId: null,
  version: 1,
});
const crew = [
  member(1, "Hughes", "captain"),
  member(2, "Patel", "first officer"),
  member(3, "Reid", "other"),
  member(4, "Stone", "captain", [99]),
  member(5, "Lowe", "captain", [AW139], false),
];
const stored = [
  {
    id: 7,
    departureTime: "09:00",
    fromId: 1,
    toId: 2,
    expectedHours: "1.50",
    passengers: null,
    positioning: false,
    crew: { captainId: null, firstOfficerId: null, otherIds: [] },
  },
];

function Harness({ seen }: { seen: (legs: LegDraft[]) => void }) {
  const [legs, setLegs] = useState(() => legDrafts(stored));
  return (
    <LegsEditor
      legs={legs}
      onChange={(next) => {
        seen(next);
        setLegs(next);
      }}
      locations={[
        { id: 1, name: "Humberside" },
        { id: 2, name: "Leman Alpha" },
      ]}
      caption="Legs on 05/12/26"
      turnaroundMinutes={30}
      homeId="1"
      crewChoices={crewChoices(crew, AW139)}
    />
  );
}

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("a leg's crew in the legs editor", () => {
  it("offers each seat only active crew rated on the type, and sends who was chosen", async () => {
    const user = userEvent.setup();
    let last: LegDraft[] = [];
    render(<Harness seen={(legs) => (last = legs)} />);
    const captain = screen.getByRole("combobox", { name: "Leg 1 captain" });
    // Stone is rated on another type and Lowe has left: neither is offered.
    expect(optionNames(captain)).toEqual(["None", "Capt. Hughes"]);
    expect(optionNames(screen.getByRole("combobox", { name: "Leg 1 first officer" }))).toEqual([
      "None",
      "Capt. Hughes",
      "FO Patel",
    ]);

    await user.selectOptions(captain, "Capt. Hughes");
    await user.selectOptions(screen.getByRole("combobox", { name: "Leg 1 first officer" }), "FO Patel");
    // Someone in a seat is not offered for another.
    expect(optionNames(screen.getByRole("combobox", { name: "Leg 1 add other crew" }))).toEqual([
      "Add other crew…",
      "Winch operator Reid",
    ]);
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Leg 1 add other crew" }),
      "Winch operator Reid",
    );
    expect(screen.getByText("Winch operator Reid")).toBeVisible();
    expect(screen.queryByRole("combobox", { name: "Leg 1 add other crew" })).toBeNull();

    const read = readLegDrafts(last);
    if (!("legs" in read)) throw new Error("the legs should read");
    expect(read.legs[0]!.crew).toEqual({ captainId: 1, firstOfficerId: 2, otherIds: [3] });
    expect(legsDiffer(stored, read.legs)).toBe(true);

    // 'Add leg': the crew who flew out fly back.
    await user.click(screen.getByRole("button", { name: "Add leg" }));
    expect(screen.getByRole("combobox", { name: "Leg 2 captain" })).toHaveValue("1");
    await user.click(screen.getByRole("button", { name: "Remove Winch operator Reid from leg 2" }));
    expect(last[1]!.crew).toEqual({ captainId: 1, firstOfficerId: 2, otherIds: [] });
    expect(last[0]!.crew).toEqual({ captainId: 1, firstOfficerId: 2, otherIds: [3] });
  });

  it("names a member a leg already has who is no longer offered, and a leg left alone is no change", () => {
    const legs = [{ ...stored[0]!, crew: { captainId: 5, firstOfficerId: null, otherIds: [] } }];
    render(
      <LegsEditor
        legs={legDrafts(legs)}
        onChange={() => {}}
        locations={[]}
        caption="Legs"
        turnaroundMinutes={30}
        homeId="1"
        crewChoices={crewChoices(crew, AW139)}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Leg 1 captain" })).toHaveDisplayValue("Capt. Lowe");
    const read = readLegDrafts(legDrafts(legs));
    expect("legs" in read && legsDiffer(legs, read.legs)).toBe(false);
  });
});
