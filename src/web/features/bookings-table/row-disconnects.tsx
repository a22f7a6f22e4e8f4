import { createContext, type ReactNode, useContext } from "react";
import type { Booking } from "../../../shared/bookings.ts";
import { actionToasts } from "../../data/table-messages.ts";
import { previewDayLegsEdit, useUpdateDayLegs } from "../../data/update-day-legs.ts";
import { type ShownDisconnect, useDisconnects } from "../../data/use-disconnects.ts";
import { saveUnlessDeclined } from "../../lib/save-anyway.ts";
import { DisconnectMarker } from "../../ui/disconnect-marker.tsx";
import type { BookingRow } from "./rows.ts";
import { useTableContext } from "./table-context.tsx";

const NONE: ShownDisconnect[] = [];
const RowDisconnects = createContext<(bookingId: number, date: string) => ShownDisconnect[]>(() => NONE);

/** The shown month's schedule disconnects (docs/decisions/049), found once and looked up by row. */
export function RowDisconnectsProvider({
  bookings,
  children,
}: {
  bookings: readonly Booking[] | undefined;
  children: ReactNode;
}) {
  return <RowDisconnects value={useDisconnects(bookings)}>{children}</RowDisconnects>;
}

/**
 * The Departure cell with a disconnect's warning beside it when the row's flight departs from where
 * its aircraft did not land; editors add the positioning leg from it, asked 'Save anyway' first if that
 * leg clashes, as any write of legs is.
 */
export function WithDisconnectMarker({ row, children }: { row: BookingRow; children: ReactNode }) {
  const disconnects = useContext(RowDisconnects)(row.booking.id, row.date);
  if (disconnects.length === 0) return children;
  return (
    <div className="flex h-full min-w-0 items-center">
      <div className="h-full min-w-0 flex-1">{children}</div>
      <RowDisconnectMarker row={row} disconnects={disconnects} />
    </div>
  );
}

/** Only rows with a disconnect hold a write of legs. */
function RowDisconnectMarker({ row, disconnects }: { row: BookingRow; disconnects: ShownDisconnect[] }) {
  const { canEdit } = useTableContext();
  const mutation = useUpdateDayLegs(actionToasts("legs"));
  const first = disconnects[0]!;
  const add = () => {
    const variables = {
      bookingId: row.booking.id,
      date: row.date,
      legs: first.positioning.legs,
      version: row.booking.version,
    };
    void saveUnlessDeclined({ preview: previewDayLegsEdit, variables, save: mutation.mutate });
  };
  return (
    <DisconnectMarker
      texts={disconnects.map((d) => d.text)}
      onAdd={canEdit ? add : undefined}
      addTitle={first.addTitle}
    />
  );
}
