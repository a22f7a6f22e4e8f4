import { expect, type Locator, type Page } from "@playwright/test";

/** Picks an option of a labelled select inside `scope` (a dialog, a form) and checks it shows. */
export async function choose(page: Page, scope: Locator, label: string, option: string) {
  const select = scope.getByRole("combobox", { name: label, exact: true });
  await select.click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toContainText(option);
}

/** The toast (a Radix toast is a list item) whose description is `description`. */
export const toast = (page: Page, description: string) =>
  page.getByRole("listitem").filter({ has: page.getByText(description, { exact: true }) });
