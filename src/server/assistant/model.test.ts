import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addFixtures, type Fixtures } from "../testing/booking-fixtures.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * A stand-in for a hosted model: a local server speaking the OpenAI chat-completions protocol. Each
 * test sets what it answers; it records what it was asked.
 */
let answer: (body: { messages: { content: string }[] }) => {
  status: number;
  content?: string;
  delayMs?: number;
};
const asked: { authorization?: string; body: Record<string, unknown> }[] = [];
let fake: Server;
let t: TestApp;
let f: Fixtures;
let cookie: string;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = "";
    request.on("data", (chunk) => {
      text += chunk;
    });
    request.on("end", () => resolve(text));
  });

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = JSON.parse(await read(request));
    asked.push({ authorization: request.headers.authorization, body });
    const { status, content, delayMs = 0 } = answer(body);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        id: "chatcmpl-test",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  t = await createTestApp({
    env: {
      ASSISTANT_MODEL_URL: url,
      ASSISTANT_MODEL: "test-model",
      ASSISTANT_API_KEY: "sk-test",
      ASSISTANT_MODEL_TIMEOUT_MS: "500",
    },
  });
  f = await addFixtures(t.database.db);
  cookie = await t.login("admin");
});
afterAll(async () => {
  await t.close();
  fake.close();
});

const extract = (message: string, previousDetails?: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/chatbot/extract-booking",
    headers: { cookie },
    payload: { message, previousDetails },
  });
const draft = (fields: Record<string, string | null>) =>
  JSON.stringify({
    customer: null,
    aircraftType: null,
    registration: null,
    departure: null,
    destination: null,
    startDate: null,
    endDate: null,
    departureTime: null,
    expectedHours: null,
    status: null,
    remarks: null,
    ...fields,
  });

