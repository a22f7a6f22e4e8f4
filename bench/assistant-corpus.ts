import type { Vocabulary } from "../src/server/assistant/extract.ts";

/**
 * How ops staff actually type booking requests (abbreviations, missing words, typos, UK dates), with
 * the draft each should give. Read against `CORPUS_VOCABULARY` with today = Tuesday 24 November 2026.
 * Used by the corpus test (src/server/assistant/corpus.test.ts) and `npm run bench` (field accuracy
 * and latency); kept here, with the bench, since the server never reads it.
 */
export const CORPUS_TODAY = new Date(2026, 10, 24, 9, 0);

export const CORPUS_VOCABULARY: Vocabulary = {
  customers: [
    { id: 1, name: "Bristow Offshore" },
    { id: 2, name: "Humber Marine Services" },
    { id: 3, name: "North Sea Survey Ltd" },
    { id: 4, name: "Zenith Energy" },
    { id: 5, name: "Orsted Wind Power" },
    { id: 6, name: "CHC Scotia" },
    { id: 7, name: "Blackpool Air Charter" },
  ],
  locations: [
    { id: 1, name: "EGNH Blackpool" },
    { id: 2, name: "Leman Alpha" },
    { id: 3, name: "EGNJ Humberside" },
    { id: 4, name: "Hornsea Two" },
    { id: 5, name: "EGPD Aberdeen" },
    { id: 6, name: "Morecambe Bay" },
    { id: 7, name: "Brent Charlie" },
  ],
  types: [
    { id: 1, title: "AW139" },
    { id: 2, title: "AW169" },
    { id: 3, title: "EC135" },
  ],
  aircraft: [
    { id: 1, registration: "G-MCGA", aircraftTypeId: 1 },
    { id: 2, registration: "G-LAWX", aircraftTypeId: 2 },
    { id: 3, registration: "G-SCUB", aircraftTypeId: 3 },
  ],
  statuses: [
    { id: 1, statusText: "Pending" },
    { id: 2, statusText: "Provisional" },
    { id: 3, statusText: "Confirmed" },
    { id: 4, statusText: "Cancelled" },
  ],
};

/** Expected fields, by name; only the fields given are scored. */
export interface CorpusCase {
  message: string;
  expect: {
    customer?: string;
    type?: string;
    departure?: string;
    destination?: string;
    start?: string;
    end?: string;
    time?: string;
    hours?: string;
    status?: string;
    registration?: string;
    /** A day of several legs, as `legsSaid` writes them (bench/assistant-legs-set.ts). */
    legs?: string;
    remarks?: string;
  };
}

const B = "Bristow Offshore";
const H = "Humber Marine Services";
const N = "North Sea Survey Ltd";
const Z = "Zenith Energy";
const O = "Orsted Wind Power";

