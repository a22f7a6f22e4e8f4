import type { RefObject } from "react";
import {
  CSV_EXAMPLE,
  CSV_OPTIONAL_COLUMNS,
  CSV_REQUIRED_COLUMNS,
  CSV_TRIP_EXAMPLE,
} from "../../../shared/csv-import.ts";
import { type DateOrder, dateOrder } from "../../../shared/date-order.ts";
import { Button } from "../../ui/button.tsx";

/** The date forms the import reads in each date order (server csv-import/parse-csv.ts, readDate). */
const IMPORTED_DATES: Record<DateOrder, string> = {
  "day-first": "YYYY-MM-DD, DD/MM/YY or DD/MM/YYYY",
  "month-first": "YYYY-MM-DD, MM/DD/YY or MM/DD/YYYY",
  "year-first": "YYYY-MM-DD",
};

/** The dialog before a file is chosen: the columns, an example, and the upload and download buttons. */
export function UploadView({
  fileInput,
  fileError,
  chooseFile,
}: {
  fileInput: RefObject<HTMLInputElement | null>;
  fileError: string | null;
  chooseFile: (files: FileList | null) => void;
}) {
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <ColumnList title="Required columns" columns={CSV_REQUIRED_COLUMNS} />
        <ColumnList title="Optional columns" columns={CSV_OPTIONAL_COLUMNS} />
      </div>
      <div>
        <h3 className="mb-1 text-[13px] font-semibold text-slate-700">Example</h3>
        <pre className="overflow-x-auto rounded-md bg-slate-50 p-2 font-mono text-[12px] text-slate-700">
          {CSV_EXAMPLE}
        </pre>
      </div>
      <div>
        <h3 className="mb-1 text-[13px] font-semibold text-slate-700">A day of several legs</h3>
        <p className="mb-1 text-[13px] text-slate-600">
          Give the rows of one trip the same Trip: rows sharing it and a date are that day's legs, in
          departure time order, and the trip's consecutive days are one booking, leaving from its first leg's
          Departure. Without a Trip, each row is a booking of its own, a second rotation of a route a second
          booking.
        </p>
        <pre className="overflow-x-auto rounded-md bg-slate-50 p-2 font-mono text-[12px] text-slate-700">
          {CSV_TRIP_EXAMPLE}
        </pre>
      </div>
      <p className="text-[13px] text-slate-600">
        Dates may be {IMPORTED_DATES[dateOrder()]}; any column with 'date' in its name is the start date. One
        .csv file of at most 5 MB. Uploading the same file again skips the bookings already there.
      </p>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          chooseFile(event.target.files);
          event.target.value = "";
        }}
      />
      <div className="flex items-center gap-3">
        <Button variant="primary" autoFocus onClick={() => fileInput.current?.click()}>
          Upload CSV File
        </Button>
        <Button variant="link" onClick={downloadExample}>
          Download example CSV
        </Button>
      </div>
      {fileError ? (
        <p role="alert" className="text-[13px] text-red-700">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}

/** The example above as a file, which imports as it is. */
function downloadExample() {
  const url = URL.createObjectURL(new Blob([`${CSV_EXAMPLE}\n`], { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "bookings-example.csv";
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function ColumnList({ title, columns }: { title: string; columns: readonly string[] }) {
  return (
    <div>
      <h3 className="mb-1 text-[13px] font-semibold text-slate-700">{title}</h3>
      <ul className="list-disc space-y-0.5 pl-5 text-[13px] text-slate-700">
        {columns.map((column) => (
          <li key={column}>{column}</li>
        ))}
      </ul>
    </div>
  );
}
