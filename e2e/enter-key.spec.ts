import type { Locator, Page } from "@playwright/test";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/**
 * Enter never writes what the person did not ask for: in the Create Booking wizard only the Create
 * Booking button creates, in Edit Booking only Update Booking saves, and an inline select saves the
 * chosen option once and closes (it does not reopen). Each test works in a month of its own (2044).
 */

/** Every booking write the page sends (method and path). */
function bookingWrites(page: Page) {
  const writes: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" && url.pathname.startsWith("/api/bookings")) {
      writes.push(`${request.method()} ${url.pathname}`);
    }
  });
  return writes;
}

/**
 * Opens the select with Enter and chooses each of its options in turn with Enter, closing an inline 'Add New …' panel with Escape when an option opened one.
 */
async function enterOnEveryOption(page: Page, dialog: Locator, select: Locator) {
  await select.focus();
  await page.keyboard.press("Enter");
  // By name, not position: other people (tests running beside this one) add customers and locations,
  // and live refresh puts them into the open list.
  const names = (await page.getByRole("option").allTextContents()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  const highlighted = page.locator("[role=option][data-highlighted]");
  for (const name of names) {
    await select.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toBeVisible();
    // The list highlights the chosen option as it opens; keys pressed before that would be overridden.
    await expect(highlighted).toHaveCount(1);
    await page.keyboard.press("Home");
    const count = await page.getByRole("option").count();
    for (let step = 0; step < count && (await highlighted.textContent())?.trim() !== name; step++) {
      await page.keyboard.press("ArrowDown");
    }
    await expect(highlighted).toHaveText(name);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    if ((await dialog.getByRole("region", { name: /^Add New/ }).count()) > 0) {
      await page.keyboard.press("Escape");
      await expect(dialog.getByRole("region", { name: /^Add New/ })).toHaveCount(0);
    }
  }
}

/** Enter in every select (on every option) and every input of the dialog as it stands. */
async function enterEverywhere(page: Page, dialog: Locator) {
  const selects = dialog.getByRole("combobox");
  for (let index = 0; index < (await selects.count()); index++) {
    await enterOnEveryOption(page, dialog, selects.nth(index));
  }
  const inputs = dialog.locator("input, textarea");
  for (let index = 0; index < (await inputs.count()); index++) {
    await inputs.nth(index).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
  }
}

test.describe("Enter never writes on its own", () => {
  // Every option of every select, one at a time: slower than most tests.
  test.setTimeout(240_000);

  test("wizard: 'Select Customer', Enter, Home, Enter opens the new-customer form and creates nothing", async ({
    page,
    data,
  }) => {
    // A booking in the month, so the wizard opens fully pre-filled (a submit would succeed).
    await data.booking({ startDate: "2044-01-12", remarks: unique("enter-prefill") });
    await signIn(page);
    await openMonth(page, "2044-01", "January 2044");
    const writes = bookingWrites(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    const customer = dialog.getByRole("combobox", { name: "Select Customer", exact: true });
    await customer.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Home");
    await expect(page.getByRole("option", { name: "Add New Customer" })).toHaveAttribute("data-highlighted");
    await page.keyboard.press("Enter");

    await expect(dialog.getByLabel("Customer name")).toBeFocused();
    await expect(dialog.getByText(/^Step 1 of 3/)).toBeVisible();
    await page.waitForTimeout(500); // a create would have been sent by now
    expect(writes).toEqual([]);
  });

  test("wizard: Enter on every option and control of every step writes nothing until Create Booking", async ({
    page,
    data,
  }) => {
    await data.customer(unique("Enter Every Air"), "#0EA5E9");
    await data.location(unique("Enter Every Base"));
    await data.booking({ startDate: "2044-02-03", remarks: unique("enter-prefill") });
    await signIn(page);
    await openMonth(page, "2044-02", "February 2044");
    const writes = bookingWrites(page);
    await page.getByRole("button", { name: "New Booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Booking" });
    await dialog.getByLabel("Start Date").fill("2044-02-10");
    await dialog.getByLabel("End Date").fill("2044-02-10");

    for (const step of [1, 2, 3]) {
      await expect(dialog.getByText(new RegExp(`^Step ${step} of 3`))).toBeVisible();
      await enterEverywhere(page, dialog);
      expect(writes).toEqual([]);
      if (step < 3) await dialog.getByRole("button", { name: "Next" }).click();
    }

    await dialog.getByLabel("Remarks (optional)").fill("enter-every");
    await dialog.getByRole("button", { name: "Create Booking" }).click();
    await expect(dialog).toHaveCount(0);
    expect(writes).toEqual(["POST /api/bookings"]);
  });

  test("edit dialog: Enter on every option and input writes nothing until Update Booking", async ({
    page,
    data,
  }) => {
    const tag = unique("enter-edit");
    await data.booking({ startDate: "2044-03-05", endDate: "2044-03-06", remarks: tag });
    await signIn(page);
    await openMonth(page, "2044-03", "March 2044");
    const writes = bookingWrites(page);
    await row(page, "05/03/44", tag).getByRole("button", { name: "Edit booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Booking" });
    await expect(dialog).toBeVisible();

    await enterEverywhere(page, dialog);
    await page.waitForTimeout(300);
    expect(writes).toEqual([]);

    await dialog.getByRole("button", { name: "Update Booking" }).click();
    await expect(dialog).toHaveCount(0);
    expect(writes).toHaveLength(1);
  });

  test("inline selects: Enter saves once and closes, Escape cancels, focus stays on the cell", async ({
    page,
    data,
  }) => {
    const tag = unique("enter-cell");
    await data.booking({ startDate: "2044-04-07", remarks: tag });
    await signIn(page);
    await openMonth(page, "2044-04", "April 2044");
    const writes = bookingWrites(page);
    const bookingRow = row(page, "07/04/44", tag);

    for (const [cell, option, toast] of [
      ["Status: Pending", "Confirmed", "Booking status updated successfully"],
      ["Type: AW139", "AW169", "Aircraft type updated successfully"],
    ] as const) {
      const before = writes.length;
      const button = bookingRow.getByRole("button", { name: cell });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeVisible();
      const highlighted = page.locator("[role=option][data-highlighted]");
      await expect(highlighted).toHaveCount(1);
      await page.keyboard.press("Home");
      for (let step = 0; step < 20 && (await highlighted.textContent())?.trim() !== option; step++) {
        await page.keyboard.press("ArrowDown");
      }
      await expect(highlighted).toHaveText(option);
      await page.keyboard.press("Enter");
      await expect(page.getByText(toast, { exact: true })).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.getByRole("listbox")).toHaveCount(0);
      expect(writes.length - before).toBe(1);
      const saved = bookingRow.getByRole("button", { name: `${cell.split(":")[0]}: ${option}` });
      await expect(saved).toBeFocused();

      // Escape on an open select cancels: nothing written, focus back on the cell.
      await page.keyboard.press("Enter");
      await expect(page.getByRole("listbox")).toBeVisible();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(saved).toBeFocused();
      expect(writes.length - before).toBe(1);
    }
  });
});
