import { editTypeBadge, wizardTypeBadge } from "../../../shared/aircraft-type-badges.ts";
import type { AircraftType, BookingStatus, Customer, Location } from "../../../shared/reference-data.ts";
import { byName } from "../../../shared/sort-by-name.ts";
import { ColourBadge, ColourDot } from "../../ui/colour-badge.tsx";
import { SelectItem } from "../../ui/select.tsx";

export const customerItems = (customers: readonly Customer[]) =>
  byName(customers).map((customer) => (
    <SelectItem key={customer.id} value={String(customer.id)}>
      <span className="inline-flex items-center gap-2">
        <ColourDot colour={customer.color} />
        {customer.name}
      </span>
    </SelectItem>
  ));

export const locationItems = (locations: readonly Location[]) =>
  byName(locations).map((location) => (
    <SelectItem key={location.id} value={String(location.id)}>
      {location.name}
    </SelectItem>
  ));

export const statusItems = (statuses: readonly BookingStatus[]) =>
  statuses.map((status) => (
    <SelectItem key={status.id} value={String(status.id)}>
      <span className="inline-flex items-center gap-2">
        <ColourDot colour={status.statusColour} />
        {status.statusText}
      </span>
    </SelectItem>
  ));

/** A type's entries, by title, each behind its badge; a `plain` badge stands alone, for the title. */
const typeItems = (
  types: readonly AircraftType[],
  badgeOf: (title: string) => { text: string; colour: string; plain?: boolean },
) =>
  [...types]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((type) => {
      const badge = badgeOf(type.title);
      return (
        <SelectItem key={type.id} value={String(type.id)}>
          <span className="inline-flex items-center gap-2">
            <ColourBadge colour={badge.colour} decorative={!badge.plain} solid={badge.plain}>
              {badge.text}
            </ColourBadge>
            {badge.plain ? null : type.title}
          </span>
        </SelectItem>
      );
    });

/** Product §2: each type with a badge of at most 6 characters, coloured by type. */
export const aircraftTypeItems = (types: readonly AircraftType[]) => typeItems(types, wizardTypeBadge);

/** Product §2: the edit dialog's types, the named ones as a badge, the others as a plain title. */
export const editAircraftTypeItems = (types: readonly AircraftType[]) => typeItems(types, editTypeBadge);
