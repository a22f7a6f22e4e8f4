import { useState } from "react";
import { useWatch } from "react-hook-form";
import { sumHours } from "../../../../shared/leg-rules.ts";
import type { LegCrew } from "../../../../shared/legs.ts";
import {
  type LegDraft,
  type LegErrors,
  legDrafts,
  readLegDrafts,
  withLegAdded,
} from "../../../lib/leg-drafts.ts";
import type { CreateBookingOutput, WizardFormApi } from "./wizard-form-types.ts";

/**
 * The wizard's legs (docs/decisions/049): none until "Add leg", and the booking is one leg a day from
 * its departure to its destination, as it always was. Opened, the legs stand for the Departure Time and
 * Expected Hours fields: the first leaves from the booking's departure (chosen on step 2), and the last
 * one's "to" is the booking's destination, both ways (a new last leg makes its "to" the destination;
 * a destination changed on step 2 is the last leg's). Back to one leg, the fields take its time and hours.
 * The crew chosen for the one leg (docs/decisions/055) is the first leg's when legs open, and a new leg
 * takes the crew of the one before; back to one leg, its crew is the booking's again.
 */
export function useWizardLegs(form: WizardFormApi) {
  const [stored, setStored] = useState<LegDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, LegErrors>>({});
  const [crew, setCrew] = useState<LegCrew | undefined>(undefined);
  const [departureId, destinationId] = useWatch({
    control: form.control,
    name: ["departureId", "destinationId"],
  });
  const legs = stored && bindEnds(stored, departureId, destinationId);

  const change = (next: LegDraft[]) => {
    const last = next.at(-1)!;
    if (last.toId !== destinationId) form.setValue("destinationId", last.toId, { shouldDirty: true });
    if (next.length > 1) {
      setStored(next);
      return;
    }
    // Back to one leg: the booking's own fields hold it again.
    setStored(null);
    setErrors({});
    setCrew(last.crew);
    form.setValue("departureTime", last.departureTime, { shouldDirty: true });
    form.setValue("expectedHours", last.hours, { shouldDirty: true });
  };

  /** "Add leg": the fields' leg first, then one from its destination back to the departure. */
  const open = (turnaroundMinutes: number) => {
    const { departureTime, expectedHours } = form.getValues();
    const [first] = legDrafts([
      {
        departureTime,
        fromId: Number(departureId),
        toId: Number(destinationId),
        expectedHours: "0",
        passengers: null,
        positioning: false,
      },
    ]);
    const next = withLegAdded([{ ...first!, hours: expectedHours, ...(crew ? { crew } : {}) }], {
      turnaroundMinutes,
      homeId: departureId,
    });
    // The fields are the legs' now; blank, so nothing hidden can stop Create.
    form.setValue("departureTime", "");
    form.setValue("expectedHours", "");
    change(next);
  };

  /**
   * The create payload with the legs: every day gets them, its time the first leg's, its destination
   * the last leg's "to", its hours their sum. Null (each leg's errors shown) when one cannot be saved.
   */
  const withLegs = (payload: CreateBookingOutput): CreateBookingOutput | null => {
    if (!legs) return crew ? withOneLegCrew(payload, crew) : payload;
    const read = readLegDrafts(legs);
    if ("errors" in read) {
      setErrors(read.errors);
      return null;
    }
    setErrors({});
    return {
      ...payload,
      departureTime: read.legs[0]!.departureTime,
      destinationId: read.legs.at(-1)!.toId,
      expectedHours: sumHours(read.legs.map((leg) => leg.expectedHours)),
      legs: read.legs,
    };
  };

  /** Whether the legs (if open) can be saved; what cannot is named under its leg. */
  const readable = () => {
    if (!legs) return true;
    const read = readLegDrafts(legs);
    setErrors("errors" in read ? read.errors : {});
    return !("errors" in read);
  };

  return { legs, errors, departureId, crew, setCrew, open, change, readable, withLegs };
}

export type WizardLegs = ReturnType<typeof useWizardLegs>;

/** The first leg leaves from the booking's departure and the last lands at its destination. */
function bindEnds(legs: LegDraft[], departureId: string, destinationId: string): LegDraft[] {
  return legs.map((leg, index) => ({
    ...leg,
    ...(index === 0 ? { fromId: departureId } : {}),
    ...(index === legs.length - 1 ? { toId: destinationId } : {}),
  }));
}

/** One leg a day, with its crew: the booking's own fields as the leg, as the server would make it. */
function withOneLegCrew(payload: CreateBookingOutput, crew: LegCrew): CreateBookingOutput {
  return {
    ...payload,
    legs: [
      {
        departureTime: payload.departureTime,
        fromId: payload.departureId,
        toId: payload.destinationId,
        expectedHours: payload.expectedHours,
        passengers: null,
        positioning: false,
        crew,
      },
    ],
  };
}
