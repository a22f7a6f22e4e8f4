import { expect, type Locator, type Page } from "@playwright/test";

/** Picks an option of a labelled select inside `scope` (a dialog, a form) and checks it shows. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole("combobox", { name: label, exact: true });
  await select.click();
  await narrowTo(page, option);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

/**
 * In an open list long enough for a filter box, types `option` there first, as a person finds one
 * among hundreds: a list of more than 60 renders only the options in view (docs/decisions/034), and
 * late in a run the customers and locations made by every test are hundreds.
 */
export async function narrowTo(page: Page, option: string) {
  await expect(page.getByRole("option").first()).toBeVisible();
  const box = page.getByRole("textbox", { name: "Filter options" });
  if (!(await box.isVisible())) return;
  await box.fill(option);
  await expect(page.getByRole("option", { name: option, exact: true })).toBeVisible();
}

/**
 * The toast (a Radix toast is a list item) whose description is `description`, looked for in the
 * notifications region only: on a page of thousands of controls (Settings late in a run) a search of
 * the whole page outlasts a toast's 5 s on screen.
 */
export const toast = (page: Page, description: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ has: page.getByText(description, { exact: true }) });

/**
 * Narrows a Settings list (the region named `list`, e.g. "Customers") to the rows containing `text`, as
 * a person finds one row among thousands: a long list renders only the rows in view.
 */
export async function filterList(page: Page, list: string, text: string) {
  const region = page.getByRole("region", { name: list });
  await region.getByLabel(`Filter ${list.toLowerCase()}`).fill(text);
  return region;
}
