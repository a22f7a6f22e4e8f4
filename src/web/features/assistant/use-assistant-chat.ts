import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import {
  type AssistantChoice,
  asksForAnother,
  type BookingDraft,
  clearsDraft,
  type RequiredDraftField,
} from "../../../shared/assistant.ts";
import type { AddedConflict } from "../../../shared/fleet.ts";
import { BOOKINGS_PATH } from "../../data/get-bookings.ts";
import { LOCATIONS_PATH } from "../../data/get-locations.ts";
import { ApiError } from "../../lib/api-client.ts";
import { clashesSaved } from "../../lib/save-anyway.ts";
import { tableLink } from "../../lib/table-link.ts";
import { toast } from "../../lib/toast-store.ts";
import { chatCalls } from "./chat-calls.ts";

export interface ChatMessage {
  id: number;
  text: string;
  isBot: boolean;
  timestamp: Date;
  /** A schedule answer's bookings, each opening its month in the table. */
  links?: { label: string; href: string }[];
  /** The readings a question asks between, each sent as the person's reply when chosen. */
  choices?: AssistantChoice[];
}

/** Product §4 Booking Assistant modes. */
export type ChatMode = "collecting" | "confirmation" | "location";

export const GREETING =
  "Hello! Describe a booking and I'll set it up. Tell me the customer, the aircraft type (or a registration), where it departs from and goes to, and the date or dates; you can add the departure time, expected hours, status and remarks. For example: 'Bristow, AW139 from EGNH Blackpool to Leman Alpha tomorrow at 0930, 2.5 hours'. A day of several legs too: 'Humberside to Leman Alpha then on to Ravenspurn North and back, depart 0800, back at 1400, 6 pax', 'via', 'position empty to Blackpool first', and 'leg 2 1.5 hours' to say one leg's time, hours or passengers.";

const FIELD_LABELS: Record<RequiredDraftField, string> = {
  customer: "Customer",
  aircraftType: "Aircraft type",
  departure: "Departure location",
  destination: "Destination",
  startDate: "Date",
};

