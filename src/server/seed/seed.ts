import { sql } from "drizzle-orm";
import { WALL_DISPLAY_USERNAME } from "../../shared/auth.ts";
import { addDays, eachDate, localIsoDate } from "../../shared/dates.ts";
import { generatePassword, hashPassword } from "../auth/passwords.ts";
import type { Db, Tx } from "../db/connection.ts";
import {
  aircraft,
  aircraftType,
  aircraftUnavailability,
  bookingStatus,
  bookings,
  customer,
  dailyDetails,
  location,
  users,
} from "../db/schema.ts";

// Held while seeding so two instances starting together against one PostgreSQL seed only once.
const SEED_LOCK_KEY = 727_002;

export interface SeedOptions {
  adminPassword?: string;
  demoData: boolean;
  today: Date;
}

/** Users created by this start, with the generated passwords to print once (none for `ADMIN_PASSWORD`). */
export type CreatedUser = { username: string; generatedPassword?: string; canEdit: boolean };

const REFERENCE_FLEET: Record<string, string[]> = {
  AW139: ["G-LDNA", "G-LDNB", "G-LDNC"],
  AW169: ["G-MCGA", "G-MCGB"],
  EC135: ["G-NHVA", "G-NHVB"],
};

const REFERENCE_STATUSES = [
  { statusText: "Pending", statusColour: "#6B7280", statusConfirmed: false },
  { statusText: "Provisional", statusColour: "#F59E0B", statusConfirmed: false },
  { statusText: "Confirmed", statusColour: "#10B981", statusConfirmed: true },
  { statusText: "Cancelled", statusColour: "#EF4444", statusConfirmed: false, occupiesAircraft: false },
  { statusText: "Completed", statusColour: "#3B82F6", statusConfirmed: false },
];

/**
 * First-start data: the fleet and statuses (every database), the admin user, and, when asked for and
 * the database has no bookings, demo data. Runs on every start and does nothing once data exists.
 */
export async function seed(db: Db, options: SeedOptions): Promise<CreatedUser[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedReferenceData(tx);
    const created: CreatedUser[] = [];
    // admin is created on a first start, and also later when nobody can edit (users were added with
    // `npm run user` before the first start) or when ADMIN_PASSWORD asks for it, unless admin exists.
    const [counts] = await tx
      .select({
        editors: sql<number>`count(*) filter (where ${users.canEdit})`.mapWith(Number),
        admins: sql<number>`count(*) filter (where lower(${users.username}) = 'admin')`.mapWith(Number),
      })
      .from(users);
    if (counts?.admins === 0 && (counts.editors === 0 || options.adminPassword)) {
      created.push(await createSeedUser(tx, "admin", "Administrator", true, options.adminPassword));
    }
    const [bookingCount] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bookings);
    const [customerCount] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(customer);
    if (options.demoData && bookingCount?.n === 0 && customerCount?.n === 0) {
      await seedDemoBookings(tx, localIsoDate(options.today));
      for (const [username, name] of [
        ["viewer", "Viewer"],
        [WALL_DISPLAY_USERNAME, "Engineering wall display"],
      ] as const) {
        const [exists] = await tx
          .select()
          .from(users)
          .where(sql`lower(${users.username}) = lower(${username})`);
        if (!exists) created.push(await createSeedUser(tx, username, name, false));
      }
    }
    return created;
  });
}

async function createSeedUser(tx: Tx, username: string, name: string, canEdit: boolean, password?: string) {
  const chosen = password ?? generatePassword();
  await tx.insert(users).values({
    username,
    name,
    canEdit,
    // admin manages users from the first start (docs/decisions/016).
    canManageUsers: username === "admin",
    passwordHash: await hashPassword(chosen),
  });
  return { username, generatedPassword: password ? undefined : chosen, canEdit };
}

async function seedReferenceData(tx: Tx) {
  const [types] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(aircraftType);
  if (types?.n === 0) {
    for (const [title, registrations] of Object.entries(REFERENCE_FLEET)) {
      const [type] = await tx.insert(aircraftType).values({ title }).returning();
      await tx
        .insert(aircraft)
        .values(registrations.map((registration) => ({ registration, aircraftTypeId: type!.id })));
    }
  }
  const [statuses] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bookingStatus);
  if (statuses?.n === 0) await tx.insert(bookingStatus).values(REFERENCE_STATUSES);
}

const DEMO_CUSTOMERS = [
  ["Bristow Offshore", "#2563EB"],
  ["CHC Energy", "#DC2626"],
  ["NHV Group", "#16A34A"],
  ["Babcock Onshore", "#9333EA"],
  ["Coastguard Support", "#EA580C"],
  ["Wind Farm Services", "#0891B2"],
  ["Royal Survey", "#DB2777"],
  ["Heli Tours Ltd", "#65A30D"],
] as const;

const DEMO_LOCATIONS = [
  "EGNH Blackpool",
  "EGNJ Humberside",
  "EHKD Den Helder",
  "EGPD Aberdeen",
  "EGSH Norwich",
  "EGNV Teesside",
  "Leman Alpha",
  "Clipper South",
  "Ravenspurn North",
  "Hornsea Two OSS",
  "Morecambe DPPA",
  "Dudgeon OSP",
];

const DEMO_REMARKS = ["--", "Crew change", "Freight 200kg", "Survey flight", "2 PAX + tools", "Night stop"];
const DEMO_TIMES = ["0730", "08:15", "0900", "10:30", "TBC", "1345", "14:00/PAX TBC", "16"];

