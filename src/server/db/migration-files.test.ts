import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

const dir = new URL("./migrations/", import.meta.url);
const tags = (
  JSON.parse(readFileSync(new URL("meta/_journal.json", dir), "utf8")) as { entries: { tag: string }[] }
).entries.map((entry) => entry.tag);

it("has one journal entry for each migration file and a file for each entry", () => {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => name.replace(/\.sql$/, ""));
  expect([...tags].sort()).toEqual(files.sort());
  expect(new Set(tags).size).toBe(tags.length);
});

it("runs the migrations in their files' order, but for 0026, which every database has run after 0040", () => {
  // Databases record migrations by tag and apply the journal's order; 0026 was added after 0040, and
  // moving it now would have new databases apply it in another order than every existing one did.
  const historical = tags.filter((tag) => !tag.startsWith("0026_"));
  expect(historical).toEqual([...historical].sort());
  expect(tags.indexOf(tags.find((tag) => tag.startsWith("0026_"))!)).toBe(
    tags.indexOf(tags.find((tag) => tag.startsWith("0040_"))!) + 1,
  );
});