/** Product §8 messages. */
const ERRORS = {
  extract: "I'm sorry, I encountered an error processing your request. Please try again.",
  confirm: "I had trouble generating the confirmation. Please try again.",
  createRefused: "I couldn't create the booking. Please check the details and try again.",
  create: "I encountered an error creating the booking. Please try again or use the manual booking form.",
  addRefused: "I had trouble adding that location. Please try a different location name.",
  add: "I encountered an error adding the location. Please try again.",
};
/** A 4xx means the details were refused; anything else is the server or the network failing. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The chat's state machine: collecting details, resolving unknown locations one by one, confirming. */
export function useAssistantChat() {
  const queryClient = useQueryClient();
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mode, setMode] = useState<ChatMode>("collecting");
  const [busy, setBusy] = useState(false);
  const draft = useRef<BookingDraft | null>(null);
  const unknown = useRef<string[]>([]);
  /** The clashes the last confirmation named. */
  const confirmedClashes = useRef<AddedConflict[]>([]);
  /** The booking just created, for 'another' (docs/decisions/009: one aircraft per booking). */
  const lastCreated = useRef<BookingDraft | null>(null);

  const say = (text: string, isBot = true, links?: ChatMessage["links"], choices?: AssistantChoice[]) =>
    setMessages((list) => [
      ...list,
      { id: nextId.current++, text, isBot, timestamp: new Date(), links, choices },
    ]);
  const clear = () => {
    draft.current = null;
    unknown.current = [];
    setMode("collecting");
  };
  /** Whether a draft is under way (a question answered leaves an empty one). */
  const drafting = () => Object.values(draft.current ?? {}).some((value) => value !== null);
  const askAboutLocation = () =>
    say(`I don't know the location '${unknown.current[0]}'. Would you like me to add it? (yes/no)`);

  async function readMessage(text: string) {
    let answer: Awaited<ReturnType<typeof chatCalls.extract>>;
    try {
      answer = await chatCalls.extract(text, draft.current);
    } catch {
      say(ERRORS.extract);
      return;
    }
    draft.current = answer.bookingDetails;
    say(
      answer.message,
      true,
      answer.listed?.map((booking) => ({
        label: booking.label,
        href: tableLink({ month: booking.month, customerId: booking.customerId }),
      })),
      answer.choices,
    );
    // A question or a word about an existing booking was answered; the draft and the step are as they were,
    // so an unknown place still waiting is asked about again.
    if (answer.kind === "answer") {
      if (mode === "location") askAboutLocation();
      return;
    }
    if (answer.needsLocationCreation && answer.unknownLocations.length > 0) {
      unknown.current = [...answer.unknownLocations];
      setMode("location");
      askAboutLocation();
    } else if (answer.missingFields.length > 0) {
      setMode("collecting");
      say(
        `I still need the following details:\n${answer.missingFields.map((f) => `- ${FIELD_LABELS[f]}`).join("\n")}`,
      );
    } else {
      await askForConfirmation();
    }
  }

  async function askForConfirmation() {
    try {
      const { confirmationText, conflicts } = await chatCalls.confirm(draft.current!);
      confirmedClashes.current = conflicts;
      say(confirmationText);
      setMode("confirmation");
    } catch {
      say(ERRORS.confirm);
      setMode("collecting");
    }
  }

  /**
   * The unknown-location step: 'yes' adds it, 'no' asks for another name, and anything else is read
   * as what it is (a correction, another place, a question), never discarded (docs/decisions/009); a reading
   * that leaves the place unknown asks about it again.
   */
  async function answerLocation(reply: string, text: string) {
    const name = unknown.current[0]!;
    if (reply === "no") {
      unknown.current = [];
      setMode("collecting");
      say(`Please tell me a different location name to use instead of '${name}'.`);
    } else if (reply === "yes") {
      try {
        say((await chatCalls.addLocation(name)).message);
      } catch (error) {
        say(refused(error) ? ERRORS.addRefused : ERRORS.add);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [LOCATIONS_PATH] });
      unknown.current.shift();
      if (unknown.current.length > 0) askAboutLocation();
      else {
        say("Thanks. I'll update the booking with the new locations.");
        setMode("collecting");
        await readMessage("Update booking with new locations");
      }
    } else await readMessage(text);
  }

  async function createBooking() {
    try {
      const { bookingId } = await chatCalls.create(draft.current!);
      // 'yes' to a confirmation that named clashes is 'Save anyway': the toast says so (docs/decisions/022).
      const clashes = confirmedClashes.current;
      toast(
        clashes.length > 0
          ? { ...clashesSaved(clashes), variant: "success" }
          : { title: "Success", description: "Booking created via chatbot", variant: "success" },
      );
      void queryClient.invalidateQueries({ queryKey: [BOOKINGS_PATH] });
      say(`Booking created successfully! Booking ID: ${bookingId}`);
      // The same details for the next aircraft, which cannot be this one.
      lastCreated.current = {
        ...draft.current!,
        allocatedAircraftId: null,
        allocatedAircraftRegistration: null,
      };
      clear();
      say(
        "Would you like to create another booking? Just describe it, or say 'another' for one more with the same details.",
      );
    } catch (error) {
      say(refused(error) ? ERRORS.createRefused : ERRORS.create);
    }
  }

  /** Sends what the user typed; empty input is not sent, and nothing is sent while a request runs. */
  async function send(input: string) {
    const text = input.trim();
    if (!text || busy) return;
    say(text, false);
    const reply = text.toLowerCase();
    setBusy(true);
    try {
      if (clearsDraft(text)) {
        clear();
        lastCreated.current = null;
        say("Cancelled. Describe a new booking whenever you're ready.");
      } else if (mode === "collecting" && !drafting() && lastCreated.current && asksForAnother(text)) {
        draft.current = { ...lastCreated.current };
        say("Another booking with the same details:");
        await askForConfirmation();
      } else if (mode === "location") await answerLocation(reply, text);
      else if (mode === "confirmation" && (reply === "yes" || reply === "y")) await createBooking();
      else await readMessage(text);
    } finally {
      setBusy(false);
    }
  }

  const reset = () => {
    clear();
    lastCreated.current = null;
    setMessages([]);
  };

  return { messages, mode, busy, send, reset };
}
