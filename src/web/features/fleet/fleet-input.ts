/** The plain inputs and selects of 'Manage fleet', at the table's text size. */
export const fleetInput =
  "h-8 rounded-md border border-slate-300 px-2 text-[13px] focus:outline-2 focus:outline-blue-600";
