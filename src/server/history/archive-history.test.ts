import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryPage } from "../../shared/history.ts";
import { history } from "../db/schema.ts";
import { apiAs } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { ArchiveError, archiveCutoff, archiveHistory } from "./archive-history.ts";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "history-archive-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const record = (at: string, label: string) => ({
  at: new Date(at),
  userId: null,
  username: "ops",
  userName: "Ops Desk",
  entity: "customer" as const,
  entityId: null,
  label,
  action: "created" as const,
});
const labels = async () =>
  (await t.database.db.select({ label: history.label }).from(history).orderBy(asc(history.id))).map(
    (row) => row.label,
  );

describe("archiveCutoff", () => {
  it("takes whole years back from now, and refuses anything but 1 to 100 years", () => {
    const now = new Date("2036-03-15T10:00:00Z");
    expect(archiveCutoff("5y", now).toISOString()).toBe("2031-03-15T10:00:00.000Z");
    expect(archiveCutoff("10", now).toISOString()).toBe("2026-03-15T10:00:00.000Z");
    for (const bad of [undefined, "", "0y", "5m", "-1", "101y", "five"]) {
      expect(() => archiveCutoff(bad, now)).toThrow(ArchiveError);
    }
  });
});

describe("archiveHistory", () => {
  it("writes the older records to a new file, then removes them and records that it did", async () => {
    const db = t.database.db;
    await db
      .insert(history)
      .values([
        record("2015-01-02T09:00:00Z", "Old 1"),
        record("2016-06-01T09:00:00Z", "Old 2"),
        record("2017-12-31T23:00:00Z", "Old 3"),
        record("2019-05-05T09:00:00Z", "Later 1"),
        record("2019-07-07T09:00:00Z", "Later 2"),
      ]);
    const file = join(dir, "before-2018.jsonl");

    expect(await archiveHistory({ db, before: new Date("2018-01-01T00:00:00Z"), file })).toEqual({
      count: 3,
    });

    const lines = readFileSync(file, "utf8")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => [line.label, line.at])).toEqual([
      ["Old 1", "2015-01-02T09:00:00.000Z"],
      ["Old 2", "2016-06-01T09:00:00.000Z"],
      ["Old 3", "2017-12-31T23:00:00.000Z"],
    ]);
    expect(lines[0]).toMatchObject({
      username: "ops",
      userName: "Ops Desk",
      entity: "customer",
      action: "created",
    });
    const left = await labels();
    expect(left).not.toContain("Old 1");
    expect(left).toEqual(expect.arrayContaining(["Later 1", "Later 2"]));
    // The Activity page shows the archive as the newest change.
    const response = await apiAs(t, await t.login("admin"))("GET", "/api/history?limit=1");
    const page = response.json<HistoryPage>();
    expect(page.entries[0]).toMatchObject({
      entity: "history",
      action: "archived",
      label: "before 2018-01-01",
      user: { name: "Command line" },
      details: { count: 3, file },
    });
  });

  it("never overwrites an archive: a re-run to the same file is refused and removes nothing", async () => {
    const db = t.database.db;
    const file = join(dir, "again.jsonl");
    await archiveHistory({ db, before: new Date("2019-06-01T00:00:00Z"), file });
    const written = readFileSync(file, "utf8");
    expect(written).toContain("Later 1");
    await db.insert(history).values(record("2019-06-02T09:00:00Z", "Later 3"));
    await expect(archiveHistory({ db, before: new Date("2020-01-01T00:00:00Z"), file })).rejects.toThrow(
      /already exists/,
    );
    expect(readFileSync(file, "utf8")).toBe(written);
    expect(await labels()).toEqual(expect.arrayContaining(["Later 2", "Later 3"]));
  });

  it("with nothing older, writes no file and no record", async () => {
    const db = t.database.db;
    const before = (await labels()).length;
    const file = join(dir, "empty.jsonl");
    expect(await archiveHistory({ db, before: new Date("2000-01-01T00:00:00Z"), file })).toEqual({
      count: 0,
    });
    expect(existsSync(file)).toBe(false);
    expect((await labels()).length).toBe(before);
  });

  it("leaves history append-only for everything else", async () => {
    const refused = await t.database.db.execute(sql`delete from history where label = 'Later 2'`).then(
      () => null,
      (error: Error) => error,
    );
    expect(String(refused?.cause ?? refused)).toMatch(/history is append-only: DELETE is not allowed/);
    expect(await labels()).toContain("Later 2");
  });
});