export const CORPUS: CorpusCase[] = [
  {
    message: "Bristow need a 139 EGNH to Leman Alpha tomorrow 0930",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-25",
      time: "09:30",
    },
  },
  {
    message: "bristow aw139 blackpool - leman alpha 26/11 0800 2.5hrs",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-26",
      time: "08:00",
      hours: "2.5",
    },
  },
  {
    message: "Humber Marine, AW169, Humberside to Hornsea Two, Friday, 7.45am",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-27",
      time: "07:45",
    },
  },
  {
    message: "can we get the 169 for humber marine from EGNJ to hornsea 2 on the 3rd dec",
    expect: { customer: H, type: "AW169", departure: "EGNJ Humberside", start: "2026-12-03" },
  },
  {
    message: "NSS EC135 survey flight Blackpool -> Morecambe Bay 01/12/26 3 hrs",
    expect: {
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-01",
      hours: "3",
    },
  },
  {
    message: "North Sea Survey ec135 from blackpool to morecambe bay mon to wed next week",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-11-30",
      end: "2026-12-02",
    },
  },
  {
    message: "Zenith Energy AW139 Aberdeen to Brent Charlie 12/01/2027 at 0615 provisional",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-12",
      time: "06:15",
      status: "Provisional",
    },
  },
  {
    message: "zenith - 139 - EGPD to Brent Charlie - 14th Jan - 2h30",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-14",
      hours: "2.5",
    },
  },
  {
    message: "Orsted want G-LAWX Humberside to Hornsea Two tomorrow 1400 confirmed",
    expect: {
      customer: O,
      type: "AW169",
      registration: "G-LAWX",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-25",
      time: "14:00",
      status: "Confirmed",
    },
  },
  {
    message: "orsted wind, g-lawx, humberside - hornsea two, 2/12, 2pm",
    expect: {
      customer: O,
      type: "AW169",
      registration: "G-LAWX",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-02",
      time: "14:00",
    },
  },
  {
    message: "Bristwo Offshore AW139 from Blackpol to Leman Alpha on 5/12",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-05",
    },
  },
  {
    message: "Humbr Marine 169 EGNJ to Hornsea Two 10/12 0900",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-10",
      time: "09:00",
    },
  },
  {
    message: "Book Zenith on the AW139 departing from Aberdeen, going to Brent Charlie on Thursday",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-26",
    },
  },
  {
    message: "crew change for Bristow, 139, EGNH to Leman Alpha, 28/11, 0730, 1.5 hours",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-28",
      time: "07:30",
      hours: "1.5",
    },
  },
  {
    message: "Bristow AW139 EGNH to Leman Alpha 1/12 to 3/12",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-01",
      end: "2026-12-03",
    },
  },
  {
    message: "North Sea Survey EC135 Blackpool to Morecambe Bay for 3 days starting tomorrow",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-11-25",
      end: "2026-11-27",
    },
  },
  {
    message: "G-SCUB for North Sea Survey from EGNH to Morecambe Bay 4 Dec 10:30 90 minutes",
    expect: {
      customer: N,
      type: "EC135",
      registration: "G-SCUB",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-04",
      time: "10:30",
      hours: "1.5",
    },
  },
  {
    message: "Zenith 169 Aberdeen -> Brent Charlie next Tuesday TBC",
    expect: {
      customer: Z,
      type: "AW169",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-01",
      time: "TBC",
    },
  },
  {
    message:
      "humber marine services need the aw169 from egnj to hornsea two on 7th december at 8am for 2 hours",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-07",
      time: "08:00",
      hours: "2",
    },
  },
  {
    message: "Bristow AW139 EGNH - Leman Alpha 2026-12-09 0845",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-09",
      time: "08:45",
    },
  },
  {
    message: "Orsted EC135 Humberside to Hornsea Two 11/12/2026 pending",
    expect: {
      customer: O,
      type: "EC135",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-11",
      status: "Pending",
    },
  },
  {
    message: "Zenith Energy need a 139 EGPD to Brent Charlie on the 15th of December 0700 3.5 hrs",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-15",
      time: "07:00",
      hours: "3.5",
    },
  },
  {
    message: "bristow offshore aw139 from egnh blackpool to leman alpha 16/12/26 at 11.15",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-16",
      time: "11:15",
    },
  },
  {
    message: "North Sea Survey needs EC135 Blackpool to Morecambe Bay Dec 17 1 hour",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-17",
      hours: "1",
    },
  },
  {
    message: "Humber Marine AW169 EGNJ -> Hornsea Two 18 December 1300",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-18",
      time: "13:00",
    },
  },
  {
    message: "Zenith AW139 EGPD to Brent Charlie 21/12 0630 2 hrs 15 mins confirmed",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-21",
      time: "06:30",
      hours: "2.25",
      status: "Confirmed",
    },
  },
  {
    message: "Orsted Wind Power G-LAWX from Humberside to Hornsea Two on Monday",
    expect: {
      customer: O,
      type: "AW169",
      registration: "G-LAWX",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-30",
    },
  },
  {
    message: "bristow 139 blackpool to leman alpha thurs 0900",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-26",
      time: "09:00",
    },
  },
  {
    message: "NORTH SEA SURVEY EC135 EGNH TO MORECAMBE BAY 22/12/2026 0800",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-22",
      time: "08:00",
    },
  },
  {
    message: "Humber Marine 169 Humberside to Hornsea Two 23/12 provisional 1.5h",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-23",
      status: "Provisional",
      hours: "1.5",
    },
  },
  {
    message: "Zenith Energy, AW169, EGPD Aberdeen to Brent Charlie, 4 January 2027, 0900",
    expect: {
      customer: Z,
      type: "AW169",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-04",
      time: "09:00",
    },
  },
  {
    message: "Bristow AW139 from Blackpool to Leman Alpha 5th Jan to 7th Jan",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-01-05",
      end: "2027-01-07",
    },
  },
  {
    message: "orsted ec135 egnj - hornsea two 8/1/27 10am",
    expect: {
      customer: O,
      type: "EC135",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-01-08",
      time: "10:00",
    },
  },
  {
    message: "North Sea Survey G-SCUB Blackpool to Morecambe Bay 11 Jan 0930 2.5 hours",
    expect: {
      customer: N,
      type: "EC135",
      registration: "G-SCUB",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2027-01-11",
      time: "09:30",
      hours: "2.5",
    },
  },
  {
    message: "Zenith 139 Aberdeen to Brent Charlie 13/01 0500",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-13",
      time: "05:00",
    },
  },
  {
    message: "Humber Marine Services AW169 from Humberside to Hornsea Two 15/01/2027 at 1530",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-01-15",
      time: "15:30",
    },
  },
  {
    message: "Bristow Offshore want the 139 EGNH to Leman Alpha on 18/01 for 3 hours",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-01-18",
      hours: "3",
    },
  },
  {
    message: "Orsted Wind Power AW169 Humberside - Hornsea Two 19/01 0745",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-01-19",
      time: "07:45",
    },
  },
  {
    message: "Zenith Energy AW139 EGPD to Brent Charlie 20-22 Jan",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-20",
      end: "2027-01-22",
    },
  },
  {
    message: "North Sea Survey EC135 Blackpool to Morecambe Bay on 25th January at 12:00",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2027-01-25",
      time: "12:00",
    },
  },
  {
    message: "bristow - aw139 - egnh > leman alpha - 26/01 - 0800",
    expect: { customer: B, type: "AW139", start: "2027-01-26", time: "08:00" },
  },
  {
    message: "Humber Marine AW169 from EGNJ Humberside to Hornsea Two on 27/01/27 confirmed",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-01-27",
      status: "Confirmed",
    },
  },
  {
    message: "Zenith AW169 Aberdeen to Brent Charlie 1 Feb 0700 4 hours",
    expect: {
      customer: Z,
      type: "AW169",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-02-01",
      time: "07:00",
      hours: "4",
    },
  },
  {
    message: "Orsted G-LAWX Humberside to Hornsea Two 02/02/2027 0900 1.75 hrs",
    expect: {
      customer: O,
      type: "AW169",
      registration: "G-LAWX",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-02",
      time: "09:00",
      hours: "1.75",
    },
  },
  {
    message: "Bristow AW139 Blackpool to Leman Alpha 3/2 tbc",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-02-03",
      time: "TBC",
    },
  },
  {
    message: "need the EC135 for North Sea Survey, EGNH to Morecambe Bay, 4th Feb",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2027-02-04",
    },
  },
  {
    message: "Humber Marine AW169 Humberside to Hornsea Two 5 Feb 2027 8.30am",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-05",
      time: "08:30",
    },
  },
  {
    message: "Zenith Energy 139 EGPD to Brent Charlie 8/2 provisional",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-02-08",
      status: "Provisional",
    },
  },
  {
    message: "Bristow Offshore AW139 EGNH Blackpool to Leman Alpha 9 Feb 0600 2 hours",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-02-09",
      time: "06:00",
      hours: "2",
    },
  },
  {
    message: "orsted wind power ec135 from humberside to hornsea two 10/02 1100",
    expect: {
      customer: O,
      type: "EC135",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-10",
      time: "11:00",
    },
  },
  {
    message: "North Sea Survey EC135 EGNH to Morecambe Bay 11/02/2027",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2027-02-11",
    },
  },
  {
    message: "Humber Marine 169 from Humberside to Hornsea Two 12th feb 0715 1h45",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-12",
      time: "07:15",
      hours: "1.75",
    },
  },
  {
    message: "Zenith AW139 Aberdeen to Brent Charlie 15/02 at 0800 confirmed",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-02-15",
      time: "08:00",
      status: "Confirmed",
    },
  },
  {
    message: "Bristow 139 from EGNH to Leman Alpha 16/02/27",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-02-16",
    },
  },
  {
    message: "Orsted AW169 Humberside to Hornsea Two 17 February 1000 3 hrs",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-17",
      time: "10:00",
      hours: "3",
    },
  },
  {
    message: "G-MCGA Bristow EGNH to Leman Alpha 18/02 0900",
    expect: {
      customer: B,
      type: "AW139",
      registration: "G-MCGA",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-02-18",
      time: "09:00",
    },
  },
  {
    message: "North Sea Survey EC135 Blackpool to Morecambe Bay 19th February 1 hr",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2027-02-19",
      hours: "1",
    },
  },
  {
    message: "Humber Marine Services AW169 EGNJ to Hornsea Two 22/02 0830 pending",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2027-02-22",
      time: "08:30",
      status: "Pending",
    },
  },
  {
    message: "Zenith Energy AW139 from Aberdeen to Brent Charlie on 23rd Feb 2027 at 7am",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-02-23",
      time: "07:00",
    },
  },
  {
    message: "Bristow AW139 EGNH to Leman Alpha 24/02 0900 2.5 hrs crew change",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2027-02-24",
      time: "09:00",
      hours: "2.5",
    },
  },
];

