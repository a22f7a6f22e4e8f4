import type { ShorthandCase } from "./assistant-shorthand.ts";

/**
 * The assistant's set of requests for a day of several legs (issue 44 item 6): "then", "on to", "via",
 * "and back", "back to", positioning legs first and last, times, hours and passengers by leg, follow-ups
 * that add legs, and a request with one destination that must read as it always has. Written and
 * committed before the reader of legs was (so its first figure is an untuned one); read against
 * `CORPUS_VOCABULARY` with today = Tuesday 24 November 2026. "Ravenspurn North" is no known place: it
 * is kept by name, as any unknown destination is. `legs` is the draft's legs as `legsSaid` writes them.
 */
const B = "Bristow Offshore";
const H = "Humber Marine Services";
const N = "North Sea Survey Ltd";
const Z = "Zenith Energy";
const O = "Orsted Wind Power";
const C = "CHC Scotia";
const BPL = "EGNH Blackpool";
const HUM = "EGNJ Humberside";
const ABZ = "EGPD Aberdeen";
const LEMAN = "Leman Alpha";
const HORNSEA = "Hornsea Two";
const BRENT = "Brent Charlie";
const BAY = "Morecambe Bay";
const RAVENSPURN = "Ravenspurn North";

export const LEGS_SET: ShorthandCase[] = [
  {
    message: "Bristow 139 Humberside to Leman Alpha then on to Ravenspurn North and back tomorrow",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: HUM,
      start: "2026-11-25",
      legs: `${HUM} > ${LEMAN} | ${LEMAN} > ${RAVENSPURN} | ${RAVENSPURN} > ${HUM}`,
    },
  },
  {
    message: "Humber Marine 169 hum to leman then hornsea two and back fri, dep 0800, back at 1400, 6 pax",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: HUM,
      start: "2026-11-27",
      time: "08:00",
      legs: `${HUM} > ${LEMAN} @08:00 6pax | ${LEMAN} > ${HORNSEA} 6pax | ${HORNSEA} > ${HUM} @14:00 6pax`,
    },
  },
  // The positioning leg to where the route starts: where it leaves from was not said, so it is asked.
  // The 0900 was said with the passengers' route, so it is the second leg's, and the day's time is blank.
  {
    message: "NSS EC135 Blackpool to Morecambe Bay 2/12 0900, position empty to Blackpool first",
    expect: {
      customer: N,
      type: "EC135",
      destination: BAY,
      start: "2026-12-02",
      legs: `? > ${BPL} (empty) | ${BPL} > ${BAY} @09:00`,
    },
  },
  // Positioning to a place that is not the route's start: flown empty from the route's start, and the
  // passengers' leg leaves from where it positioned to.
  {
    message: "Bristow AW139 Humberside to Leman Alpha weds, position empty to Blackpool first",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: LEMAN,
      start: "2026-11-25",
      legs: `${HUM} > ${BPL} (empty) | ${BPL} > ${LEMAN}`,
    },
  },
  {
    message: "Zenith 169 Aberdeen to Brent Charlie via Hornsea Two 3/12 at 1000",
    expect: {
      customer: Z,
      type: "AW169",
      departure: ABZ,
      destination: BRENT,
      start: "2026-12-03",
      time: "10:00",
      legs: `${ABZ} > ${HORNSEA} @10:00 | ${HORNSEA} > ${BRENT}`,
    },
  },
  {
    message: "Orsted EC135 Humberside to Hornsea Two and back thurs 0830",
    expect: {
      customer: O,
      type: "EC135",
      departure: HUM,
      destination: HUM,
      start: "2026-11-26",
      time: "08:30",
      legs: `${HUM} > ${HORNSEA} @08:30 | ${HORNSEA} > ${HUM}`,
    },
  },
  {
    message:
      "Bristow 139 Blackpool to Leman Alpha 1.5 hrs then on to Morecambe Bay 0.5 hrs and back 1 hr, tomorrow 0700",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: BPL,
      start: "2026-11-25",
      time: "07:00",
      hours: "3",
      legs: `${BPL} > ${LEMAN} @07:00 1.5h | ${LEMAN} > ${BAY} 0.5h | ${BAY} > ${BPL} 1h`,
    },
  },
  {
    message: "Bristow 139 Humberside to Leman Alpha tomorrow 0800",
    followUp: "then on to Ravenspurn North and back",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: HUM,
      start: "2026-11-25",
      time: "08:00",
      legs: `${HUM} > ${LEMAN} @08:00 | ${LEMAN} > ${RAVENSPURN} | ${RAVENSPURN} > ${HUM}`,
    },
  },
  {
    message: "Humber Marine 169 Humberside to Leman Alpha fri",
    followUp: "position empty to Blackpool first",
    expect: {
      customer: H,
      type: "AW169",
      departure: HUM,
      destination: LEMAN,
      start: "2026-11-27",
      legs: `${HUM} > ${BPL} (empty) | ${BPL} > ${LEMAN}`,
    },
  },
  // Hours said once for a day of several legs: which leg's is not known, so none is set.
  {
    message: "Bristow AW139 Humberside to Leman Alpha and back tomorrow, 3 hours",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: HUM,
      start: "2026-11-25",
      legs: `${HUM} > ${LEMAN} | ${LEMAN} > ${HUM}`,
    },
  },
  // One destination: read as it always has been, no list of legs (its 4 pax are kept on its one leg).
  {
    message: "Bristow 139 Blackpool to Leman Alpha tomorrow 0930, 4 pax",
    expect: {
      customer: B,
      type: "AW139",
      departure: BPL,
      destination: LEMAN,
      start: "2026-11-25",
      time: "09:30",
    },
  },
  {
    message: "CHC AW139 Aberdeen to Brent Charlie then back to Aberdeen 5/12",
    expect: {
      customer: C,
      type: "AW139",
      departure: ABZ,
      destination: ABZ,
      start: "2026-12-05",
      legs: `${ABZ} > ${BRENT} | ${BRENT} > ${ABZ}`,
    },
  },
  {
    message:
      "Bristow 139 Humberside to Leman Alpha then on to Ravenspurn North at 1100 then back to Humberside at 1500 tomorrow dep 0830",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: HUM,
      start: "2026-11-25",
      time: "08:30",
      legs: `${HUM} > ${LEMAN} @08:30 | ${LEMAN} > ${RAVENSPURN} @11:00 | ${RAVENSPURN} > ${HUM} @15:00`,
    },
  },
  {
    message: "Zenith AW169 Blackpool to Morecambe Bay tomorrow 1000 then position back to Humberside",
    expect: {
      customer: Z,
      type: "AW169",
      departure: BPL,
      destination: HUM,
      start: "2026-11-25",
      time: "10:00",
      legs: `${BPL} > ${BAY} @10:00 | ${BAY} > ${HUM} (empty)`,
    },
  },
  // Passengers said with a leg are that leg's; the leg back was given none.
  {
    message:
      "Bristow 139 Humberside to Leman Alpha with 6 pax then on to Hornsea Two with 2 pax and back tomorrow",
    expect: {
      customer: B,
      type: "AW139",
      departure: HUM,
      destination: HUM,
      start: "2026-11-25",
      legs: `${HUM} > ${LEMAN} 6pax | ${LEMAN} > ${HORNSEA} 2pax | ${HORNSEA} > ${HUM}`,
    },
  },
  {
    message: "Orsted 169 Humberside to Hornsea Two via Ravenspurn North sat",
    expect: {
      customer: O,
      type: "AW169",
      departure: HUM,
      destination: HORNSEA,
      start: "2026-11-28",
      legs: `${HUM} > ${RAVENSPURN} | ${RAVENSPURN} > ${HORNSEA}`,
    },
  },
];
