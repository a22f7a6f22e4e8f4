import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { isSearchable } from "../../../shared/booking-rules.ts";
import type { BookingSearchResult } from "../../../shared/booking-search.ts";
import { formatShortDate } from "../../../shared/dates.ts";
import { cn } from "../../ui/cn.ts";
import { CustomerBadge } from "./cells/display.tsx";
import { useBookingSearch } from "./data/search-bookings.ts";

const optionIdOf = (listId: string, index: number) => `${listId}-${index}`;

/** Typing pauses this long before the server is asked, so a name typed quickly is one search. */
const SEARCH_DELAY_MS = 250;

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

function ResultLine({ result }: { result: BookingSearchResult }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <span className="flex min-w-0 items-center gap-2">
        <span className="shrink-0 font-medium tabular-nums">{formatShortDate(result.date)}</span>
        <span className="min-w-0 shrink">
          <CustomerBadge customer={result.customer} />
        </span>
        <span className="shrink-0 text-slate-600">
          {result.registration ? `${result.aircraftType} ${result.registration}` : result.aircraftType}
        </span>
        <span className="ml-auto shrink-0 text-xs text-slate-500 tabular-nums">#{result.id}</span>
      </span>
      <span className="truncate text-xs text-slate-600">
        {result.departure} → {result.destination}
        {result.remarks && result.remarks !== "--" ? ` · ${result.remarks}` : ""}
      </span>
    </span>
  );
}

/**
 * 'Find a booking' in the toolbar (docs/decisions/017). Finds bookings across all months on the server by
 * id, customer, registration, location or remarks; choosing one (click, or arrows then Enter) shows its
 * month with its rows highlighted. Nothing here writes: Enter only chooses where to look.
 */
export function BookingSearch({ onFound }: { onFound: (result: BookingSearchResult) => void }) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const search = useBookingSearch(q);
  const listId = useId();
  const valid = isSearchable(text);
  const results = valid && search.data ? search.data.results : [];

  // A new answer starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the results change, by identity.
  useEffect(() => setActive(-1), [search.data]);

  const choose = (result: BookingSearchResult | undefined) => {
    if (!result) return;
    setOpen(false);
    setActive(-1);
    onFound(result);
  };

  const onKeyDown = resultKeys({ results, active, open, text, setActive, setOpen, setText, choose });

  const status = searchStatus({ text, q, valid, search, found: results.length });
  const showList = open && text.trim() !== "" && (results.length > 0 || status !== null);

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        type="search"
        role="combobox"
        aria-label="Find a booking"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && active >= 0 ? optionIdOf(listId, active) : undefined}
        placeholder="Find a booking"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-8 w-56 rounded-md border border-slate-300 bg-white pr-2 pl-8 text-[13px] text-slate-800 shadow-xs placeholder:text-slate-500 focus:border-slate-500 focus:outline-none focus:ring-2 focus:ring-slate-900/10"
      />
      {showList ? (
        <SearchResults
          listId={listId}
          results={results}
          active={active}
          status={status}
          more={search.data?.more === true}
          onChoose={choose}
          onHover={setActive}
        />
      ) : null}
    </div>
  );
}

/** What the list says besides its results: too short, searching, failed, or nothing found. */
function searchStatus(options: {
  text: string;
  q: string;
  valid: boolean;
  search: ReturnType<typeof useBookingSearch>;
  found: number;
}): string | null {
  const { text, q, valid, search, found } = options;
  if (text.trim() && !valid) return "Type at least 2 characters, or a booking id";
  if (valid && (search.isFetching || q !== text.trim()) && found === 0) return "Searching…";
  if (valid && search.isError) return "Search failed; try again";
  if (valid && search.isSuccess && found === 0) return "No bookings found";
  return null;
}

/** The list under the box: the bookings found, the status, and a note when there were more. */
function SearchResults({
  listId,
  results,
  active,
  status,
  more,
  onChoose,
  onHover,
}: {
  listId: string;
  results: BookingSearchResult[];
  active: number;
  status: string | null;
  more: boolean;
  onChoose: (result: BookingSearchResult) => void;
  onHover: (index: number) => void;
}) {
  return (
    <div className="absolute top-full left-0 z-40 mt-1 w-[30rem] max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg animate-fade-in">
      <div id={listId} role="listbox" aria-label="Bookings found" className="max-h-80 overflow-y-auto">
        {results.map((result, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the input (arrows, Enter).
          <div
            key={result.id}
            id={optionIdOf(listId, index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            // Keeps focus in the input, so the list stays open until the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(result)}
            onMouseMove={() => onHover(index)}
            className={cn(
              "cursor-pointer rounded-sm px-2 py-1.5 text-[13px] text-slate-800",
              index === active && "bg-slate-100",
            )}
          >
            <ResultLine result={result} />
          </div>
        ))}
      </div>
      {status ? <p className="px-2 py-1.5 text-[13px] text-slate-600">{status}</p> : null}
      {more && results.length > 0 ? (
        <p className="border-t border-slate-100 px-2 pt-1.5 pb-1 text-xs text-slate-500">
          The newest {results.length} shown; type more to narrow the search.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The box's keys: arrows (and Home and End while a result is chosen) move through the results, Enter
 * chooses one or opens the list, Escape closes the list and then clears the text.
 */
function resultKeys(state: {
  results: BookingSearchResult[];
  active: number;
  open: boolean;
  text: string;
  setActive: (index: number) => void;
  setOpen: (open: boolean) => void;
  setText: (text: string) => void;
  choose: (result: BookingSearchResult | undefined) => void;
}) {
  const { results, active, open, text, setActive, setOpen, setText, choose } = state;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moveTo = (index: number) => {
      event.preventDefault();
      setOpen(true);
      setActive(index);
    };
    switch (event.key) {
      case "ArrowDown":
        return moveTo(active >= last ? 0 : active + 1);
      case "ArrowUp":
        return moveTo(active <= 0 ? last : active - 1);
      // While a result is chosen, Home and End move through the list; otherwise they move the caret.
      case "Home":
        if (open && active >= 0) moveTo(0);
        return;
      case "End":
        if (open && active >= 0) moveTo(last);
        return;
      case "Enter":
        event.preventDefault();
        if (open) choose(results[active >= 0 ? active : 0]);
        else setOpen(true);
        return;
      case "Escape":
        if (open && text) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        return;
    }
  };
}
