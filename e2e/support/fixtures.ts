import { randomBytes } from "node:crypto";
import { type APIRequestContext, test as base, expect, type Page, request } from "@playwright/test";
import type { Booking, CreateBookingPayload } from "../../src/shared/bookings.ts";
import type {
  AircraftTypeWithAircraft,
  BookingStatus,
  Customer,
  Location,
} from "../../src/shared/reference-data.ts";
import { type E2EUser, users } from "./users.ts";
import { startWorkerServer } from "./worker-server.ts";

export { expect };

/** This worker's server (worker-server.ts); set by the `server` fixture before any test runs. */
export const workerBaseURL = () => {
  if (!process.env.E2E_BASE_URL) throw new Error("the worker's server has not started");
  return process.env.E2E_BASE_URL;
};

/** A name no other test uses, so tests sharing the server never see each other's data. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

/**
 * Test data made through the real API as admin: each test creates exactly the customers, locations and
 * bookings it needs, in a month of its own, so nothing depends on today's date or on other tests.
 */
export class TestData {
  constructor(readonly api: APIRequestContext) {}

  private async json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  customer(name = unique("Customer"), color = "#2563EB") {
    return this.api.post("/api/customers", { data: { name, color } }).then((r) => this.json<Customer>(r));
  }

  location(name = unique("Location")) {
    return this.api.post("/api/locations", { data: { name } }).then((r) => this.json<Location>(r));
  }

  fleet() {
    return this.api
      .get("/api/aircraft-types-with-aircraft")
      .then((r) => this.json<AircraftTypeWithAircraft[]>(r));
  }

  async aircraftType(title: string) {
    const type = (await this.fleet()).find((t) => t.title === title);
    if (!type) throw new Error(`No aircraft type ${title}`);
    return type;
  }

  async status(text: string) {
    const statuses = await this.api.get("/api/booking-statuses").then((r) => this.json<BookingStatus[]>(r));
    const status = statuses.find((s) => s.statusText === text);
    if (!status) throw new Error(`No status ${text}`);
    return status;
  }

  /** A booking with sensible defaults; only the dates are required. */
  async booking(payload: Partial<CreateBookingPayload> & { startDate: string; endDate?: string }) {
    const needs = {
      customerId: payload.customerId ?? (await this.customer()).id,
      aircraftTypeId: payload.aircraftTypeId ?? (await this.aircraftType("AW139")).id,
      bookingStatusId: payload.bookingStatusId ?? (await this.status("Pending")).id,
      departureId: payload.departureId ?? (await this.location(unique("EGNH Departure"))).id,
      destinationId: payload.destinationId ?? (await this.location(unique("Rig"))).id,
    };
    const body = { ...needs, ...payload, endDate: payload.endDate ?? payload.startDate };
    return this.api.post("/api/bookings", { data: body }).then((r) => this.json<Booking>(r));
  }

  bookings(from: string, to: string) {
    return this.api.get("/api/bookings", { params: { from, to } }).then((r) => this.json<Booking[]>(r));
  }
}

async function signedInApi(user: E2EUser, url = workerBaseURL()): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: url });
  const response = await api.post("/api/auth/login", {
    data: { username: user.username, password: user.password },
  });
  if (!response.ok()) throw new Error(`API login as ${user.username} failed: ${response.status()}`);
  return api;
}

/**
 * Signs in through the API in the page's own cookie jar, opens the app and waits for the scheduler:
 * what the sign-in form does, without typing it in every test. The sign-in and session tests use the
 * form itself (signInWithForm).
 */
export async function signIn(page: Page, user: E2EUser = users.admin) {
  const response = await page.request.post("/api/auth/login", {
    data: { username: user.username, password: user.password },
  });
  if (!response.ok()) throw new Error(`sign-in as ${user.username} failed: ${response.status()}`);
  await page.goto("/");
  await signedInScreen(page, user);
}

/** Signs in through the login screen, as a person does, and waits for the scheduler. */
export async function signInWithForm(page: Page, user: E2EUser = users.admin) {
  await page.goto("/");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await signedInScreen(page, user);
}

async function signedInScreen(page: Page, user: E2EUser) {
  // The wall-display account lands on the board alone (docs/decisions/027), which has no Sign Out.
  await expect(
    user.username === users.engineering.username
      ? page.getByRole("region", { name: "7 Day Schedule" })
      : page.getByRole("button", { name: "Sign Out" }),
  ).toBeVisible();
}

/** Every write request the page sends from now on (under `under`, when given), as "METHOD /path". */
export function recordWrites(page: Page, under = "/api/") {
  const writes: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    // A conflict preview is a POST that writes nothing: the save it runs is rolled back (docs/decisions/015).
    if (path.startsWith("/api/conflicts/preview-")) return;
    if (request.method() !== "GET" && path.startsWith(under)) writes.push(`${request.method()} ${path}`);
  });
  return writes;
}

/**
 * Resolves once the page has drawn two more frames: by then a keystroke's effects (a request sent, a
 * list opened, a re-render) have happened, so a test can check that something did *not* happen without
 * sleeping a fixed time.
 */
export async function afterFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Shows the Booking Details table for a month (`yyyy-MM`), the way the app remembers it. */
export async function openMonth(page: Page, month: string, label: string) {
  await page.evaluate((value) => localStorage.setItem("scheduler.month", value), month);
  await page.reload();
  await expect(page.getByRole("heading", { name: label })).toBeVisible();
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading bookings" })).toHaveCount(0);
}

/** The table row of a booking on a date (`dd/mm/yy` as shown), found by a text in it. */
export function row(page: Page, shortDate: string, text: string | RegExp) {
  return page
    .locator("tbody tr")
    .filter({ has: page.getByText(new RegExp(`^\\*?${shortDate.replaceAll("/", "\\/")}\\*?$`)) })
    .filter({ hasText: text });
}

export const test = base.extend<{ data: TestData }, { server: { url: string }; adminApi: APIRequestContext }>(
  {
    server: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
      async ({}, use) => {
        const server = await startWorkerServer();
        process.env.E2E_BASE_URL = server.url;
        await use(server);
        await server.stop();
      },
      { scope: "worker", auto: true, timeout: 120_000 },
    ],
    baseURL: async ({ server }, use) => use(server.url),
    // An uncaught error in the page fails the test, even when what the test looks at still appears.
    page: async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.stack ?? error.message));
      await use(page);
      expect(errors, "uncaught errors in the browser").toEqual([]);
    },
    adminApi: [
      async ({ server }, use) => {
        const api = await signedInApi(users.admin, server.url);
        await use(api);
        await api.dispose();
      },
      { scope: "worker" },
    ],
    data: async ({ adminApi }, use) => {
      await use(new TestData(adminApi));
    },
  },
);

export { signedInApi, users };
