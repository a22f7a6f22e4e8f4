import { formatShortDate } from "../src/shared/dates.ts";
import { expect, openMonth, row, signIn, test, unique } from "./support/fixtures.ts";

/** A date as typed in a message, with its four-digit year ("09/03/2066"). */
const typed = (iso: string) => iso.split("-").reverse().join("/");
/** A month's heading above the table ("May 2067"). */
const monthLabel = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleString("en-GB", { month: "long", year: "numeric" });

/** Product §2/§4 Booking Assistant, by keyboard, through a complete booking. */
test("books through the assistant: an unknown place added on the way, a change while confirming", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Chat Co"));
  const base = await data.location(unique("Chat Base"));
  const newPlace = unique("Chat Rig");
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute("placeholder", "Describe your booking requirements...");
  const log = dialog.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("For example");

  await input.fill(
    `${customer.name} AW139 from ${base.name} to ${newPlace} on 14/03/2062 at 0815, 2.5 hours`,
  );
  await page.keyboard.press("Enter");
  await expect(log).toContainText(
    `I don't know the location '${newPlace}'. Would you like me to add it? (yes/no)`,
  );
  await expect(input).toHaveAttribute(
    "placeholder",
    "Reply 'yes' to add location or 'no' for different location...",
  );

  await input.fill("yes");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Please confirm this booking:");
  await expect(log).toContainText(`Route: ${base.name} to ${newPlace}`);
  await expect(input).toHaveAttribute("placeholder", "Reply with 'yes' to confirm, or describe changes...");

  await input.fill("make it the 169");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Aircraft type: AW169");
  await input.fill("YES");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Booking created via chatbot", { exact: true })).toBeVisible();
  await expect(log).toContainText(/Booking created successfully! Booking ID: \d+/);

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await openMonth(page, "2062-03", "March 2062");
  const booked = row(page, "14/03/62", customer.name);
  await expect(booked).toContainText(newPlace);
  await expect(booked).toContainText("AW169");
  await expect(booked).toContainText("08:15");
});

test("asks for what is missing, and 'cancel' starts again", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  const log = dialog.getByRole("log", { name: "Conversation" });
  await input.fill("the 139 tomorrow");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("I still need the following details:");
  await expect(log).toContainText("- Customer");
  await input.fill("cancel");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Cancelled.");
  // Closing resets the conversation.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "AI Assistant" }).click();
  await expect(dialog.getByRole("log", { name: "Conversation" })).not.toContainText("I still need");
});

/**
 * The unknown-location step reads what is said instead of refusing it, and a question is answered
 * (docs/decisions/009).
 */
test("a question and a correction in the unknown-location step are read, and a question answered while confirming", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Trap Co"));
  const base = await data.location(unique("Trap Base"));
  const rig = await data.location(unique("Trap Rig"));
  const newPlace = unique("Nowhere Field");
  const booked = await data.booking({
    customerId: customer.id,
    departureId: base.id,
    startDate: "2063-04-10",
  });
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  const log = dialog.getByRole("log", { name: "Conversation" });

  await input.fill(`${customer.name} AW139 from ${base.name} to ${newPlace} on 11/04/2063 at 0900`);
  await page.keyboard.press("Enter");
  await expect(log).toContainText(
    `I don't know the location '${newPlace}'. Would you like me to add it? (yes/no)`,
  );
  const askedAboutPlace = log.getByText(`I don't know the location '${newPlace}'.`, { exact: false });
  const answered = log.getByText("Booked for 10/04/63 (1):", { exact: false });
  await input.fill("what's on 10/04/2063?");
  await page.keyboard.press("Enter");
  await expect(answered).toHaveCount(1);
  // One line a flight, with its time, aircraft, route and status (issue 48).
  await expect(log).toContainText(
    new RegExp(
      `10/04/63 .+? AW139, no aircraft yet, ${base.name} to .+, ${customer.name} \\(booking ${booked.id}\\)`,
    ),
  );
  await expect(askedAboutPlace).toHaveCount(2);
  await input.fill("make it 10:30");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Got it: departing 10:30.");
  await expect(askedAboutPlace).toHaveCount(3);
  await input.fill(`change the destination to ${rig.name}`);
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Please confirm this booking:");
  await expect(log).toContainText(`Route: ${base.name} to ${rig.name}`);
  await expect(log).toContainText("Departure time: 10:30");

  await input.fill("anything on 10/04/2063?");
  await page.keyboard.press("Enter");
  await expect(answered).toHaveCount(2);
  await expect(input).toHaveAttribute("placeholder", "Reply with 'yes' to confirm, or describe changes...");
});

