import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type CreateBookingFormValues, createBookingForm } from "../../../../shared/booking-form.ts";
import type { Booking } from "../../../../shared/bookings.ts";
import { localIsoDate } from "../../../../shared/dates.ts";
import type { BookingStatus } from "../../../../shared/reference-data.ts";
import { allBookingsQueryKey } from "../../../data/get-bookings.ts";
import { canGoNext, LAST_STEP, missingOnStep, stepFields, stepShowing, type WizardStep } from "./steps.ts";
import { useWizardLegs } from "./use-wizard-legs.ts";
import { EMPTY_WIZARD_VALUES, wizardDefaults } from "./wizard-defaults.ts";
import type { CreateBookingOutput } from "./wizard-form-types.ts";

/**
 * The wizard's form and its place: the step, whether an inline add panel is open, and moving between
 * steps. `ready` once the form holds its defaults, which need the statuses.
 */
export function useWizard(
  statuses: BookingStatus[] | undefined,
  onCreate: (payload: CreateBookingOutput) => void,
  prefill?: Partial<CreateBookingFormValues>,
) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<WizardStep>(1);
  const [ready, setReady] = useState(false);
  const [addingCustomer, setAddingCustomer] = useState(false);
  const [addingLocation, setAddingLocation] = useState(false);

  const form = useForm<CreateBookingFormValues, unknown, CreateBookingOutput>({
    resolver: zodResolver(createBookingForm),
    defaultValues: EMPTY_WIZARD_VALUES,
  });
  const values = useWatch({ control: form.control });
  const legs = useWizardLegs(form);

  // Product §4: pre-filled from the most recent booking the app has read, 'pending', and today; a
  // screen's own fields (a Timeline gap's aircraft, date and time) over those.
  useEffect(() => {
    if (ready || !statuses) return;
    const bookings = queryClient
      .getQueriesData<Booking[]>({ queryKey: allBookingsQueryKey })
      .flatMap(([, list]) => list ?? []);
    form.reset({ ...wizardDefaults({ bookings, statuses, today: localIsoDate(new Date()) }), ...prefill });
    setReady(true);
  }, [ready, statuses, queryClient, form, prefill]);

  const closePanels = () => {
    setAddingCustomer(false);
    setAddingLocation(false);
  };
  const goNext = async () => {
    if (!canGoNext(step, form.getValues())) return;
    const valid = await form.trigger([...stepFields(step)], { shouldFocus: true });
    if (valid && step < LAST_STEP) {
      closePanels();
      setStep((step + 1) as WizardStep);
    }
  };
  const goPrevious = () => {
    closePanels();
    if (step > 1) setStep((step - 1) as WizardStep);
  };
  const submitForm = form.handleSubmit(
    (payload) => {
      const sent = legs.withLegs(payload);
      if (sent) onCreate(sent);
    },
    (errors) => {
      const back = stepShowing(Object.keys(errors));
      if (back && back !== step) setStep(back);
    },
  );
  // Legs that cannot be saved are named under them before the form's own checks: a leg's missing "to"
  // is the destination's, which would otherwise send the person back to step 2.
  const submit = async () => {
    if (legs.readable()) await submitForm();
  };

  /** Escape closes an open add panel first (the customer one hands focus back to its select). */
  const escapePanel = (event: KeyboardEvent) => {
    if (addingCustomer) {
      event.preventDefault();
      setAddingCustomer(false);
      form.setFocus("customerId");
    } else if (addingLocation) {
      event.preventDefault();
      setAddingLocation(false);
    }
  };

  return {
    form,
    step,
    ready,
    missing: missingOnStep(step, values),
    nextEnabled: canGoNext(step, values),
    addingCustomer,
    setAddingCustomer,
    addingLocation,
    setAddingLocation,
    legs,
    goNext,
    goPrevious,
    submit,
    escapePanel,
  };
}

export type Wizard = ReturnType<typeof useWizard>;
