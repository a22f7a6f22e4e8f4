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

/**
 * `count` records named "<tag> 000" on, made 15 at a time: all at once would queue behind one another
 * on a busy machine anyway.
 */
async function madeInBatches<T>(
  tag: string,
  count: number,
  make: (name: string) => Promise<T>,
): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < count; i += 15)
    made.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(15, count - i) }, (_, j) =>
          make(`${tag} ${String(i + j).padStart(3, "0")}`),
        ),
      )),
    );
  return made;
}

const options = (page: Page) => page.getByRole("listbox").getByRole("option");
/** The trigger of the open list (hidden from the accessibility tree while its list is open). */
const openTrigger = (page: Page) => page.locator('[role="combobox"][aria-expanded="true"]');

test.describe("Type to filter", () => {
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

test.describe("A long list", () => {
  test("renders the options in view, and the keys still reach every one of them", async ({ page, data }) => {
    const tag = unique("Longco").replace(" ", "");
    const count = 90;
    const customers = await madeInBatches(tag, count, (name) => data.customer(name));
    await signIn(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    const select = dialog.getByRole("combobox", { name: "Select Customer", exact: true });
    await select.focus();
    // The most options ever in the page while the list opens: before Floating UI has measured the
    // room below the trigger, an unbounded list once laid out, and so rendered, every row.
    await page.evaluate(() => {
      const most = { count: 0 };
      (window as unknown as { mostOptions: typeof most }).mostOptions = most;
      new MutationObserver(() => {
        most.count = Math.max(most.count, document.querySelectorAll("[role=option]").length);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press("Enter");
    await expect(options(page).first()).toHaveText("Add New Customer");
    expect(
      await page.evaluate(() => (window as unknown as { mostOptions: { count: number } }).mostOptions.count),
    ).toBeLessThan(40);
    await page.keyboard.type(tag);
    await expect(options(page).first()).toHaveText("Add New Customer");
    await expect(options(page).nth(1)).toHaveText(customers[0]!.name);
    // Only the rows in view (and a few either side) are in the page, not all ninety.
    expect(await options(page).count()).toBeLessThan(40);
    // End reaches the last, scrolled into view; Home the first; the arrows step one at a time.
    await page.keyboard.press("End");
    const last = options(page).filter({ hasText: customers[count - 1]!.name });
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await page.keyboard.press("ArrowUp");
    await expect(options(page).filter({ hasText: customers[count - 2]!.name })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(options(page).filter({ hasText: "Add New Customer" })).toBeFocused();
    for (let i = 0; i < 40; i++) await page.keyboard.press("ArrowDown");
    const fortieth = options(page).filter({ hasText: customers[39]!.name });
    await expect(fortieth).toBeFocused();
    await expect(fortieth).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(select).toContainText(customers[39]!.name);
    // Reopened, the chosen one is focused and in view, though far down an unfiltered list.
    await page.keyboard.press("Enter");
    const chosen = options(page).filter({ hasText: customers[39]!.name });
    await expect(chosen).toBeFocused();
    await expect(chosen).toBeInViewport();
    // Typing filters; the chosen one stays in the trigger while the list leaves it out.
    await page.keyboard.type(`${tag} 07`);
    await expect(options(page)).toHaveText([
      "Add New Customer",
      ...customers.slice(70, 80).map((c) => c.name),
    ]);
    await expect(openTrigger(page)).toContainText(customers[39]!.name);
    await page.keyboard.press("Enter");
    await expect(select).toContainText(customers[70]!.name);
    await page.keyboard.press("Escape");
  });
});

test.describe("A long list that changes while open", () => {
  test("another desk's new and renamed customers show once each in the open, filtered list", async ({
    page,
    data,
  }) => {
    const tag = unique("Liveco").replace(" ", "");
    const count = 70;
    const customers = await madeInBatches(tag, count, (name) => data.customer(name));
    await signIn(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    const select = dialog.getByRole("combobox", { name: "Select Customer", exact: true });
    await select.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type(`${tag} 06`);
    const matching = (names: string[]) => ["Add New Customer", ...names];
    await expect(options(page)).toHaveText(matching(customers.slice(60, 70).map((c) => c.name)));

    // Another desk adds two customers that match and one that sorts among them; live refresh brings
    // them into the open list, each once, in order.
    const added = [
      await data.customer(`${tag} 060a`),
      await data.customer(`${tag} 065a`),
      await data.customer(`${tag} 070`),
    ];
    await expect(options(page)).toHaveText(
      matching([
        customers[60]!.name,
        added[0]!.name,
        ...customers.slice(61, 66).map((c) => c.name),
        added[1]!.name,
        ...customers.slice(66, 70).map((c) => c.name),
      ]),
    );
    // A rename away from the filter takes one out; the list is still each option once.
    const renamed = await data.api.put(`/api/customers/${customers[62]!.id}`, {
      data: { name: `${tag} moved`, color: customers[62]!.color },
    });
    expect(renamed.ok()).toBe(true);
    await expect(options(page)).toHaveText(
      matching([
        customers[60]!.name,
        added[0]!.name,
        customers[61]!.name,
        ...customers.slice(63, 66).map((c) => c.name),
        added[1]!.name,
        ...customers.slice(66, 70).map((c) => c.name),
      ]),
    );
    // Enter in the box still chooses the first match.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(select).toContainText(customers[60]!.name);
    // Reopened unfiltered and narrowed again: the new customer once, and chosen by the arrows.
    await page.keyboard.press("Enter");
    await page.keyboard.type(`${tag} 07`);
    await expect(options(page)).toHaveText(matching([added[2]!.name]));
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).filter({ hasText: added[2]!.name })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(select).toContainText(added[2]!.name);
  });
});

test.describe("A long list of destinations that changes while open", () => {
  test("an inline destination's open, filtered list shows another desk's new location once, and Enter writes the first match", async ({
    page,
    data,
  }) => {
    const tag = unique("Padco").replace(" ", "");
    const places = await madeInBatches(tag, 65, (name) => data.location(name));
    const owner = await data.customer(`${tag} Charter`);
    const customer = owner.name;
    const booking = await data.booking({
      startDate: "2074-03-10",
      customerId: owner.id,
      destinationId: places[0]!.id,
    });
    await signIn(page);
    await openMonth(page, "2074-03", "March 2074");
    const writes = recordWrites(page);
    await row(page, "10/03/74", customer)
      .getByRole("button", { name: /^Destination:/ })
      .click();
    await page.keyboard.type(`${tag} 06`);
    const names = (list: { name: string }[]) => [...list.map((p) => p.name), "Add location"];
    await expect(options(page)).toHaveText(names(places.slice(60, 65)));

    const added = [await data.location(`${tag} 060a`), await data.location(`${tag} 063a`)];
    await expect(options(page)).toHaveText(
      names([places[60]!, added[0]!, ...places.slice(61, 64), added[1]!, places[64]!]),
    );
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).filter({ hasText: added[0]!.name })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      row(page, "10/03/74", customer).getByRole("button", { name: `Destination: ${added[0]!.name}` }),
    ).toBeVisible();
    expect(writes).toEqual([`PATCH /api/bookings/${booking.id}/daily-details/2074-03-10/destination`]);
  });
});
