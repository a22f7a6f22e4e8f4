import { useId } from "react";
import type { AircraftTypeWithAircraft, Customer } from "../../../shared/reference-data.ts";
import type { CrewFilter } from "./crew-days.ts";

/** Native selects: a phone shows its own large picker, and each is 48 px tall to touch (WCAG 2.5.5). */
const SELECT =
  "h-12 w-full min-w-0 rounded-lg border-2 border-gray-700 bg-white px-3 text-[17px] text-black focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

const idOf = (value: string) => (value === "" ? null : Number(value));

function FilterSelect({
  label,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  all: string;
  options: { id: number; name: string }[];
}) {
  // The label stands apart from the select (not around it), so its name is the label alone, not the
  // label and every option's text.
  const id = useId();
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-[15px]">
        {label}
      </label>
      <select
        id={id}
        className={SELECT}
        value={value ?? ""}
        onChange={(event) => onChange(idOf(event.target.value))}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list narrowed to one aircraft, one customer, or both. */
export function CrewFilters({
  filter,
  onChange,
  fleet,
  customers,
}: {
  filter: CrewFilter;
  onChange: (filter: CrewFilter) => void;
  fleet: AircraftTypeWithAircraft[];
  customers: Customer[];
}) {
  const aircraft = fleet.flatMap((type) =>
    type.aircraft
      .filter((one) => !one.retired || one.id === filter.aircraftId)
      .map((one) => ({ id: one.id, name: `${one.registration} (${type.title})` })),
  );
  const customerOptions = [...customers]
    .sort((a, b) => a.name.localeCompare(b.name, "en-GB"))
    .map((customer) => ({ id: customer.id, name: customer.name }));
  return (
    <div className="flex gap-3">
      <FilterSelect
        label="Aircraft"
        value={filter.aircraftId}
        onChange={(aircraftId) => onChange({ ...filter, aircraftId })}
        all="All aircraft"
        options={aircraft.sort((a, b) => a.name.localeCompare(b.name, "en-GB"))}
      />
      <FilterSelect
        label="Customer"
        value={filter.customerId}
        onChange={(customerId) => onChange({ ...filter, customerId })}
        all="All customers"
        options={customerOptions}
      />
    </div>
  );
}
