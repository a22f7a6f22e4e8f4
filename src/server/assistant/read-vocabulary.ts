import type { Db } from "../db/connection.ts";
import { aircraft, aircraftType, bookingStatus, customer, location } from "../db/schema.ts";
import type { Vocabulary } from "./extract.ts";

/** The statuses a draft may name, by id and text ('Pending' is the form's default). */
export const readStatuses = (options: { db: Db }) =>
  options.db.select({ id: bookingStatus.id, statusText: bookingStatus.statusText }).from(bookingStatus);

/** Every name a message can be read against: customers, locations, types, aircraft and statuses. */
export async function readVocabulary(options: { db: Db }): Promise<Vocabulary> {
  const { db } = options;
  const [customers, locations, types, fleet, statuses] = await Promise.all([
    db.select({ id: customer.id, name: customer.name }).from(customer),
    db.select({ id: location.id, name: location.name }).from(location),
    db.select({ id: aircraftType.id, title: aircraftType.title }).from(aircraftType),
    db
      .select({
        id: aircraft.id,
        registration: aircraft.registration,
        aircraftTypeId: aircraft.aircraftTypeId,
      })
      .from(aircraft),
    readStatuses({ db }),
  ]);
  return { customers, locations, types, aircraft: fleet, statuses };
}