/** The draft's value for each expected field, by name, for comparing with a case. */
export function draftFields(details: {
  customerName: string | null;
  aircraftTypeTitle: string | null;
  departureName: string | null;
  destinationName: string | null;
  startDate: string | null;
  endDate: string | null;
  departureTime: string | null;
  expectedHours: string | null;
  bookingStatusId: number | null;
  allocatedAircraftRegistration: string | null;
  legs?: DraftLegSaid[] | null;
  remarks?: string | null;
}): Required<CorpusCase["expect"]> | Record<string, string | undefined> {
  return {
    customer: details.customerName ?? undefined,
    type: details.aircraftTypeTitle ?? undefined,
    departure: details.departureName ?? undefined,
    destination: details.destinationName ?? undefined,
    start: details.startDate ?? undefined,
    end: details.endDate ?? undefined,
    time: details.departureTime ?? undefined,
    hours: details.expectedHours ?? undefined,
    status: CORPUS_VOCABULARY.statuses.find((s) => s.id === details.bookingStatusId)?.statusText,
    registration: details.allocatedAircraftRegistration ?? undefined,
    legs: details.legs ? legsSaid(details.legs) : undefined,
    remarks: details.remarks ?? undefined,
  };
}

/** What a leg of the draft says, for scoring: its places by name, and what was said of it. */
interface DraftLegSaid {
  fromName: string | null;
  toName: string | null;
  departureTime: string | null;
  expectedHours: string | null;
  passengers: number | null;
  positioning: boolean;
}

