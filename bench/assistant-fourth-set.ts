import type { ShorthandCase } from "./assistant-shorthand.ts";

/**
 * The assistant's fourth held-out set, 61 requests as ops staff type them: initials and partial customer
 * names, ICAO codes and place fragments in any case, route marks ("-", ">", "ex"), platform names cut
 * short ("Brent C"), registrations, misspellings, weekday and month abbreviations, clock times with
 * dots, "hrs", "ish" and words, hours in halves and minutes, dates with slashes, dots and ordinals,
 * ranges in figures and words, relative weeks and months, passengers and several aircraft, follow-ups,
 * and two requests whose date should stay empty. Written after the fourth pass and committed before
 * the reader was run over it (docs/decisions/009, "Fourth pass"); read against `CORPUS_VOCABULARY` with
 * today = Tuesday 24 November 2026.
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

export const FOURTH_SET: ShorthandCase[] = [
  {
    message: "Bristow 139 egnh-leman alpha wed 0730 3hrs",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-25",
      time: "07:30",
      hours: "3",
    },
  },
  {
    message: "NSS ec135 Blackpool > Morecambe Bay thurs 26th 0900 approx 4 hrs",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-11-26",
      time: "09:00",
      hours: "4",
    },
  },
  {
    message: "Zenith AW169 aber to Brent C fri 1100",
    expect: {
      customer: Z,
      type: "AW169",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-27",
      time: "11:00",
    },
  },
  {
    message: "CHC 139 EGPD-Brent Charlie Mon 30th 0645 2.5h prov",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-30",
      time: "06:45",
      hours: "2.5",
      status: "Provisional",
    },
  },
  {
    message: "Orsted wind 169 humberside to hornsea 2 on 02/12 @ 1300, 2h",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-02",
      time: "13:00",
      hours: "2",
    },
  },
  {
    message: "HMS need the 169 from EGNJ to Hornsea Two tomorrow half nine",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "09:30",
    },
  },
  {
    message: "Blackpool Air Charter EC135 Blackpool - Morecambe Bay Sat 10ish 1.5 hrs",
    expect: {
      customer: BAC,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-11-28",
      time: "10:00",
      hours: "1.5",
    },
  },
  {
    message: "G-MCGA for Bristow, Blackpool to Leman Alpha, 3rd Dec, 0800, 2hrs 30",
    expect: {
      customer: B,
      type: "AW139",
      registration: "G-MCGA",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-03",
      time: "08:00",
      hours: "2.5",
    },
  },
  {
    message: "north sea survey 135 egnh to morecambe bay 7-9 Dec",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-07",
      end: "2026-12-09",
    },
  },
  {
    message: "Zenith Energy AW139 Aberdeen to Brent Charlie from 14/12 for 3 days 0700",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-14",
      end: "2026-12-16",
      time: "07:00",
    },
  },
  {
    message: "CHC Scotia EC135 EGPD - Brent Charlie 10.12.26 1400hrs",
    expect: {
      customer: C,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-10",
      time: "14:00",
    },
  },
  {
    message: "Humber Marine 169 hum-hornsea tmrw 0815, 2 pax",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "08:15",
    },
  },
  {
    message: "Orsted 2x AW169 Humberside to Hornsea Two Friday 0900",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-27",
      time: "09:00",
    },
  },
  {
    message: "BAC 139 from blackpool to leman alpha next tues 1530",
    expect: {
      customer: BAC,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-01",
      time: "15:30",
    },
  },
  {
    message: "bristow aw139 leman alpha ex egnh thur 1000 3 hours",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-26",
      time: "10:00",
      hours: "3",
    },
  },
  {
    message: "Zenith 139 Aberdeen to Brent Charlie Thursday 0800",
    followUp: "actually make it 0930 and 3 hrs",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-26",
      time: "09:30",
      hours: "3",
    },
  },
  {
    message: "NSS EC135 Blackpool to Morecambe Bay 1st Dec",
    followUp: "for 2 days",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-01",
      end: "2026-12-02",
    },
  },
  {
    message: "CHC 139 EGPD to Brent Charlie 08/12 0700",
    followUp: "change destination to Leman Alpha",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: LEMAN,
      start: "2026-12-08",
      time: "07:00",
    },
  },
  {
    message: "Bristow 169 blackpool to leman tomorrow",
    followUp: "on G-LAWX please",
    expect: {
      customer: B,
      type: "AW169",
      registration: "G-LAWX",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-25",
    },
  },
  {
    message: "Humber Marine AW169 Humberside to Hornsea Two on Fri",
    followUp: "sorry, Saturday",
    expect: { customer: H, type: "AW169", departure: HUM, destination: HORNSEA, start: "2026-11-28" },
  },
  {
    message: "Orsted 169 hum to hornsea two 3/12 0900",
    followUp: "confirmed",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-03",
      time: "09:00",
      status: "Confirmed",
    },
  },
  {
    message: "ZE 135 EGPD to Brent Charlie the 1st till the 4th, 0600",
    expect: {
      customer: Z,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-01",
      end: "2026-12-04",
      time: "06:00",
    },
  },
  {
    message: "CHC need an AW139 Aberdeen - Brent Charlie for a week from Mon 7th Dec",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-07",
      end: "2026-12-13",
    },
  },
  {
    message: "Bristow Offshore G-MCGA egnh to leman alpha 28/11/26 ten past eight",
    expect: {
      customer: B,
      type: "AW139",
      registration: "G-MCGA",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-28",
      time: "08:10",
    },
  },
  {
    message: "north sea survey ec135 Blackpool to Morecambe bay 15th December 1pm 2 hrs",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-15",
      time: "13:00",
      hours: "2",
    },
  },
  {
    message: "Blackpool Air Charter AW169 from Blackpool to Humberside on Wednesday at quarter to eleven",
    expect: {
      customer: BAC,
      type: "AW169",
      departure: BPL,
      destination: HUM,
      start: "2026-11-25",
      time: "10:45",
    },
  },
  {
    message: "OWP AW169 EGNJ-Hornsea Two 04/12 0730 1h45",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-04",
      time: "07:30",
      hours: "1.75",
    },
  },
  {
    message: "Zenith AW139 abrdeen to brent charlie tmorrow 1200 provisional",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-25",
      time: "12:00",
      status: "Provisional",
    },
  },
  {
    message: "Humber Marine Services 169 humbersdie to hornsea two weds 0645",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-25",
      time: "06:45",
    },
  },
  {
    message: "bristow 139 blackpool leman alpha fri 27/11 2.5 hrs 0900",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-27",
      time: "09:00",
      hours: "2.5",
    },
  },
  {
    message: "NSS EC135 G-SCUB egnh to morecambe bay mon-wed next week",
    expect: {
      customer: N,
      type: "EC135",
      registration: "G-SCUB",
      departure: BPL,
      destination: BAY,
      start: "2026-11-30",
      end: "2026-12-02",
    },
  },
  {
    message: "CHC Scotia 139 Aberdeen to Brent Charlie between 9 and 11 Dec",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-09",
      end: "2026-12-11",
    },
  },
  {
    message: "Orsted Wind Power AW169 Humberside to Hornsea Two Tues 8th Dec 1100 for 3 hrs",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-08",
      time: "11:00",
      hours: "3",
    },
  },
  {
    message: "Zenith 139 EGPD to Leman Alpha 2 days from Thursday, 0800",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: LEMAN,
      start: "2026-11-26",
      end: "2026-11-27",
      time: "08:00",
    },
  },
  {
    message: "bristow ec135 EGNH - Morecambe Bay day after tomorrow 1400",
    expect: {
      customer: B,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-11-26",
      time: "14:00",
    },
  },
  {
    message: "BAC AW139 Blackpool to Leman Alpha 5/1/27 0830",
    expect: {
      customer: BAC,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2027-01-05",
      time: "08:30",
    },
  },
  {
    message: "humber marine 169 egnj to hornsea two 12th jan 0915 2hrs confirmed",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2027-01-12",
      time: "09:15",
      hours: "2",
      status: "Confirmed",
    },
  },
  {
    message: "CHC 139 G-MCGA EGPD to Brent Charlie the 2nd of next month 0630",
    expect: {
      customer: C,
      type: "AW139",
      registration: "G-MCGA",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-02",
      time: "06:30",
    },
  },
  {
    message: "NSS 135 blackpool to morecambe bay on Thurs about 2",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-11-26",
      time: "14:00",
    },
  },
  {
    message: "Zenith energy 169 aberdeen to brent charlie 17/12 - 18/12 0700",
    expect: {
      customer: Z,
      type: "AW169",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-17",
      end: "2026-12-18",
      time: "07:00",
    },
  },
  {
    message: "Bristow need AW139 EGNH to Leman Alpha this Friday 0800, 4 pax, 3hrs",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-27",
      time: "08:00",
      hours: "3",
    },
  },
  {
    message: "Orsted 169 hum > hornsea two 30/11 noon",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-30",
      time: "12:00",
    },
  },
  {
    message: "HMS AW169 Humberside to Hornsea Two 1st and 2nd Dec 0800",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-01",
      end: "2026-12-02",
      time: "08:00",
    },
  },
  {
    message: "ZE EC135 EGPD to Brent Charlie Monday week 0900",
    expect: {
      customer: Z,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-07",
      time: "09:00",
    },
  },
  {
    message: "CHC Scotia AW139 Aberdeen to Brent Charlie sat 5th dec, wheels up 0715, 2 hrs 15",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-05",
      time: "07:15",
      hours: "2.25",
    },
  },
  {
    message: "blackpool air charter 135 egnh to morecambe bay 3 days starting 9 Dec",
    expect: {
      customer: BAC,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-09",
      end: "2026-12-11",
    },
  },
  {
    message: "NSS 135 Blackpool to Morecambe Bay Thursday 3rd Dec 0800",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-03",
      time: "08:00",
    },
  },
  {
    message: "bristow 169 blackpool to leman alpha friday 4/12 1000",
    expect: {
      customer: B,
      type: "AW169",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-04",
      time: "10:00",
    },
  },
  {
    message: "Zenith AW139 Aberdeen to Brent Charlie",
    followUp: "tomorrow at 1100 for 2 hours",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-25",
      time: "11:00",
      hours: "2",
    },
  },
  {
    message: "Orsted AW169 humberside to hornsea two 10 Dec 0800",
    followUp: "make that the 11th",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-12-11",
      time: "08:00",
    },
  },
  {
    message: "CHC EC135 EGPD to Brent Charlie Wed",
    followUp: "dep 1330, 1.5 hrs",
    expect: {
      customer: C,
      type: "EC135",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-25",
      time: "13:30",
      hours: "1.5",
    },
  },
  {
    message: "Humber Marine 139 Humberside to Leman Alpha 2moro 0700 for 5hrs",
    expect: {
      customer: H,
      type: "AW139",
      departure: HUM,
      destination: LEMAN,
      start: "2026-11-25",
      time: "07:00",
      hours: "5",
    },
  },
  {
    message: "BAC 169 G-LAWX blackpool-humberside 21st Dec 1015",
    expect: {
      customer: BAC,
      type: "AW169",
      registration: "G-LAWX",
      departure: BPL,
      destination: HUM,
      start: "2026-12-21",
      time: "10:15",
    },
  },
  {
    message: "north sea survey ltd ec135 egnh > morecambe bay, 2nd-4th dec, 0830, 3.5hrs",
    expect: {
      customer: N,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-02",
      end: "2026-12-04",
      time: "08:30",
      hours: "3.5",
    },
  },
  {
    message: "zenith 139 egpd to brent charlie fri 1st jan 0900",
    expect: {
      customer: Z,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2027-01-01",
      time: "09:00",
    },
  },
  {
    message: "Bristow 139 EGNH to Leman Alpha on Tuesday 1st at 0730",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-12-01",
      time: "07:30",
    },
  },
  {
    message: "NSS EC135 Blackpool to Morecambe Bay 9/12 0900",
    followUp: "customer is actually Blackpool Air Charter",
    expect: {
      customer: BAC,
      type: "EC135",
      departure: BPL,
      destination: BAY,
      start: "2026-12-09",
      time: "09:00",
    },
  },
  {
    message: "CHC 139 EGPD - Brent Charlie 14:30 tmrw 2,5 hrs",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: BRENT,
      start: "2026-11-25",
      time: "14:30",
      hours: "2.5",
    },
  },
  // No day is named: the date stays empty (and the end with it).
  {
    message: "Zenith 169 EGPD to Leman Alpha sometime next week",
    expect: { customer: Z, type: "AW169", departure: ABZ, destination: LEMAN },
  },
  // "Tues" said on a Tuesday could be today or next week: the date stays empty and the reply asks.
  {
    message: "Bristow AW139 Blackpool to Leman Alpha Tues 0900",
    expect: { customer: B, type: "AW139", departure: BPL, destination: LEMAN, time: "09:00" },
  },
  {
    message: "Bristow MCGA Blackpool to Leman Alpha thurs 0800",
    expect: {
      customer: B,
      type: "AW139",
      registration: "G-MCGA",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-26",
      time: "08:00",
    },
  },
];