/**
 * A request for two aircraft says it books the first (docs/decisions/009); the confirmation names the clash
 * the first would make before 'yes', 'another' drafts the second with the same details, and 'cancel that'
 * clears it. The day is in 2066, so no other test's flight is on that aircraft then.
 */
test("names a clash before yes, and 'another' drafts the second aircraft of a request for two", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Twin Co"));
  const base = await data.location(unique("Twin Base"));
  const rig = await data.location(unique("Twin Rig"));
  const aw139 = await data.aircraftType("AW139");
  const plane = aw139.aircraft.at(-1)!;
  const day = "2066-03-09";
  const held = await data.booking({
    startDate: day,
    aircraftTypeId: aw139.id,
    allocatedAircraftId: plane.id,
    departureTime: "0900",
    expectedHours: "2",
  });
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  const log = dialog.getByRole("log", { name: "Conversation" });

  await input.fill(
    `2x AW139 ${plane.registration} for ${customer.name} from ${base.name} to ${rig.name} on ${typed(day)} at 1000, 1 hour, 3 pax`,
  );
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Got it: 1 hour, departing 10:00");
  await expect(log).toContainText(
    "I can book one aircraft at a time: this is the first AW139; say 'another' for the second.",
  );
  // The passengers are kept on the day's one leg, and said back before 'yes'.
  await expect(log).toContainText(`for ${customer.name}, 3 pax.`);
  await expect(log).toContainText(`Route: ${base.name} to ${rig.name}\nPassengers: 3`);
  await expect(log).toContainText(`Aircraft: ${plane.registration}`);
  await expect(log).toContainText(
    `It would clash (1):\n- ${plane.registration} with booking ${held.id} at 0900`,
  );
  await expect(log).toContainText("Reply 'yes' to create it anyway, or tell me what to change.");
  await input.fill("yes");
  await page.keyboard.press("Enter");
  // The toast sits outside the modal dialog, so it is found by its text (the dialog hides the rest from roles).
  await expect(page.getByText("Saved with 1 clash", { exact: true })).toBeVisible();
  await expect(
    page.getByText(`${plane.registration} with booking ${held.id} at 0900`, { exact: true }),
  ).toBeVisible();
  await expect(log).toContainText("say 'another' for one more with the same details.");

  await input.fill("another");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Another booking with the same details:");
  const second = log.getByText("Aircraft: not allocated", { exact: false });
  await expect(second).toBeVisible();
  await expect(second).toContainText(`Customer: ${customer.name}`);
  await expect(second).toContainText(`Route: ${base.name} to ${rig.name}`);
  await expect(second).toContainText("Departure time: 10:00");
  await input.fill("cancel that");
  await page.keyboard.press("Enter");
  await expect(log).toContainText("Cancelled. Describe a new booking whenever you're ready.");
  await expect(input).toHaveAttribute("placeholder", "Describe your booking requirements...");
  const made = (await data.bookings(day, day)).filter((b) => b.customerId === customer.id);
  expect(made.map((b) => b.allocatedAircraftId)).toEqual([plane.id]);
  expect(made[0]?.dailyDetails[0]?.legs.map((leg) => [leg.fromId, leg.toId, leg.passengers])).toEqual([
    [base.id, rig.id, 3],
  ]);
});

/** A schedule question lists the bookings, each opening its month in the table (docs/decisions/009). */
test("a schedule question lists the bookings, and one opens its month in the table", async ({
  page,
  data,
}) => {
  const customer = await data.customer(unique("Asked Co"));
  const day = "2067-05-11";
  const booked = await data.booking({ customerId: customer.id, startDate: day });
  const other = await data.booking({ startDate: day });
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  await input.fill(`is anything on for ${customer.name} the week of ${typed(day)}?`);
  await page.keyboard.press("Enter");
  const link = dialog.getByRole("link", { name: new RegExp(`\\(booking ${booked.id}\\)$`) });
  await expect(link).toBeVisible();
  await expect(dialog.getByRole("link", { name: new RegExp(`\\(booking ${other.id}\\)$`) })).toHaveCount(0);
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: monthLabel(day) })).toBeVisible();
  await expect(row(page, formatShortDate(day), customer.name)).toBeVisible();
});

