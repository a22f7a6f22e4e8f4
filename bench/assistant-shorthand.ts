import type { CorpusCase } from "./assistant-corpus.ts";

/**
 * The assistant's second held-out set (docs/decisions/009, "Second round"): shorthand, misspellings, British
 * time words, ranges in words and follow-ups (`followUp` is read after `message`, with its draft as the
 * previous one; the expected fields are the draft after both). Written apart from the extractor's unit tests
 * so the figure stays honest; read against `CORPUS_VOCABULARY` with today = Tuesday 24 November 2026.
 */
export interface ShorthandCase extends CorpusCase {
  followUp?: string;
}

const B = "Bristow Offshore";
const H = "Humber Marine Services";
const N = "North Sea Survey Ltd";
const Z = "Zenith Energy";
const O = "Orsted Wind Power";
const C = "CHC Scotia";
const BAC = "Blackpool Air Charter";

export const SHORTHAND: ShorthandCase[] = [
  {
    message: "NSS AW139 hum to leman alpha tmrw 0930 2.5hrs",
    expect: {
      customer: N,
      type: "AW139",
      departure: "EGNJ Humberside",
      destination: "Leman Alpha",
      start: "2026-11-25",
      time: "09:30",
      hours: "2.5",
    },
  },
  {
    message: "Bristow 139 EGNH to Leman Alpha tomorrow 0930",
    followUp: "make it 10:30",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-25",
      time: "10:30",
    },
  },
  {
    message: "Zenith EC135 Aberdeen to Brent Charlie Friday 0800",
    followUp: "departure time 11:15 please",
    expect: {
      customer: Z,
      type: "EC135",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-27",
      time: "11:15",
    },
  },
  {
    message: "Orsted 169 Humberside to Hornsea Two on 2 Dec",
    followUp: "dep 1400 now",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-02",
      time: "14:00",
    },
  },
  {
    message: "Blackpool Air Charter need an AW139 from Blackpool to Leman Alpha on Friday",
    expect: {
      customer: BAC,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-27",
    },
  },
  {
    message: "Blackpool Air Charter 135 Blackpool - Morecambe Bay 3/12",
    expect: {
      customer: BAC,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-03",
    },
  },
  {
    message: "Bristow 139 EGNH to Leman Alpha tomorrw at quarter past ten",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-11-25",
      time: "10:15",
    },
  },
  {
    message: "CHC 169 Humbrside to Hornsea Two Thurs noon",
    expect: {
      customer: C,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-26",
      time: "12:00",
    },
  },
  {
    message: "Humber Marine EC135 Humberside - Hornsea Two Weds twenty to three",
    expect: {
      customer: H,
      type: "EC135",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-25",
      time: "14:40",
    },
  },
  {
    message: "Zenith AW139 Aberdeen to Brent Charlie 12.01.27 half past eight",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2027-01-12",
      time: "08:30",
    },
  },
  {
    message: "Bristow 139 EGNH to Leman Alpha 3.12.26 midday",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-03",
      time: "12:00",
    },
  },
  {
    message: "North Sea Survey EC135 Blackpool to Morecambe Bay the 6th till the 9th",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-06",
      end: "2026-12-09",
    },
  },
  {
    message: "Orsted AW169 Humberside to Hornsea Two for 3 days from Monday",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-30",
      end: "2026-12-02",
    },
  },
  {
    message: "Bristow AW139 EGNH to Leman Alpha between 3 Dec and 5 Dec",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-03",
      end: "2026-12-05",
    },
  },
  {
    message: "Zenith 135 Aberdeen to Brent Charlie Mon-Wed next week",
    expect: {
      customer: Z,
      type: "EC135",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-30",
      end: "2026-12-02",
    },
  },
  {
    message: "CHC AW139 Aberdeen - Brent Charlie about 11 on Friday, 2 hours",
    expect: {
      customer: C,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-27",
      time: "11:00",
      hours: "2",
    },
  },
  {
    message: "Humber Marine 169 Humberside to Hornsea Two tomorrow, three hours",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-25",
      hours: "3",
    },
  },
  {
    message: "Bristow 139 Blackpol to Leman Alpha 1/12",
    followUp: "customer is CHC",
    expect: {
      customer: C,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-01",
    },
  },
  {
    message: "Orsted 169 Humberside to Hornsea Two on Friday",
    followUp: "change the destination to Leman Alpha",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Leman Alpha",
      start: "2026-11-27",
    },
  },
  {
    message: "NSS EC135 EGNH to Morecambe Bay 2/12 0900",
    followUp: "actually the 3rd",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-12-03",
      time: "09:00",
    },
  },
  {
    message: "Bristow 139 EGPD to Brent Charlie on the 1st of next month at 7",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-01",
    },
  },
  {
    message: "Zenith AW169 Aberdeen to Brent Charlie 04/12/26 1615 1h30",
    expect: {
      customer: Z,
      type: "AW169",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-04",
      time: "16:15",
      hours: "1.5",
    },
  },
  {
    message: "Humber Marine EC135 Humberside to Hornsea 2 Tue 1 Dec 0745",
    expect: {
      customer: H,
      type: "EC135",
      departure: "EGNJ Humberside",
      start: "2026-12-01",
      time: "07:45",
    },
  },
  {
    message: "Orsted aw169 Humbersdie -> Hornsea Two tomorow 0800 provisional",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-11-25",
      time: "08:00",
      status: "Provisional",
    },
  },
];