describe("the Booking Assistant with a model", () => {
  it("asks the model for schema-constrained JSON and maps its names to the database's rows", async () => {
    answer = () => ({
      status: 200,
      content: draft({
        customer: "Zenith",
        aircraftType: "AW169",
        departure: "EGNH",
        destination: "Leman Alpha",
        startDate: "2031-06-02",
        departureTime: "0745",
        expectedHours: "1.5",
      }),
    });
    const response = await extract("the usual for zenith, early");
    expect(response.json().bookingDetails).toMatchObject({
      customerId: f.customers.zenith,
      aircraftTypeId: f.types.AW169,
      departureId: f.locations.base,
      destinationId: f.locations.rig,
      startDate: "2031-06-02",
      endDate: "2031-06-02",
      departureTime: "07:45",
      expectedHours: "1.5",
    });
    const [call] = asked.slice(-1);
    expect(call!.authorization).toBe("Bearer sk-test");
    expect(call!.body).toMatchObject({ model: "test-model", response_format: { type: "json_schema" } });
  });

  it("reads the message without the model when it fails, answers nonsense, or is too slow", async () => {
    const message = "Acme Offshore AW139 from EGNH Blackpool to Leman Alpha on 03/06/2031";
    for (const failure of [
      { status: 500 },
      { status: 200, content: "not json" },
      { status: 200, content: draft({}), delayMs: 1_000 },
    ]) {
      answer = () => failure;
      const response = await extract(message);
      expect(response.statusCode).toBe(200);
      expect(response.json().bookingDetails).toMatchObject({
        customerId: f.customers.acme,
        startDate: "2031-06-03",
      });
    }
  });

  it("asks about a field the model reads differently from the rules, and takes those they agree on", async () => {
    answer = () => ({
      status: 200,
      content: draft({
        customer: "Zenith Energy",
        aircraftType: "AW139",
        departure: "EGNH Blackpool",
        destination: "Leman Alpha",
        startDate: "2031-06-04",
        departureTime: "08:00",
      }),
    });
    const response = await extract(
      "Acme Offshore AW139 from EGNH Blackpool to Leman Alpha on 03/06/2031 at 0800",
    );
    const answered = response.json();
    expect(answered.bookingDetails).toMatchObject({
      customerId: null,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      destinationId: f.locations.rig,
      startDate: null,
      departureTime: "08:00",
    });
    expect(answered.missingFields).toEqual(["customer", "startDate"]);
    expect(answered.message).toContain(
      "I read the customer as 'Acme Offshore', but the model read 'Zenith Energy': which is it?",
    );
    expect(answered.message).toContain(
      "I read the dates as 03/06/31, but the model read 04/06/31: which is it?",
    );
  });

  it("takes a day's legs, and the route and hours they give it, from the rules: the model reads no legs", async () => {
    answer = () => ({
      status: 200,
      content: draft({
        customer: "Acme Offshore",
        aircraftType: "AW139",
        departure: "EGNJ Humberside",
        destination: "Leman Alpha",
        startDate: "2031-06-05",
        departureTime: "08:00",
        expectedHours: "3",
      }),
    });
    const answered = (
      await extract(
        "Acme Offshore AW139 EGNJ Humberside to Leman Alpha and back on 05/06/2031 at 0800, 3 hours",
      )
    ).json();
    expect(answered.bookingDetails).toMatchObject({
      customerId: f.customers.acme,
      departureId: f.locations.port,
      destinationId: f.locations.port,
      departureTime: "08:00",
      expectedHours: null,
    });
    expect(
      answered.bookingDetails.legs.map((leg: { fromId: number; toId: number }) => [leg.fromId, leg.toId]),
    ).toEqual([
      [f.locations.port, f.locations.rig],
      [f.locations.rig, f.locations.port],
    ]);
    expect(answered.message).toContain(
      "2 legs: 1) EGNJ Humberside to Leman Alpha at 08:00; 2) Leman Alpha to EGNJ Humberside",
    );
    expect(answered.message).toContain("I haven't set 3 hours");
    expect(answered.message).not.toContain("which is it?");
  });

  it("checks a request with one destination and passengers against the model as before, keeping the count", async () => {
    answer = () => ({
      status: 200,
      content: draft({
        customer: "Acme Offshore",
        aircraftType: "AW139",
        departure: "EGNH Blackpool",
        destination: "Leman Alpha",
        startDate: "2031-06-06",
        departureTime: "09:00",
        expectedHours: "2",
      }),
    });
    const answered = (
      await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha on 06/06/2031 at 1000, 2 hours, 4 pax")
    ).json();
    // The time the two read differently is asked about and left as it was, on the day and its one leg.
    expect(answered.bookingDetails).toMatchObject({
      departureId: f.locations.base,
      destinationId: f.locations.rig,
      departureTime: null,
      expectedHours: "2",
      legs: [
        {
          fromId: f.locations.base,
          toId: f.locations.rig,
          departureTime: null,
          expectedHours: "2",
          passengers: 4,
          positioning: false,
        },
      ],
    });
    expect(answered.message).toContain("4 pax");
    expect(answered.message).toContain(
      "I read the departure time as '10:00', but the model read '09:00': which is it?",
    );
  });

  it("does not take a name the model gives that is no customer, nor a change the message did not ask for", async () => {
    answer = () => ({
      status: 200,
      content: draft({ customer: "Globex Aviation", startDate: "2031-06-09", departureTime: "10:30" }),
    });
    const previous = {
      customerId: f.customers.acme,
      customerName: "Acme Offshore",
      startDate: "2031-06-03",
      endDate: "2031-06-03",
    };
    const answered = (await extract("make it 10:30", previous)).json();
    expect(answered.bookingDetails).toMatchObject({ ...previous, departureTime: "10:30" });
    expect(answered.message).toContain(
      "The model would change the dates from 03/06/31 to 09/06/31, which I did not read in your message: say it if you meant it.",
    );
    expect(answered.message).not.toContain("Globex");
  });
});
