import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvUploadParts, csvUploads } from "../db/schema.ts";
import { csvClient } from "../testing/csv-test-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { PENDING_UPLOADS_PER_USER, uploadIdOf } from "./uploads.ts";

let t: TestApp;
let csv: ReturnType<typeof csvClient>;
beforeAll(async () => {
  t = await createTestApp();
  csv = csvClient(t, await t.login("admin"));
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const FILE = "Customer,Departure,Destination,Aircraft Type,Start Date\nLimit Co,L1,L2,AW139,2035-01-01\n";
const storedParts = async (id: string) =>
  (await t.database.db.select().from(csvUploadParts).where(eq(csvUploadParts.uploadId, id))).length;

describe("CSV uploads are bounded (docs/decisions/026)", () => {
  it("holds a multipart upload to 5 MB in all, whatever the number of parts", async () => {
    const { uploadId } = (await csv.call("POST", "/api/csv/s3/multipart", { filename: "big.csv" })).json();
    const first = await csv.call("PUT", `/api/csv/s3/parts/${uploadId}/1`, Buffer.alloc(3 * MB, 65));
    expect(first.statusCode).toBe(200);
    const second = await csv.call("PUT", `/api/csv/s3/parts/${uploadId}/2`, Buffer.alloc(3 * MB, 65));
    expect(second.statusCode).toBe(413);
    expect(second.json().error).toBe("The file is larger than 5 MB");
    const listed = (await csv.call("GET", `/api/csv/s3/multipart/${uploadId}`)).json();
    expect(listed).toEqual([{ PartNumber: 1, ETag: first.headers.etag, Size: 3 * MB }]);
    expect((await csv.call("DELETE", `/api/csv/s3/multipart/${uploadId}`)).statusCode).toBe(200);
  });

  it("deletes the file once it is imported, keeping only the answer", async () => {
    const url = await csv.upload(FILE);
    const id = uploadIdOf(url)!;
    expect(await storedParts(id)).toBeGreaterThan(0);
    expect((await csv.process(url, { dryRun: true })).statusCode).toBe(200);
    expect(await storedParts(id)).toBeGreaterThan(0);
    expect((await csv.process(url)).statusCode).toBe(200);
    expect(await storedParts(id)).toBe(0);
  });

  it("refuses an address beyond the pending quota until one is imported, and forgets uploads after an hour", async () => {
    await t.database.db.delete(csvUploads);
    const urls: string[] = [];
    for (let i = 0; i < PENDING_UPLOADS_PER_USER; i++)
      urls.push(await csv.upload(FILE.replace("Limit Co", `Limit ${i}`)));
    const refused = await csv.call("POST", "/api/csv/upload-url");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      `You have ${PENDING_UPLOADS_PER_USER} uploaded files not yet imported; import one, or try again within an hour when they expire`,
    );
    expect((await csv.process(urls[0]!)).statusCode).toBe(200);
    expect((await csv.call("POST", "/api/csv/upload-url")).statusCode).toBe(200);

    // An hour on (the session kept alive on the way), every older upload is gone at the next address.
    for (let i = 0; i < 5; i++) {
      t.clock.advance(13 * 60_000);
      await csv.call("GET", "/api/auth/me");
    }
    expect((await csv.call("POST", "/api/csv/upload-url")).statusCode).toBe(200);
    expect(await t.database.db.select().from(csvUploads)).toHaveLength(1);
  });
});
