// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs.tsx";

afterEach(cleanup);

function Views() {
  const [value, setValue] = useState("table");
  return (
    <Tabs.Root value={value} onValueChange={setValue}>
      <Tabs.List aria-label="Views">
        <Tabs.Trigger value="table">Table</Tabs.Trigger>
        <Tabs.Trigger value="board">Board</Tabs.Trigger>
        <Tabs.Trigger value="fleet">Fleet</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="table">the table</Tabs.Content>
      <Tabs.Content value="board">the board</Tabs.Content>
      <Tabs.Content value="fleet">the fleet</Tabs.Content>
    </Tabs.Root>
  );
}

const selected = () => screen.getByRole("tab", { selected: true });

describe("Tabs", () => {
  it("shows the chosen tab's panel alone, named by its tab", async () => {
    render(<Views />);
    expect(screen.getByRole("tabpanel", { name: "Table" })).toHaveTextContent("the table");
    await userEvent.click(screen.getByRole("tab", { name: "Board" }));
    expect(selected()).toHaveAccessibleName("Board");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getByRole("tabpanel", { name: "Board" })).toHaveTextContent("the board");
  });

  it("is one Tab stop; the arrows (round the ends), Home and End move and show", async () => {
    const user = userEvent.setup();
    render(<Views />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Table" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(selected()).toHaveAccessibleName("Board");
    expect(selected()).toHaveFocus();
    await user.keyboard("{End}");
    expect(selected()).toHaveAccessibleName("Fleet");
    await user.keyboard("{ArrowRight}");
    expect(selected()).toHaveAccessibleName("Table");
    await user.keyboard("{ArrowLeft}");
    expect(selected()).toHaveAccessibleName("Fleet");
    await user.keyboard("{Home}");
    expect(selected()).toHaveAccessibleName("Table");
    // Tab leaves the list for the panel's content, not the next tab.
    await user.tab();
    expect(screen.getByRole("tab", { name: "Board" })).not.toHaveFocus();
  });
});