/**
 * About ninety bookings over the previous, current and next month, deterministic for a given day. The
 * fleet is realistic (docs/decisions/015): no aircraft flies two bookings on one day and no type has more
 * bookings on a day than aircraft able to fly, except on purpose: one clash (the day after today,
 * G-LDNA for Bristow Offshore and CHC Energy) and one maintenance period (G-NHVB, a 50 h check).
 */
async function seedDemoBookings(tx: Tx, today: string) {
  const customers = await tx
    .insert(customer)
    .values(DEMO_CUSTOMERS.map(([name, color]) => ({ name, color })))
    .returning();
  const locations = await tx
    .insert(location)
    .values(DEMO_LOCATIONS.map((name) => ({ name })))
    .returning();
  const types = await tx.select().from(aircraftType).orderBy(aircraftType.id);
  const fleet = await tx.select().from(aircraft).orderBy(aircraft.id);
  const statuses = await tx.select().from(bookingStatus).orderBy(bookingStatus.id);

  let state = 7;
  const next = (n: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % n;
  };
  const pick = <T>(list: readonly T[]) => list[next(list.length)]!;

  // What each date already holds: aircraft in use or in maintenance, and bookings per type.
  const held = new Map<string, Set<number>>();
  const perType = new Map<string, number>();
  const hold = (date: string, aircraftId: number | null, typeId: number | null) => {
    if (aircraftId !== null) held.set(date, (held.get(date) ?? new Set()).add(aircraftId));
    if (typeId !== null) perType.set(`${date}:${typeId}`, (perType.get(`${date}:${typeId}`) ?? 0) + 1);
  };
  const free = (dates: string[], aircraftId: number) => dates.every((d) => !held.get(d)?.has(aircraftId));
  const ofType = (typeId: number) => fleet.filter((a) => a.aircraftTypeId === typeId);
  // A type has room when, every date, its bookings stay below its aircraft not in maintenance.
  const room = (dates: string[], typeId: number) =>
    dates.every(
      (d) =>
        (perType.get(`${d}:${typeId}`) ?? 0) <
        ofType(typeId).filter((a) => !maintenance.dates.includes(d) || a.id !== maintenance.aircraftId)
          .length,
    );

  const byRegistration = (registration: string) => fleet.find((a) => a.registration === registration);
  const maintenanceStart = addDays(today, 5);
  const maintenance = {
    aircraftId: byRegistration("G-NHVB")?.id ?? -1,
    dates: eachDate(maintenanceStart, addDays(maintenanceStart, 2)),
  };
  if (maintenance.aircraftId > 0) {
    await tx.insert(aircraftUnavailability).values({
      aircraftId: maintenance.aircraftId,
      startDate: maintenanceStart,
      endDate: addDays(maintenanceStart, 2),
      reason: "50 h check",
    });
    for (const date of maintenance.dates) hold(date, maintenance.aircraftId, null);
  }

  const confirmed = statuses.find((s) => s.statusText === "Confirmed") ?? statuses[0]!;
  const clashDate = addDays(today, 1);
  const clashAircraft = byRegistration("G-LDNA");
  const clash = clashAircraft
    ? [
        { who: "Bristow Offshore", time: "0700", hours: "2.25" },
        { who: "CHC Energy", time: "0800", hours: "2.00" },
      ]
    : [];
  for (let i = 0; i < clash.length; i++) hold(clashDate, clashAircraft!.id, clashAircraft!.aircraftTypeId);

  const firstDay = `${addDays(`${today.slice(0, 8)}01`, -31).slice(0, 8)}01`;
  for (const start of eachDate(firstDay, addDays(firstDay, 90))) {
    // Most days get one or two bookings; the generator leaves some days empty.
    const count = [0, 1, 1, 1, 2, 2, 3][next(7)]!;
    for (let i = 0; i < count; i++) {
      const end = addDays(start, [0, 0, 0, 1, 2][next(5)]!);
      const dates = eachDate(start, end);
      const wanted = pick(types);
      const type = [wanted, ...types].find((t) => room(dates, t.id));
      if (!type) continue;
      const candidates = ofType(type.id).filter((a) => free(dates, a.id));
      const allocated = next(3) === 0 || candidates.length === 0 ? null : pick(candidates);
      for (const date of dates) hold(date, allocated?.id ?? null, type.id);
      const status = pick(statuses);
      const [booking] = await tx
        .insert(bookings)
        .values({
          customerId: pick(customers).id,
          aircraftTypeId: type.id,
          departureId: locations[next(3)]!.id,
          startDate: start,
          endDate: end,
          allocatedAircraftId: allocated?.id ?? null,
        })
        .returning();
      await tx.insert(dailyDetails).values(
        eachDate(start, end).map((date) => ({
          bookingId: booking!.id,
          date,
          destinationId: locations[3 + next(locations.length - 3)]!.id,
          departureTime: pick(DEMO_TIMES),
          expectedAircraftHours: pick(["1.50", "2.00", "2.75", "3.25", "4.00", "0.75"]),
          remarks: pick(DEMO_REMARKS),
          bookingStatusId: status.id,
        })),
      );
    }
  }

  for (const flight of clash) {
    const [booking] = await tx
      .insert(bookings)
      .values({
        customerId: customers.find((c) => c.name === flight.who)!.id,
        aircraftTypeId: clashAircraft!.aircraftTypeId,
        departureId: locations[0]!.id,
        startDate: clashDate,
        endDate: clashDate,
        allocatedAircraftId: clashAircraft!.id,
      })
      .returning();
    await tx.insert(dailyDetails).values({
      bookingId: booking!.id,
      date: clashDate,
      destinationId: locations[6]!.id,
      departureTime: flight.time,
      expectedAircraftHours: flight.hours,
      remarks: "Crew change",
      bookingStatusId: confirmed.id,
    });
  }
}
