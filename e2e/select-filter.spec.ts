import type { Page } from "@playwright/test";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Find a booking (docs/decisions/017): a long list of customers or locations filters as you type, in the wizard, the
 * table's inline selects and the toolbar's customer filter, keeping the keyboard's ways (arrows, Enter,
 * Escape) and never writing on Enter what was not chosen.
 */

function recordWrites(page: Page) {
  const writes: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

const options = (page: Page) => page.getByRole("listbox").getByRole("option");
/** The trigger of the open list (hidden from the accessibility tree while its list is open). */
const openTrigger = (page: Page) => page.locator('[role="combobox"][aria-expanded="true"]');

test.describe("Type to filter", () => {
  // One long walk through three selects, by keyboard and mouse.
  test.setTimeout(180_000);
  test("the wizard's customers, the toolbar's customer filter and an inline destination", async ({
    page,
    data,
  }, testInfo) => {
    const tag = unique("Filterco").replace(" ", "");
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        data.customer(`${tag} ${String.fromCharCode(65 + i)} Helicopters`),
      ),
    );
    const wanted = customers[7]!;
    await Promise.all(
      customers.map((c, i) =>
        data.booking({ startDate: `2049-02-${String(i + 1).padStart(2, "0")}`, customerId: c.id }),
      ),
    );
    const place = await data.location(unique("Quebec Filter Rig"));
    await signIn(page);
    await openMonth(page, "2049-02", "February 2049");
    const writes = recordWrites(page);

    // The wizard: letters typed on the open list go into its filter box.
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    const select = dialog.getByRole("combobox", { name: "Select Customer", exact: true });
    await select.focus();
    await page.keyboard.press("Enter");
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.type(tag.toLowerCase());
    const filterBox = page.getByRole("textbox", { name: "Filter options" });
    await expect(filterBox).toBeFocused();
    await expect(filterBox).toHaveValue(tag.toLowerCase());
    // 'Add New Customer' always stays; the customers are those containing the text, in any case.
    await expect(options(page)).toHaveText(["Add New Customer", ...customers.map((c) => c.name)]);
    await page.keyboard.type(" hx");
    await expect(options(page)).toHaveText(["Add New Customer"]);
    await page.keyboard.press("Backspace");
    await expect(options(page)).toHaveText(["Add New Customer", wanted.name]);
    await page.screenshot({ path: testInfo.outputPath("wizard-customer-filter.png") });
    // Enter in the box chooses the first match, never 'Add New Customer' above it (docs/decisions/021).
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(select).toBeFocused();
    await expect(select).toContainText(wanted.name);
    // Reopened, the whole list is back; typing keeps the chosen value in view; Escape in the box closes
    // the list without a change.
    await page.keyboard.press("Enter");
    await page.keyboard.type("zzzz");
    await expect(options(page)).toHaveText(["Add New Customer"]);
    await expect(openTrigger(page)).toContainText(wanted.name);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(select).toContainText(wanted.name);
    // The arrows still reach every option left, 'Add New Customer' included.
    await page.keyboard.press("Enter");
    await page.keyboard.type(`${tag} c`);
    await expect(options(page)).toHaveText(["Add New Customer", customers[2]!.name]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).filter({ hasText: customers[2]!.name })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(select).toContainText(customers[2]!.name);
    // With nothing matching, Enter opens 'Add New Customer' with the name typed.
    await page.keyboard.press("Enter");
    await page.keyboard.type(`${tag} Babcock`);
    await expect(options(page)).toHaveText(["Add New Customer"]);
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Customer name")).toHaveValue(`${tag} Babcock`);
    await expect(dialog.getByLabel("Customer name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(select).toContainText(customers[2]!.name);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(writes).toEqual([]);

    // The toolbar's customer filter, by mouse and typing.
    const filter = page.getByRole("combobox", { name: "Customer filter" });
    await filter.click();
    await filterBox.fill(`${tag} B`);
    await expect(options(page)).toHaveText(["All Customers", customers[1]!.name]);
    await options(page).filter({ hasText: customers[1]!.name }).click();
    await expect(filter).toContainText(customers[1]!.name);
    await expect(page.locator("tbody tr[data-row-kind=booking]")).toHaveCount(1);
    expect(writes).toEqual([]);

    // An inline destination: the location typed, then chosen with Enter, is the one write.
    await filter.click();
    await options(page).filter({ hasText: "All Customers" }).click();
    const cell = row(page, "08/02/49", wanted.name).getByRole("button", { name: /^Destination:/ });
    await cell.click();
    await page.keyboard.type(place.name.slice(0, 14));
    await expect(options(page).filter({ hasText: place.name })).toHaveCount(1);
    await expect(options(page)).toHaveText([place.name, "Add location"]);
    // The current destination stays in view while the list is filtered.
    await expect(openTrigger(page)).not.toHaveText(/^\s*$/);
    await page.keyboard.press("Enter");
    await expect(
      row(page, "08/02/49", wanted.name).getByRole("button", { name: `Destination: ${place.name}` }),
    ).toBeVisible();
    expect(writes).toEqual([
      "PATCH /api/bookings/" +
        (await data.bookings("2049-02-08", "2049-02-08"))[0]!.id +
        "/daily-details/2049-02-08/destination",
    ]);

    // A name nobody has: Enter opens 'Add location' with it, and Escape leaves without a write.
    const changed = row(page, "08/02/49", wanted.name).getByRole("button", {
      name: `Destination: ${place.name}`,
    });
    await changed.click();
    await page.keyboard.type("Nowhere Pad Zulu");
    await expect(options(page)).toHaveText(["Add location"]);
    await page.keyboard.press("Enter");
    await expect(row(page, "08/02/49", wanted.name).getByRole("textbox")).toHaveValue("Nowhere Pad Zulu");
    await page.keyboard.press("Escape");
    await expect(changed).toBeFocused();
    expect(writes).toHaveLength(1);
  });
});
