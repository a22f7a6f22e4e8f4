import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CREW } from "../../shared/legs.ts";
import { hashPassword } from "../auth/passwords.ts";
import { users } from "../db/schema.ts";
import { addFixtures, type Fixtures } from "../testing/booking-fixtures.ts";
import { createTestApp, TEST_PASSWORD, type TestApp } from "../testing/test-app.ts";
import { MAX_WORDS_SEARCHED } from "./extract.ts";

let t: TestApp;
let f: Fixtures;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await addFixtures(t.database.db);
  await t.database.db.insert(users).values({
    username: "editor",
    name: "Editor",
    canEdit: true,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  admin = await t.login("admin");
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie: string | undefined = admin) =>
  t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
const extract = (message: string, previousDetails?: object) =>
  post("/api/chatbot/extract-booking", { message, previousDetails });

describe("Booking Assistant calls", () => {
  it("are for the admin user with edit rights only", async () => {
    const calls = ["extract-booking", "confirm-booking", "create-booking", "add-location"];
    for (const call of calls) {
      expect((await post(`/api/chatbot/${call}`, {}, "")).statusCode).toBe(401);
      for (const username of ["viewer", "Engineering", "editor"]) {
        const refused = await post(
          `/api/chatbot/${call}`,
          { message: "x", name: "x", bookingDetails: {} },
          await t.login(username),
        );
        expect(refused.statusCode, `${call} as ${username}`).toBe(403);
      }
    }
  });

  it("reads a request into a draft with ids, and lists what is still missing", async () => {
    const response = await extract(
      "Acme Offshore need an AW139 from EGNH Blackpool to Leman Alpha on 12/05/2031 at 0930, 2.5 hours",
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.bookingDetails).toMatchObject({
      customerId: f.customers.acme,
      aircraftTypeId: f.types.AW139,
      departureId: f.locations.base,
      destinationId: f.locations.rig,
      startDate: "2031-05-12",
      endDate: "2031-05-12",
      departureTime: "09:30",
      expectedHours: "2.5",
    });
    expect(answer).toMatchObject({ needsLocationCreation: false, unknownLocations: [], missingFields: [] });

    const partial = (await extract("zenith, the 169")).json();
    expect(partial.bookingDetails).toMatchObject({
      customerId: f.customers.zenith,
      aircraftTypeId: f.types.AW169,
    });
    expect(partial.missingFields).toEqual(["departure", "destination", "startDate"]);
  });

  it("reads a decimal comma in hours as a point, and leaves hours it cannot read unset", async () => {
    const read = async (message: string) => (await extract(message)).json().bookingDetails.expectedHours;
    expect(await read("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 12/05/2031, 3,5 hours")).toBe("3.5");
    expect(await read("Acme Offshore AW139 12/05/2031 2,25 hrs")).toBe("2.25");
    expect(await read("Acme Offshore AW139 12/05/2031 2.5 hours")).toBe("2.5");
    // Neither 1.234 nor 234: a figure it cannot read is not guessed at.
    expect(await read("Acme Offshore AW139 12/05/2031 1,234 hours")).toBeNull();
  });

  it("changes only what a follow-up mentions, and names places it does not know", async () => {
    const first = (await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 12/05/2031")).json()
      .bookingDetails;
    const changed = (await extract("change the destination to Fantasy Island", first)).json();
    expect(changed.bookingDetails).toMatchObject({
      customerId: f.customers.acme,
      departureId: f.locations.base,
      destinationId: null,
      destinationName: "Fantasy Island",
      startDate: "2031-05-12",
    });
    expect(changed).toMatchObject({ needsLocationCreation: true, unknownLocations: ["Fantasy Island"] });
  });

  it("answers text it cannot use with help, never an error or a half-filled draft", async () => {
    for (const message of ["hello", "", "Bonjour, je voudrais un hélicoptère", "x".repeat(500)]) {
      const response = await extract(message);
      expect(response.statusCode, message.slice(0, 20)).toBe(200);
      expect(response.json().message).toMatch(/for example/);
      expect(response.json().bookingDetails.customerId).toBeNull();
    }
    const tooLong = await extract("x".repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: "A message may be at most 500 characters" });
    // Only a message's first words are searched for a customer: a bounded amount of work per message.
    const padding = "ok ".repeat(MAX_WORDS_SEARCHED);
    expect((await extract(`Zenith Energy AW139 ${padding}`)).json().bookingDetails.customerId).toBe(
      f.customers.zenith,
    );
    expect((await extract(`AW139 ${padding} Zenith Energy`)).json().bookingDetails.customerId).toBeNull();
    const draft = (await extract("Acme Offshore AW139 12/05/2031")).json().bookingDetails;
    const unclear = (await extract("hmm", draft)).json();
    expect(unclear.message).toMatch(/^I didn't catch a change in that/);
    expect(unclear.bookingDetails).toEqual(draft);
  });

  it("confirms, then creates through the booking service with the form's defaults", async () => {
    const draft = (await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 14/05/2031")).json()
      .bookingDetails;
    const confirmation = (await post("/api/chatbot/confirm-booking", { bookingDetails: draft })).json()
      .confirmationText;
    expect(confirmation).toContain("Customer: Acme Offshore");
    expect(confirmation).toContain("Route: EGNH Blackpool to Leman Alpha");
    expect(confirmation).toContain("Status: Pending");

    const created = await post("/api/chatbot/create-booking", { bookingDetails: draft });
    expect(created.json()).toEqual({ success: true, bookingId: expect.any(Number) });
    const [booking] = (
      await t.app.inject({
        method: "GET",
        url: "/api/bookings?from=2031-05-14&to=2031-05-14",
        headers: { cookie: admin },
      })
    ).json();
    expect(booking.dailyDetails[0]).toMatchObject({
      departureTime: "TBC",
      expectedAircraftHours: "0.00",
      remarks: "--",
    });

    const incomplete = await post("/api/chatbot/create-booking", {
      bookingDetails: { ...draft, destinationId: null },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toBe("The booking is missing: destination");
  });

  it("confirming a booking that would clash lists each clash and asks 'yes' to create it anyway", async () => {
    const draft = {
      ...(await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 20/05/2031 at 1000")).json()
        .bookingDetails,
      allocatedAircraftId: f.aircraft["G-LDNB"],
      allocatedAircraftRegistration: "G-LDNB",
    };
    const quiet = (await post("/api/chatbot/confirm-booking", { bookingDetails: draft })).json();
    expect(quiet.conflicts).toEqual([]);
    expect(quiet.confirmationText).toMatch(/Reply 'yes' to create it, or tell me what to change\.$/);

    const busy = (
      await post("/api/chatbot/create-booking", { bookingDetails: { ...draft, departureTime: "0930" } })
    ).json().bookingId;
    const confirmation = (await post("/api/chatbot/confirm-booking", { bookingDetails: draft })).json();
    expect(confirmation.conflicts.map((c: { summary: string }) => c.summary)).toEqual([
      `G-LDNB with booking ${busy} at 0930`,
    ]);
    expect(confirmation.confirmationText).toContain(
      `It would clash (1):\n- G-LDNB with booking ${busy} at 0930: G-LDNB: 0930-1100 Acme Offshore overlaps 1000-1130 Acme Offshore`,
    );
    expect(confirmation.confirmationText).toMatch(
      /Reply 'yes' to create it anyway, or tell me what to change\.$/,
    );
  });

  it("names an unavailability the booking would fly into before 'yes'", async () => {
    const grounded = await post("/api/aircraft-unavailability", {
      aircraftId: f.aircraft["G-LDNC"],
      startDate: "2031-05-21",
      endDate: "2031-05-21",
      reason: "Maintenance",
    });
    expect(grounded.statusCode).toBe(201);
    const draft = {
      ...(await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 21/05/2031 at 1000")).json()
        .bookingDetails,
      allocatedAircraftId: f.aircraft["G-LDNC"],
      allocatedAircraftRegistration: "G-LDNC",
    };
    const confirmation = (await post("/api/chatbot/confirm-booking", { bookingDetails: draft })).json();
    expect(confirmation.conflicts).toMatchObject([
      { kind: "unavailable", summary: "G-LDNC unavailable on 21/05/31" },
    ]);
    expect(confirmation.confirmationText).toContain("It would clash (1):\n- G-LDNC unavailable on 21/05/31:");
    expect(confirmation.confirmationText).toMatch(
      /Reply 'yes' to create it anyway, or tell me what to change\.$/,
    );
  });

  it("names a type over capacity before 'yes': a third EC135 at once when the fleet has two", async () => {
    const draft = (
      await extract("Acme Offshore EC135 EGNH Blackpool to Leman Alpha 28/05/2031 at 1000 2 hours")
    ).json().bookingDetails;
    const first = (await post("/api/chatbot/create-booking", { bookingDetails: draft })).json().bookingId;
    const second = (
      await post("/api/chatbot/create-booking", { bookingDetails: { ...draft, departureTime: "10:30" } })
    ).json().bookingId;
    const confirmation = (
      await post("/api/chatbot/confirm-booking", { bookingDetails: { ...draft, departureTime: "11:00" } })
    ).json();
    expect(confirmation.conflicts).toMatchObject([
      { kind: "capacity", summary: `EC135 with bookings ${first}, ${second} on 28/05/31` },
    ]);
    expect(confirmation.confirmationText).toContain(
      `It would clash (1):\n- EC135 with bookings ${first}, ${second} on 28/05/31: EC135: 3 bookings at once (Acme Offshore, Acme Offshore, Acme Offshore) but 2 aircraft available`,
    );
    expect(confirmation.confirmationText).toMatch(
      /Reply 'yes' to create it anyway, or tell me what to change\.$/,
    );
  });

  it("answers a schedule question from the bookings, and leaves the draft as it was", async () => {
    const booked = (
      await post("/api/chatbot/create-booking", {
        bookingDetails: (await extract("Zenith Energy EC135 EGNH Blackpool to Leman Alpha 20/06/2031")).json()
          .bookingDetails,
      })
    ).json().bookingId;
    const draft = (await extract("Acme Offshore AW139 12/05/2031")).json().bookingDetails;
    const asked = (await extract("what's on 20/06/2031?", draft)).json();
    expect(asked).toMatchObject({ kind: "answer", bookingDetails: draft, needsLocationCreation: false });
    expect(asked.message).toBe("Booked for 20/06/31 (1):");
    expect(asked.listed).toEqual([
      {
        label: `20/06/31 time TBC EC135, no aircraft yet, EGNH Blackpool to Leman Alpha, Pending, Zenith Energy (booking ${booked})`,
        month: "2031-06",
        customerId: f.customers.zenith,
      },
    ]);
    const zenith = (await extract("when is Zenith flying the week of 16/06/2031")).json().listed;
    expect(zenith.map((b: { label: string }) => b.label).join()).toContain(`(booking ${booked})`);
    expect((await extract("is G-LDNA free on 20/06/2031?")).json().message).toBe(
      "Yes: G-LDNA is free 20/06/31.",
    );
  });

  it("answers an aircraft's day in time order, one line a flight, cancelled marked, and whether it is free", async () => {
    const book = async (message: string) =>
      (
        await post("/api/chatbot/create-booking", {
          bookingDetails: (await extract(message)).json().bookingDetails,
        })
      ).json().bookingId as number;
    const late = await book(
      "Acme Offshore G-LDNA EGNH Blackpool to Leman Alpha 21/07/2031 at 1400 2 hours Confirmed",
    );
    const early = await book(
      "Zenith Energy G-LDNA EGNJ Humberside to Leman Alpha 21/07/2031 at 0815 1.5 hours",
    );
    const off = await book(
      "Zenith Energy G-LDNA EGNH Blackpool to EGNJ Humberside 21/07/2031 at 1100 Cancelled",
    );
    const other = await book("Acme Offshore G-LDNB EGNH Blackpool to Leman Alpha 21/07/2031 at 1500");
    // Three days: one line for the day asked about, not one for each of its days.
    const long = await book(
      "Acme Offshore G-LDNA EGNH Blackpool to Leman Alpha 20/07/2031 to 22/07/2031 at 1800",
    );
    const day = (await extract("what's G-LDNA doing on 21/07/2031?")).json();
    expect(day.message).toBe("Booked for G-LDNA, 21/07/31 (4):");
    expect(day.listed.map((line: { label: string }) => line.label)).toEqual([
      `21/07/31 08:15 G-LDNA (AW139), EGNJ Humberside to Leman Alpha, Pending, Zenith Energy (booking ${early})`,
      `CANCELLED 21/07/31 11:00 G-LDNA (AW139), EGNH Blackpool to EGNJ Humberside, Zenith Energy (booking ${off})`,
      `21/07/31 14:00 G-LDNA (AW139), EGNH Blackpool to Leman Alpha, Confirmed, Acme Offshore (booking ${late})`,
      `21/07/31 18:00 G-LDNA (AW139), EGNH Blackpool to Leman Alpha, Pending, Acme Offshore (booking ${long})`,
    ]);
    expect(JSON.stringify(day.listed)).not.toContain(`booking ${other})`);
    expect((await extract("is LDNA free 21/07/2031 afternoon?")).json().message).toBe(
      "No: G-LDNA is busy 21/07/31 afternoon: 14:00-16:00 (1):",
    );
    expect((await extract("is ldna free on 21/07/2031 morning")).json().message).toBe(
      "No: G-LDNA is busy 21/07/31 morning: 08:15-09:45 (1):",
    );
    expect((await extract("is G-LDNC available 21/07/2031?")).json().message).toBe(
      "Yes: G-LDNC is free 21/07/31.",
    );
  });

  it("answers an aircraft's maintenance from the data, the item asked about by name", async () => {
    const id = f.aircraft["G-LDNC"]!;
    const put = (url: string, payload: object) =>
      t.app.inject({ method: "PUT", url, payload, headers: { cookie: admin } });
    expect(
      (await put(`/api/maintenance/aircraft/${id}/hours`, { hours: "1000", asOf: "2020-01-01" })).statusCode,
    ).toBe(200);
    for (const [name, intervalHours, dueHours] of [
      ["50-hour check", "50", "1030"],
      ["100-hour inspection", "100", "1080"],
    ])
      expect(
        (await post("/api/maintenance/items", { aircraftId: id, name, intervalHours, dueHours })).statusCode,
      ).toBe(201);
    expect((await extract("when is G-LDNC's next 100-hour?")).json()).toMatchObject({
      kind: "answer",
      message: "G-LDNC's 100-hour inspection at 1080.00 h (80 h left), not reached by the flights planned.",
    });
    expect((await extract("what maintenance is due on LDNC?")).json().message).toBe(
      "G-LDNC's next item: 50-hour check at 1030.00 h (30 h left), not reached by the flights planned. Then: 100-hour inspection at 1080.00 h (80 h left), not reached by the flights planned.",
    );
    expect((await extract("when is G-LDNC's next 200 hour check?")).json().message).toBe(
      "G-LDNC has no item with 200 in its name; its items: 50-hour check, 100-hour inspection.",
    );
  });

  it("finds an existing flight a change names, says the change, and changes nothing nor the draft", async () => {
    const draft = (await extract("Acme Offshore AW139 12/05/2031")).json().bookingDetails;
    for (const message of [
      "cancel the Zenith flight tomorrow",
      "please reschedule the Acme booking to Friday",
    ]) {
      const answer = (await extract(message, draft)).json();
      expect(answer).toMatchObject({ kind: "answer", bookingDetails: draft });
      expect(answer.message).toMatch(/Nothing has changed\.$/);
    }
    const booked = (
      await post("/api/chatbot/create-booking", {
        bookingDetails: (
          await extract("Zenith Energy G-LDNB EGNH Blackpool to Leman Alpha 14/08/2031 at 0900")
        ).json().bookingDetails,
      })
    ).json().bookingId;
    const moved = (await extract("move Zenith's flight on 14/08/2031 to 1130", draft)).json();
    expect(moved).toMatchObject({ kind: "answer", bookingDetails: draft });
    expect(moved.message).toBe(
      "That would change its departure 09:00 to 11:30. I can't change an existing flight from here yet, so nothing has changed: make it in the Booking Details table, where it asks about any clash first. The flight:",
    );
    expect(moved.listed).toEqual([
      {
        label: `14/08/31 09:00 G-LDNB (AW139), EGNH Blackpool to Leman Alpha, Pending, Zenith Energy (booking ${booked})`,
        month: "2031-08",
        customerId: f.customers.zenith,
      },
    ]);
    expect((await extract("put G-LDNC on the LDNB flight on 14/08/2031")).json().message).toMatch(
      /^That would change its aircraft G-LDNB to G-LDNC\./,
    );
    expect((await extract("cancel Zenith's job on 14/08/2031")).json().message).toMatch(
      /^That would change its status Pending to Cancelled\./,
    );
    // Several match: listed, to say which.
    await post("/api/chatbot/create-booking", {
      bookingDetails: (
        await extract("Zenith Energy G-LDNA EGNH Blackpool to Leman Alpha 14/08/2031 at 1500")
      ).json().bookingDetails,
    });
    const several = (await extract("move the Zenith flight on 14/08/2031 to 1600")).json();
    expect(several.message).toBe(
      "Which flight? I found 2 for Zenith Energy, 14/08/31; say which by its day, time or aircraft. Nothing has changed.",
    );
    expect(several.listed).toHaveLength(2);
  });

  it("says what it took of a request for several aircraft, and keeps its passengers", async () => {
    const answer = (
      await extract("Acme Offshore 2x EC135 EGNH Blackpool to Leman Alpha 12/05/2031 2 pax")
    ).json();
    expect(answer).toMatchObject({
      kind: "draft",
      bookingDetails: {
        aircraftTypeId: f.types.EC135,
        expectedHours: null,
        legs: [{ fromId: f.locations.base, toId: f.locations.rig, passengers: 2, positioning: false }],
      },
    });
    expect(answer.message).toContain(
      "for Acme Offshore, 2 pax. I can book one aircraft at a time: this is the first EC135; say 'another' for the second.",
    );
    expect(answer.message).not.toContain("passenger count");
  });

  it("creates a day whose one leg holds the passengers of a request with one destination", async () => {
    const answer = (
      await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 18/05/2031 at 1000, 1.5 hours, 4 pax")
    ).json();
    expect(answer).toMatchObject({ missingFields: [], unknownLocations: [] });
    expect(answer.message).toContain("destination Leman Alpha, for Acme Offshore, 4 pax.");
    const confirmation = (
      await post("/api/chatbot/confirm-booking", { bookingDetails: answer.bookingDetails })
    ).json();
    expect(confirmation.confirmationText).toContain(
      "Route: EGNH Blackpool to Leman Alpha\nPassengers: 4\nDates: 18/05/31\nDeparture time: 10:00\nExpected hours: 1.5\n",
    );
    const created = await post("/api/chatbot/create-booking", { bookingDetails: answer.bookingDetails });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().bookingId;
    const [booking] = (
      await t.app.inject({
        method: "GET",
        url: "/api/bookings?from=2031-05-18&to=2031-05-18",
        headers: { cookie: admin },
      })
    )
      .json()
      .filter((b: { id: number }) => b.id === id);
    expect(booking).toMatchObject({ departureId: f.locations.base });
    const [day] = booking.dailyDetails;
    expect(day).toMatchObject({
      departureTime: "10:00",
      destinationId: f.locations.rig,
      expectedAircraftHours: "1.50",
    });
    expect(day.legs.map(({ id: _id, ...leg }: { id: number }) => leg)).toEqual([
      {
        departureTime: "10:00",
        fromId: f.locations.base,
        toId: f.locations.rig,
        expectedHours: "1.50",
        passengers: 4,
        positioning: false,
        crew: NO_CREW,
      },
    ]);
  });

  it("creates a day of several legs through the booking service, asking first about a leg's unknown place", async () => {
    const first = (
      await extract(
        "Acme Offshore AW139 EGNJ Humberside to Leman Alpha then on to Ravenspurn North and back 16/05/2031, depart 0800, back at 1400, 6 pax",
      )
    ).json();
    expect(first).toMatchObject({ needsLocationCreation: true, unknownLocations: ["Ravenspurn North"] });
    expect(first.message).toContain(
      "3 legs: 1) EGNJ Humberside to Leman Alpha at 08:00, 6 pax; 2) Leman Alpha to Ravenspurn North, 6 pax; 3) Ravenspurn North to EGNJ Humberside at 14:00, 6 pax.",
    );
    // Not yet: a leg's place that is no location is refused, as a destination is.
    const early = await post("/api/chatbot/create-booking", { bookingDetails: first.bookingDetails });
    expect(early.json().error).toBe("The booking is missing: where leg 2 flies to, where leg 3 flies from");

    expect((await post("/api/chatbot/add-location", { name: "Ravenspurn North" })).statusCode).toBe(200);
    const draft = (await extract("Update booking with new locations", first.bookingDetails)).json();
    expect(draft).toMatchObject({ unknownLocations: [], missingFields: [] });
    const ravenspurn = draft.bookingDetails.legs[1].toId;
    expect(ravenspurn).toEqual(expect.any(Number));

    const confirmation = (
      await post("/api/chatbot/confirm-booking", { bookingDetails: draft.bookingDetails })
    ).json();
    expect(confirmation.confirmationText).toContain(
      [
        "Legs (3):",
        "1. EGNJ Humberside to Leman Alpha at 08:00, 6 pax",
        "2. Leman Alpha to Ravenspurn North, time TBC, 6 pax",
        "3. Ravenspurn North to EGNJ Humberside at 14:00, 6 pax",
      ].join("\n"),
    );
    const created = await post("/api/chatbot/create-booking", { bookingDetails: draft.bookingDetails });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().bookingId;
    const [booking] = (
      await t.app.inject({
        method: "GET",
        url: "/api/bookings?from=2031-05-16&to=2031-05-16",
        headers: { cookie: admin },
      })
    )
      .json()
      .filter((b: { id: number }) => b.id === id);
    expect(booking).toMatchObject({ departureId: f.locations.port });
    const [day] = booking.dailyDetails;
    expect(day).toMatchObject({
      departureTime: "08:00",
      destinationId: f.locations.port,
      expectedAircraftHours: "0.00",
    });
    expect(day.legs.map(({ id: _id, ...leg }: { id: number }) => leg)).toEqual([
      {
        departureTime: "08:00",
        fromId: f.locations.port,
        toId: f.locations.rig,
        expectedHours: "0.00",
        passengers: 6,
        positioning: false,
        crew: NO_CREW,
      },
      // A time not said is the booking's default, not a guess.
      {
        departureTime: "TBC",
        fromId: f.locations.rig,
        toId: ravenspurn,
        expectedHours: "0.00",
        passengers: 6,
        positioning: false,
        crew: NO_CREW,
      },
      {
        departureTime: "14:00",
        fromId: ravenspurn,
        toId: f.locations.port,
        expectedHours: "0.00",
        passengers: 6,
        positioning: false,
        crew: NO_CREW,
      },
    ]);
    // Recorded as any create is.
    const history = (
      await t.app.inject({ method: "GET", url: `/api/bookings/${id}/history`, headers: { cookie: admin } })
    ).json();
    expect(history).toEqual([
      expect.objectContaining({
        entity: "booking",
        entityId: id,
        action: "created",
        user: expect.objectContaining({ username: "admin" }),
      }),
    ]);
  });

  it("names a clash of one of the legs before 'yes', as for any create", async () => {
    const one = (await extract("Acme Offshore AW139 EGNH Blackpool to Leman Alpha 22/05/2031 at 1400")).json()
      .bookingDetails;
    const busy = (
      await post("/api/chatbot/create-booking", {
        bookingDetails: {
          ...one,
          allocatedAircraftId: f.aircraft["G-LDNB"],
          allocatedAircraftRegistration: "G-LDNB",
        },
      })
    ).json().bookingId;
    const draft = {
      ...(
        await extract(
          "Acme Offshore AW139 EGNJ Humberside to Leman Alpha and back 22/05/2031, depart 0800, back at 1400",
        )
      ).json().bookingDetails,
      allocatedAircraftId: f.aircraft["G-LDNB"],
      allocatedAircraftRegistration: "G-LDNB",
    };
    // The day's first leg, at 0800, is clear; its leg back at 1400 is not.
    const confirmation = (await post("/api/chatbot/confirm-booking", { bookingDetails: draft })).json();
    expect(confirmation.conflicts.map((c: { summary: string }) => c.summary)).toEqual([
      `G-LDNB with booking ${busy} at 14:00`,
    ]);
    expect(confirmation.confirmationText).toMatch(
      /Reply 'yes' to create it anyway, or tell me what to change\.$/,
    );
  });

  it("creates a positioning leg flown empty before the passengers' leg", async () => {
    const draft = (
      await extract(
        "Acme Offshore AW139 EGNJ Humberside to Leman Alpha 17/05/2031 at 0900, position empty to EGNH Blackpool first",
      )
    ).json().bookingDetails;
    const id = (await post("/api/chatbot/create-booking", { bookingDetails: draft })).json().bookingId;
    const [booking] = (
      await t.app.inject({
        method: "GET",
        url: "/api/bookings?from=2031-05-17&to=2031-05-17",
        headers: { cookie: admin },
      })
    )
      .json()
      .filter((b: { id: number }) => b.id === id);
    expect(
      booking.dailyDetails[0].legs.map(
        (leg: { fromId: number; toId: number; positioning: boolean; departureTime: string }) => [
          leg.fromId,
          leg.toId,
          leg.positioning,
          leg.departureTime,
        ],
      ),
    ).toEqual([
      [f.locations.port, f.locations.base, true, "TBC"],
      [f.locations.base, f.locations.rig, false, "09:00"],
    ]);
  });

  it("adds a location once, and says so when it exists", async () => {
    const added = await post("/api/chatbot/add-location", { name: "Fantasy Island" });
    expect(added.json()).toEqual({ success: true, message: "Location 'Fantasy Island' added." });
    expect((await post("/api/chatbot/add-location", { name: "fantasy island" })).statusCode).toBe(409);
    expect((await post("/api/chatbot/add-location", { name: "  " })).statusCode).toBe(400);
  });
});
