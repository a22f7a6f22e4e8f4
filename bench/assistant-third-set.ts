import type { ShorthandCase } from "./assistant-shorthand.ts";

/**
 * The assistant's third held-out set, 34 requests as ops staff type them (initials, place fragments and ICAO
 * codes, misspellings, weekday abbreviations, British time words, hours in words, dotted and two-digit
 * dates, ranges in words, relative weeks and months, a customer whose name holds a place, several
 * aircraft and passengers, follow-ups). Written and committed before the extractor was changed again,
 * and read once untuned (docs/decisions/009); read against `CORPUS_VOCABULARY` with today = Tuesday
 * 24 November 2026.
 */
const B = "Bristow Offshore";
const H = "Humber Marine Services";
const N = "North Sea Survey Ltd";
const Z = "Zenith Energy";
const O = "Orsted Wind Power";
const C = "CHC Scotia";
const BAC = "Blackpool Air Charter";
const BPL = "EGNH Blackpool";
const HUM = "EGNJ Humberside";
const ABZ = "EGPD Aberdeen";
const LEMAN = "Leman Alpha";
const HORNSEA = "Hornsea Two";
const BRENT = "Brent Charlie";
const BAY = "Morecambe Bay";

export const THIRD_SET: ShorthandCase[] = [
  {
    message: "HMS 139 EGNJ to Hornsea Two thurs 0800 2hrs",
    expect: {
      customer: H,
      type: "AW139",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-26",
      time: "08:00",
      hours: "2",
    },
  },
  {
    message: "bristow ec135 aber to brent charlie sat quarter past 7",
    expect: {
      customer: B,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-28",
      time: "07:15",
    },
  },
  {
    message: "ZE AW169 Blackpool - Morecambe Bay 04/12/26 ten to nine",
    expect: {
      customer: Z,
      type: "AW169",
      departure: BPL,
      destination: BAY,
      start: "2026-12-04",
      time: "08:50",
    },
  },
  {
    message: "Orsted G-LAWX humbrside to hornsea 2 tomorow 1030",
    expect: {
      customer: O,
      type: "AW169",
      registration: "G-LAWX",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "10:30",
    },
  },
  {
    message: "NSSL 135 Aberdeen to Brent Charlie Mon-Wed next week",
    expect: {
      customer: N,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-30",
      end: "2026-12-02",
    },
  },
  {
    message: "CHC AW139 EGPD - Brent Charlie from the 14th for 3 days, provisional",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-14",
      end: "2026-12-16",
      status: "Provisional",
    },
  },
  {
    message: "Blackpool Air Charter 169 from Humberside to Blackpool fri 0900",
    expect: {
      customer: BAC,
      type: "AW169",
      departure: HUM,
      destination: BPL,
      start: "2026-11-27",
      time: "09:00",
    },
  },
  {
    message: "Zenith 139 Aberdeen to Brent Charlie 12th dec half 2 three hours",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-12",
      time: "14:30",
      hours: "3",
    },
  },
  {
    message: "bristow 169 egnh to leman alpha the 3rd of next month noon",
    expect: {
      customer: B,
      type: "AW169",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-03",
      time: "12:00",
    },
  },
  {
    message: "Humber Marine EC135 Humberside to Hornsea Two weds around 10 an hour and a half",
    expect: {
      customer: H,
      type: "EC135",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "10:00",
      hours: "1.5",
    },
  },
  {
    message: "North Sea Survey AW139 Blackpool to Morecambe Bay between 7 Dec and 9 Dec",
    expect: {
      customer: N,
      type: "AW139",
      departure: BPL,
      destination: BAY,
      start: "2026-12-07",
      end: "2026-12-09",
    },
  },
  {
    message: "CHC Scotia G-MCGA Aberdeen to Brent Charlie 10.12.26 0715 confirmed",
    expect: {
      customer: C,
      type: "AW139",
      registration: "G-MCGA",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-10",
      time: "07:15",
      status: "Confirmed",
    },
  },
  {
    message: "Orsted 139 Humberside to Hornsea Two Thursday 0900",
    followUp: "push it to friday",
    expect: {
      customer: O,
      type: "AW139",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-27",
      time: "09:00",
    },
  },
  {
    message: "Bristow EC135 EGNH to Leman Alpha tmrw",
    followUp: "customer is Zenith",
    expect: { customer: Z, type: "EC135", departure: BPL, destination: LEMAN, start: "2026-11-25" },
  },
  {
    message: "NSS 169 Aberdeen to Brent Charlie sat 0800",
    followUp: "change dep to Humberside",
    expect: {
      customer: N,
      type: "AW169",
      departure: HUM,
      destination: BRENT,
      start: "2026-11-28",
      time: "08:00",
    },
  },
  {
    message: "HMS AW139 hum to hornsea tomorrow",
    followUp: "quarter past eleven",
    expect: {
      customer: H,
      type: "AW139",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "11:15",
    },
  },
  {
    message: "Zenith AW169 EGPD to Brent Charlie for a week from Monday",
    expect: {
      customer: Z,
      type: "AW169",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-30",
      end: "2026-12-06",
    },
  },
  {
    message: "OWP ec135 humberside - hornsea two the 6th till the 9th",
    expect: {
      customer: O,
      type: "EC135",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-06",
      end: "2026-12-09",
    },
  },
  {
    message: "2x EC135 for Bristow Blackpool to Morecambe Bay fri 0830 2 pax",
    expect: {
      customer: B,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-11-27",
      time: "08:30",
    },
  },
  {
    message: "CHC 139 Aberdeen to Brent Charlie day after tomorrow 0700 4 hours",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-26",
      time: "07:00",
      hours: "4",
    },
  },
  {
    message: "Blackpool Air Charter 135 Blackpool to Leman Alpha 1/12 eleven o'clock",
    expect: {
      customer: BAC,
      type: "EC135",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-01",
      time: "11:00",
    },
  },
  {
    message: "bristow aw139 EGNH to Morcambe Bay tommorow 2pm",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: BAY,
      start: "2026-11-25",
      time: "14:00",
    },
  },
  {
    message: "Humber Marine Services 169 EGNJ to Hornsea Two in 2 weeks 0800",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-08",
      time: "08:00",
    },
  },
  {
    message: "Zenith G-SCUB Aberdeen to Brent Charlie Thursday next week 0930 2 hrs",
    expect: {
      customer: Z,
      type: "EC135",
      registration: "G-SCUB",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-03",
      time: "09:30",
      hours: "2",
    },
  },
  {
    message: "NSS 139 Leman Alpha to Blackpool 5th Dec seven thirty",
    expect: {
      customer: N,
      type: "AW139",
      departure: LEMAN,
      destination: BPL,
      start: "2026-12-05",
      time: "07:30",
    },
  },
  {
    message: "Orsted AW169 Humberside to Hornsea Two 2/12 0800",
    followUp: "make it the 139",
    expect: {
      customer: O,
      type: "AW139",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-02",
      time: "08:00",
    },
  },
  {
    message: "CHC EC135 Aberdeen to Brent Charlie Fri",
    followUp: "2.5 hrs please",
    expect: {
      customer: C,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-27",
      hours: "2.5",
    },
  },
  {
    message: "Bristow 139 EGNH to Leman Alpha 30/11/26 - 02/12/26 0900",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-30",
      end: "2026-12-02",
      time: "09:00",
    },
  },
  {
    message: "ZE 169 aberdeen to brent charlie sun midday",
    expect: {
      customer: Z,
      type: "AW169",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-29",
      time: "12:00",
    },
  },
  {
    message: "Humber Marine 135 Humberside to Leman Alpha wed 25/11 8am provisional",
    expect: {
      customer: H,
      type: "EC135",
      departure: HUM,
      destination: LEMAN,
      start: "2026-11-25",
      time: "08:00",
      status: "Provisional",
    },
  },
  {
    message: "NSSL AW139 Blackpool to Morecambe Bay tomorrow 0900",
    followUp: "dest Leman Alpha",
    expect: {
      customer: N,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-25",
      time: "09:00",
    },
  },
  {
    message: "bristow 169 blackpool to humberside a week today 1000 two and a half hours",
    expect: {
      customer: B,
      type: "AW169",
      departure: BPL,
      destination: HUM,
      start: "2026-12-01",
      time: "10:00",
      hours: "2.5",
    },
  },
  {
    message: "CHC Scotia AW139 EGPD to Brent Charlie from 7th to 11th Dec",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-07",
      end: "2026-12-11",
    },
  },
  {
    message: "Zenith 135 Aberdeen to Brent Charlie 8/12",
    followUp: "for 2 days",
    expect: {
      customer: Z,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-08",
      end: "2026-12-09",
    },
  },
];