/**
 * Written after the second round's changes and read once, untuned: the honest figure for requests
 * the rules were not shaped on.
 */
export const SHORTHAND_FRESH: ShorthandCase[] = [
  {
    message: "CHC 139 Aberdeen to Brent Charlie fri 0745 3hrs",
    expect: {
      customer: C,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-27",
      time: "07:45",
      hours: "3",
    },
  },
  {
    message: "Zenith EC135 Aberden - Brent Charlie tomorow half nine",
    expect: {
      customer: Z,
      type: "EC135",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-25",
      time: "09:30",
    },
  },
  {
    message: "HMS 169 Humberside to Hornsea Two 07.12.26 1100",
    expect: {
      customer: H,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-07",
      time: "11:00",
    },
  },
  {
    message: "Orsted 169 from Humberside to Hornsea Two from the 8th to the 10th",
    expect: {
      customer: O,
      type: "AW169",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-08",
      end: "2026-12-10",
    },
  },
  {
    message: "Bristow AW139 EGNH to Morecambe Bay Thu quarter to eleven",
    expect: {
      customer: B,
      type: "AW139",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-11-26",
      time: "10:45",
    },
  },
  {
    message: "North Sea Survey EC135 Blackpool to Morecambe Bay",
    followUp: "make it Monday",
    expect: {
      customer: N,
      type: "EC135",
      departure: "EGNH Blackpool",
      destination: "Morecambe Bay",
      start: "2026-11-30",
    },
  },
  {
    message: "Blackpool Air Charter AW169 Blackpool to Leman Alpha 5/12 0800",
    followUp: "2 hours",
    expect: {
      customer: BAC,
      type: "AW169",
      departure: "EGNH Blackpool",
      destination: "Leman Alpha",
      start: "2026-12-05",
      time: "08:00",
      hours: "2",
    },
  },
  {
    message: "Zenith AW139 EGPD to Brent Charlie wednesday for 2 days, confirmed",
    expect: {
      customer: Z,
      type: "AW139",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-11-25",
      end: "2026-11-26",
      status: "Confirmed",
    },
  },
  {
    message: "Humber Marine G-LAWX Humberside to Hornsea Two 1st Dec midday",
    expect: {
      customer: H,
      type: "AW169",
      registration: "G-LAWX",
      departure: "EGNJ Humberside",
      destination: "Hornsea Two",
      start: "2026-12-01",
      time: "12:00",
    },
  },
  {
    message: "CHC Scotia EC135 Aberdeen to Brent Charlie Tues",
    followUp: "dep at 1500",
    expect: {
      customer: C,
      type: "EC135",
      departure: "EGPD Aberdeen",
      destination: "Brent Charlie",
      start: "2026-12-01",
      time: "15:00",
    },
  },
];
