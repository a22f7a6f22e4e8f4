import { type Page, request } from "@playwright/test";
import { freePort, startServer, tempDir } from "../src/server/testing/processes.ts";
import { expect, row, test } from "./support/fixtures.ts";

/**
 * One read per change per screen (docs/decisions/012): after an inline edit the writer reads the month once
 * (product §7's refetch after a write; the live-refresh echo of its own change is recognised), and
 * another open screen reads it once. The change flags come with the month (docs/decisions/031): no
 * screen reads them on their own. On a server of its own, so no other test's writes send changes.
 */
const PASSWORD = "refetch-test-password";

/**
 * Runs the page's timers 2 s on at once (any refetch they start is then sent), then lets React's
 * scheduler, on MessageChannel tasks the fake clock leaves real, run twice, and the timers once more.
 * Not `afterFrames`: under the fake clock an animation frame waits on the clock's own real-time timer,
 * which twice never fired in a loaded CI run after a `runFor` (the test timed out at 60 s).
 */
async function runOut(page: Page) {
  await page.clock.runFor(2_000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let turns = 0;
        channel.port1.onmessage = () => (++turns === 2 ? resolve() : channel.port2.postMessage(0));
        channel.port2.postMessage(0);
      }),
  );
  await page.clock.runFor(2_000);
}

test("an edit costs one month read on the writer's screen and one on another screen; a page load one of each list", async ({
  browser,
}) => {
  const server = await startServer(
    { DATA_DIR: tempDir("refetches"), ADMIN_PASSWORD: PASSWORD, DEMO_DATA: "0", LOG_LEVEL: "warn" },
    freePort(),
  );
  try {
    const api = await request.newContext({ baseURL: server.url });
    await api.post("/api/auth/login", { data: { username: "admin", password: PASSWORD } });
    const customer = await (
      await api.post("/api/customers", { data: { name: "Refetch Co", color: "#2563EB" } })
    ).json();
    const [base, rig] = await Promise.all(
      ["Refetch Base", "Refetch Rig"].map(async (name) =>
        (await api.post("/api/locations", { data: { name } })).json(),
      ),
    );
    const [type] = await (await api.get("/api/aircraft-types-with-aircraft")).json();
    const [status] = await (await api.get("/api/booking-statuses")).json();
    await api.post("/api/bookings", {
      data: {
        customerId: customer.id,
        aircraftTypeId: type.id,
        bookingStatusId: status.id,
        departureId: base.id,
        destinationId: rig.id,
        startDate: "2068-04-02",
        endDate: "2068-04-02",
        remarks: "before",
      },
    });
    await api.dispose();

    const open = async () => {
      const page = await browser.newPage({ baseURL: server.url });
      // The page's timers run on Playwright's clock, so the test can run out the refetch delay at once.
      await page.clock.install();
      await page.goto("/");
      await page.getByLabel("Username").fill("admin");
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
      await page.evaluate(() => localStorage.setItem("scheduler.month", "2068-04"));
      // The screen holds its live-update stream before the edit: the server has answered it.
      const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/events");
      await page.reload();
      await expect(row(page, "02/04/68", "before")).toBeVisible();
      await streamOpen;
      return page;
    };
    const countReads = (page: Page, path: string) => {
      const reads: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "GET" && r.url().includes(path)) reads.push(r.url());
      });
      return reads;
    };
    const writer = await open();
    const other = await open();
    const writerReads = countReads(writer, "/api/bookings?");
    const otherReads = countReads(other, "/api/bookings?");
    const flagReads = [...countReads(writer, "/api/change-flags"), ...countReads(other, "/api/change-flags")];

    await row(writer, "02/04/68", "before").getByRole("button", { name: "Remarks: before" }).click();
    await writer.keyboard.press("ControlOrMeta+a");
    await writer.keyboard.type("after");
    await writer.keyboard.press("Enter");
    await expect(writer.getByText("Remarks updated successfully", { exact: true })).toBeVisible();
    await expect(row(other, "02/04/68", "after")).toBeVisible();
    // Long past the 100 ms coalescing delay: any second read would have started.
    await runOut(writer);
    await runOut(other);
    expect(writerReads).toHaveLength(1);
    expect(otherReads).toHaveLength(1);
    expect(flagReads).toHaveLength(0);

    // Opening the page reads the month (with the flags) and each list once: the live-update stream's
    // hello names the change counter those reads were built at, so nothing is read again when it opens.
    const reads: string[] = [];
    writer.on("request", (r) => {
      const url = new URL(r.url());
      if (r.method() === "GET" && url.pathname.startsWith("/api/")) reads.push(url.pathname + url.search);
    });
    await writer.reload();
    await expect(row(writer, "02/04/68", "after")).toBeVisible();
    await runOut(writer);
    for (const read of [
      "/api/bookings?from=2068-04-01&to=2068-04-30&include=flags",
      "/api/aircraft-types",
      "/api/booking-statuses",
      "/api/locations",
      "/api/aircraft-types-with-aircraft",
    ]) {
      expect(
        reads.filter((url) => url === read),
        read,
      ).toHaveLength(1);
    }
    expect(reads.filter((url) => url.startsWith("/api/change-flags"))).toHaveLength(0);
  } finally {
    await server.stop();
  }
});
