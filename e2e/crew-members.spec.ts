import { expect, signIn, test, unique, users } from "./support/fixtures.ts";
import { toast } from "./support/ui.ts";

/**
 * Crew members in Settings (docs/decisions/054): an editor adds one with the types they are rated on and
 * changes them in place; a read-only user sees the list and no form.
 */
test("an editor adds a crew member and changes their role; a read-only user sees them and cannot change them", async ({
  page,
  data,
}) => {
  const name = unique("Hughes");
  const base = await data.location(unique("Humberside"));
  await signIn(page);
  await page.goto("/settings");
  const crew = page.getByRole("region", { name: "Crew" });
  const add = crew.getByRole("form", { name: "Add crew member" });
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Role").selectOption("Captain");
  await add.getByRole("checkbox", { name: "AW139" }).check();
  await add.getByLabel("Base").selectOption(base.name);
  await add.getByLabel("Phone").fill("+44 7700 900123");
  // Enter in a field submits the form, as the button does.
  await add.getByLabel("Phone").press("Enter");
  await expect(toast(page, `${name} added`)).toBeVisible();
  const row = crew.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Captain");
  await expect(row).toContainText("AW139");
  await expect(row).toContainText(base.name);
  await expect(add.getByLabel("Name")).toHaveValue("");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = crew.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("Role").selectOption("Other crew");
  await edit.getByLabel("Duty").fill("Winch operator");
  await edit.getByRole("checkbox", { name: "EC135" }).check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, `${name} saved`)).toBeVisible();
  await expect(crew.getByRole("row").filter({ hasText: name })).toContainText("Winch operator");
  await expect(crew.getByRole("row").filter({ hasText: name })).toContainText("AW139, EC135");

  await page.context().clearCookies();
  await signIn(page, users.viewer);
  await page.goto("/settings");
  const viewed = page.getByRole("region", { name: "Crew" });
  await expect(viewed.getByRole("row").filter({ hasText: name })).toContainText("Winch operator");
  await expect(viewed.getByRole("form")).toHaveCount(0);
  await expect(viewed.getByRole("button", { name: `Edit ${name}` })).toHaveCount(0);
});
