import { expect, type Locator, type Page } from "@playwright/test";

/** Picks an option of a labelled select inside `scope` (a dialog, a form) and checks it shows. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole("combobox", { name: label, exact: true });
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toContainText(option);
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