/**
 * A draft's legs in one line: "EGNJ Humberside > Leman Alpha @08:00 1.5h 6pax | Leman Alpha > EGNH
 * Blackpool (empty)"; a place not yet known is "?".
 */
export function legsSaid(legs: DraftLegSaid[]): string {
  return legs
    .map((leg) =>
      [
        `${leg.fromName ?? "?"} > ${leg.toName ?? "?"}`,
        leg.departureTime ? `@${leg.departureTime}` : "",
        leg.expectedHours ? `${leg.expectedHours}h` : "",
        leg.passengers === null ? "" : `${leg.passengers}pax`,
        leg.positioning ? "(empty)" : "",
      ]
        .filter(Boolean)
        .join(" "),
    )
    .join(" | ");
}

/**
 * Field accuracy over a set of cases: each expected field, and `end` (defaulting to start), counted;
 * a field given a value other than the expected one is also counted as wrong (worse than empty: it
 * looks right and gets confirmed), and a case counts as fully right when every field is.
 */
export function scoreCorpus<T extends CorpusCase>(
  read: (item: T) => Record<string, string | undefined>,
  cases: T[] = CORPUS as T[],
) {
  let right = 0;
  let wrong = 0;
  let total = 0;
  let fullyRight = 0;
  const misses: string[] = [];
  for (const item of cases) {
    const got = read(item);
    const wanted: Record<string, string | undefined> = {
      ...item.expect,
      end: item.expect.end ?? item.expect.start,
    };
    let allRight = true;
    for (const [field, value] of Object.entries(wanted)) {
      total++;
      if (got[field] === value) {
        right++;
        continue;
      }
      allRight = false;
      if (got[field] !== undefined) wrong++;
      misses.push(`${item.message} → ${field}: got ${got[field]}, want ${value}`);
    }
    if (allRight) fullyRight++;
  }
  return { accuracy: right / total, right, wrong, total, fullyRight, misses };
}