/**
 * A day of several legs (issue 44 item 6; docs/decisions/049): read from one sentence, an unknown place of
 * a leg added on the way, the legs listed in order before 'yes', and the booking made with them.
 */
test("books a day of several legs: positioning first, on to a new place and back", async ({ page, data }) => {
  const customer = await data.customer(unique("Legs Co"));
  const base = await data.location(unique("Legs Base"));
  const pickup = await data.location(unique("Legs Field"));
  const rig = await data.location(unique("Legs Rig"));
  const newPlace = unique("Legs Far Platform");
  const day = "2062-03-17";
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  const log = dialog.getByRole("log", { name: "Conversation" });

  await input.fill(
    `${customer.name} AW139 from ${pickup.name} to ${rig.name} then on to ${newPlace} and back on ${typed(day)}, depart 0800, back at 1400, 6 pax, position empty from ${base.name} first`,
  );
  await page.keyboard.press("Enter");
  await expect(log).toContainText(
    `4 legs: 1) positioning (empty) ${base.name} to ${pickup.name}; 2) ${pickup.name} to ${rig.name} at 08:00, 6 pax; 3) ${rig.name} to ${newPlace}, 6 pax; 4) ${newPlace} to ${pickup.name} at 14:00, 6 pax.`,
  );
  await expect(log).toContainText(
    `I don't know the location '${newPlace}'. Would you like me to add it? (yes/no)`,
  );
  await input.fill("yes");
  await page.keyboard.press("Enter");
  await expect(log).toContainText(
    [
      "Legs (4):",
      `1. positioning (empty) ${base.name} to ${pickup.name}, time TBC`,
      `2. ${pickup.name} to ${rig.name} at 08:00, 6 pax`,
      `3. ${rig.name} to ${newPlace}, time TBC, 6 pax`,
      `4. ${newPlace} to ${pickup.name} at 14:00, 6 pax`,
    ].join("\n"),
  );
  await input.fill("yes");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Booking created via chatbot", { exact: true })).toBeVisible();

  const [made] = (await data.bookings(day, day)).filter((b) => b.customerId === customer.id);
  expect(made?.departureId).toBe(base.id);
  expect(
    made?.dailyDetails[0]?.legs.map((leg) => [
      leg.fromId,
      leg.toId,
      leg.departureTime,
      leg.passengers,
      leg.positioning,
    ]),
  ).toEqual([
    [base.id, pickup.id, "TBC", null, true],
    [pickup.id, rig.id, "08:00", 6, false],
    [rig.id, expect.any(Number), "TBC", 6, false],
    [expect.any(Number), pickup.id, "14:00", 6, false],
  ]);
});

/**
 * Where two readings remain the assistant asks, with them as choices (issue 48; docs/decisions/009): a type
 * the operator does not have is said back with the types it has, and choosing one is the reply.
 */
test("a type the operator does not have is asked about, and a choice answers it", async ({ page, data }) => {
  const customer = await data.customer(unique("Choice Co"));
  const base = await data.location(unique("Choice Base"));
  const rig = await data.location(unique("Choice Rig"));
  await signIn(page);
  await page.getByRole("button", { name: "AI Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Booking Assistant" });
  const input = dialog.getByRole("textbox", { name: "Message" });
  const log = dialog.getByRole("log", { name: "Conversation" });
  await input.fill(`${customer.name} R44 from ${base.name} to ${rig.name} on 15/04/2063 at 0900`);
  await page.keyboard.press("Enter");
  await expect(log).toContainText("I don't know the aircraft type 'R44': the types are");
  const choices = dialog.getByRole("group", { name: "Choices" });
  await choices.getByRole("button", { name: "AW139", exact: true }).click();
  await expect(log).toContainText("Got it: AW139");
  await expect(log).toContainText("Reply 'yes' to create");
  // The question answered, its choices are no longer offered.
  await expect(choices).toHaveCount(0);
});
