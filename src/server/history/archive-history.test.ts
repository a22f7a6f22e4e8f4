import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { HistoryPage } from "../../shared/history.ts";
import { history } from "../db/schema.ts";
import { apiAs } from "../testing/booking-fixtures.ts";
import { runScript } from "../testing/processes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import {
  ArchiveError,
  archiveCutoff,
  archiveHistory,
  parseArchiveArgs,
  partialFile,
} from "./archive-history.ts";

// Each write of the archive, seen as it happens (or made to fail), to see what is on disk meanwhile.
const writes = vi.hoisted(() => ({ before: undefined as (() => void) | undefined }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const writeSync = (...args: unknown[]) => {
    writes.before?.();
    return Reflect.apply(fs.writeSync, fs, args) as number;
  };
  return { ...fs, writeSync, default: { ...fs, writeSync } };
});

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

describe("the command's arguments", () => {
  const now = new Date("2036-03-15T10:00:00Z");
  const refusal = (args: string[]) => {
    try {
      parseArchiveArgs(args, now);
    } catch (error) {
      expect(error).toBeInstanceOf(ArchiveError);
      return (error as Error).message;
    }
    throw new Error(`${args.join(" ")} was accepted`);
  };
  const YEARS = "--older-than must be a number of years from 1 to 100, for example --older-than 5y.";

  it("reads --older-than and --to, a value starting with a dash included", () => {
    expect(parseArchiveArgs(["--older-than", "5y", "--to", "a.jsonl"], now)).toEqual({
      help: false,
      before: new Date("2031-03-15T10:00:00Z"),
      file: resolve("a.jsonl"),
    });
    expect(parseArchiveArgs(["--to", "-odd.jsonl", "--older-than=2"], now)).toMatchObject({
      file: resolve("-odd.jsonl"),
    });
    expect(parseArchiveArgs(["-h"], now)).toEqual({ help: true });
  });

  it("answers each bad argument with one sentence, never node's error", () => {
    expect(refusal(["--older-than", "-1", "--to", "a.jsonl"])).toBe(YEARS);
    expect(refusal(["--older-than=-1", "--to", "a.jsonl"])).toBe(YEARS);
    expect(refusal(["--to", "a.jsonl", "--older-than"])).toBe(YEARS);
    expect(refusal(["--older-than", "5y", "--to"])).toBe(
      "--to needs a file name, for example --to history-before-2021.jsonl.",
    );
    const takes = "the command takes --older-than <years>y and --to FILE (--help prints how).";
    expect(refusal(["--older-than", "5y", "--to", "a.jsonl", "--dry-run"])).toBe(
      `Unknown option --dry-run: ${takes}`,
    );
    expect(refusal(["5y", "--to", "a.jsonl"])).toBe(`Unexpected argument '5y': ${takes}`);
    expect(refusal(["--older-than", "5y"])).toMatch(/^--to FILE is needed\./);
  });

  it("npm run history:archive -- --older-than -1 prints that sentence alone and exits 1", () => {
    const result = runScript("src/server/history/archive-cli.ts", ["--older-than", "-1", "--to", "x.jsonl"], {
      DATA_DIR: join(dir, "never-opened"),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(YEARS);
    expect(result.stdout).toBe("");
    expect(existsSync(join(dir, "never-opened"))).toBe(false);
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

  it("writes FILE.partial and gives it the archive's name only once complete (docs/decisions/046)", async () => {
    const db = t.database.db;
    await db
      .insert(history)
      .values([record("2010-03-01T09:00:00Z", "Partial 1"), record("2010-04-01T09:00:00Z", "Partial 2")]);
    const file = join(dir, "before-2011.jsonl");
    const seen: string[] = [];
    writes.before = () => seen.push(`${existsSync(file)} ${existsSync(partialFile(file))}`);
    try {
      expect(await archiveHistory({ db, before: new Date("2011-01-01T00:00:00Z"), file })).toEqual({
        count: 2,
      });
    } finally {
      writes.before = undefined;
    }
    // While being written: no file under the archive's name, only the partial one.
    expect(seen).toEqual(["false true"]);
    expect(existsSync(partialFile(file))).toBe(false);
    expect(readFileSync(file, "utf8")).toMatch(/^\{.*"Partial 1".*\}\n\{.*"Partial 2".*\}\n$/);
  });

  it("a run that fails while writing leaves no file and every record", async () => {
    const db = t.database.db;
    await db.insert(history).values(record("2008-05-01T09:00:00Z", "Unwritten"));
    const file = join(dir, "before-2009.jsonl");
    writes.before = () => {
      throw new Error("no space left on device");
    };
    try {
      await expect(archiveHistory({ db, before: new Date("2009-01-01T00:00:00Z"), file })).rejects.toThrow(
        /no space left/,
      );
    } finally {
      writes.before = undefined;
    }
    expect(existsSync(file)).toBe(false);
    expect(existsSync(partialFile(file))).toBe(false);
    expect(await labels()).toContain("Unwritten");
  });

  it("refuses to go on from a killed run's FILE.partial, removing nothing, until it is removed", async () => {
    const db = t.database.db;
    const file = join(dir, "before-2009.jsonl");
    const partial = partialFile(file);
    writeFileSync(partial, '{"id":1,"label":"half a li');
    await expect(archiveHistory({ db, before: new Date("2009-01-01T00:00:00Z"), file })).rejects.toThrow(
      `${partial} exists: an archive to ${file} was stopped before it finished (its records are all still in the database) or is being written now; remove it, then run again.`,
    );
    expect(readFileSync(partial, "utf8")).toBe('{"id":1,"label":"half a li');
    expect(existsSync(file)).toBe(false);
    expect(await labels()).toContain("Unwritten");
    unlinkSync(partial);
    expect(await archiveHistory({ db, before: new Date("2009-01-01T00:00:00Z"), file })).toEqual({
      count: 1,
    });
    expect(await labels()).not.toContain("Unwritten");
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
