import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  addLocationAnswer,
  addLocationPayload,
  type BookingDraft,
  confirmAnswer,
  createAnswer,
  draftPayload,
  EMPTY_DRAFT,
  extractAnswer,
  extractPayload,
} from "../../shared/assistant.ts";
import { createBookingPayload } from "../../shared/bookings.ts";
import { locationPayload } from "../../shared/reference-data.ts";
import { canUseAssistant } from "../../shared/session-rules.ts";
import { canEdit, currentUser } from "../auth/guard.ts";
import { createBooking } from "../bookings/create-booking.ts";
import { previewBookingWrite } from "../bookings/preview-booking-write.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import { operatorToday } from "../maintenance/past-due.ts";
import { createLocation } from "../reference-data/locations.ts";
import { answerChange } from "./answer-change.ts";
import { answerQuestion } from "./answer-question.ts";
import { crossCheck } from "./cross-check.ts";
import { type Extraction, extract } from "./extract.ts";
import { extractWithModel, type ModelSettings } from "./model.ts";
import { hasSeveralLegs, oneLegOf } from "./one-leg.ts";
import { readIntent } from "./read-intent.ts";
import { readStatuses, readVocabulary } from "./read-vocabulary.ts";
import { confirmationText, EXAMPLE, extractReply } from "./replies.ts";

/** The create payload a complete draft makes: the form's defaults where the draft says nothing. */
function payloadOf(draft: BookingDraft, statuses: { id: number; statusText: string }[]) {
  const one = oneLegOf(draft.legs);
  return {
    customerId: draft.customerId,
    aircraftTypeId: draft.aircraftTypeId,
    bookingStatusId: draft.bookingStatusId ?? statuses.find((s) => s.statusText === "Pending")?.id,
    departureId: draft.departureId,
    destinationId: draft.destinationId,
    startDate: draft.startDate,
    endDate: draft.endDate ?? draft.startDate,
    allocatedAircraftId: draft.allocatedAircraftId,
    departureTime: draft.departureTime ?? "",
    expectedHours: draft.expectedHours ?? "",
    remarks: draft.remarks ?? "",
    // A day of one destination that holds its passengers: one leg from the departure to the destination at
    // the day's time and hours, with them.
    ...(one?.passengers != null
      ? {
          legs: [
            {
              fromId: draft.departureId,
              toId: draft.destinationId,
              departureTime: draft.departureTime ?? "",
              expectedHours: draft.expectedHours ?? "",
              passengers: one.passengers,
              positioning: false,
            },
          ],
        }
      : {}),
    // A day of several legs: every day's legs, each with only what was said of it (blank is the default).
    ...(draft.legs && hasSeveralLegs(draft.legs)
      ? {
          legs: draft.legs.map((leg) => ({
            fromId: leg.fromId,
            toId: leg.toId,
            departureTime: leg.departureTime ?? "",
            expectedHours: leg.expectedHours ?? "",
            passengers: leg.passengers,
            positioning: leg.positioning,
          })),
        }
      : {}),
  };
}

/**
 * Product §7 Booking Assistant calls, for the admin user with edit rights only (product §6): the
 * server refuses everyone else, whatever the web app shows. A booking is created through the same
 * service, validation and transaction as `POST /api/bookings`.
 */
export function registerAssistantRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  async function assistantUser(request: FastifyRequest, reply: FastifyReply) {
    await canEdit(request, reply);
    if (!canUseAssistant(currentUser(request)))
      throw new HttpError(403, "Only the admin user can use the Booking Assistant");
  }

  route.post(
    "/api/chatbot/extract-booking",
    { onRequest: assistantUser, schema: { body: extractPayload, response: { 200: extractAnswer } } },
    async (request) => {
      const { message, previousDetails } = request.body;
      const previous = { ...EMPTY_DRAFT, ...(previousDetails ?? {}) };
      if (!message.trim()) {
        return {
          bookingDetails: previous,
          message: `Please describe one booking in a sentence or two, for example: '${EXAMPLE}'.`,
          needsLocationCreation: false,
          unknownLocations: [],
          missingFields: [],
          kind: "draft" as const,
        };
      }
      const words = await readVocabulary({ db });
      const intent = readIntent(message);
      if (intent) {
        const answer =
          intent === "question"
            ? await answerQuestion({ db, message, vocabulary: words, today: ctx.now() })
            : await answerChange({ db, message, vocabulary: words, today: ctx.now() });
        return {
          bookingDetails: previous,
          ...answer,
          needsLocationCreation: false,
          unknownLocations: [],
          missingFields: [],
          kind: "answer" as const,
        };
      }
      const model = modelSettings(ctx);
      const rules = extract(message, previous, words, ctx.now());
      let result: Extraction = rules;
      if (model) {
        const read = await extractWithModel(model, message, previous, words, ctx.now()).catch(
          (error: unknown) => {
            // Without the model the rules still answer; the log says why the model did not.
            request.log.warn({ err: error }, "assistant: the model did not answer; reading without it");
            return undefined;
          },
        );
        // The model's reading is taken only where the rules' reading does not contradict it.
        if (read) result = crossCheck(previous, read, rules, words);
      }
      return {
        bookingDetails: result.details,
        message: extractReply({
          understood: result.understood,
          missing: result.missingFields,
          unknown: result.unknownLocations,
          hadDraft: Object.values(previousDetails ?? {}).some(
            (value) => value !== null && value !== undefined,
          ),
          notes: result.notes,
          hasLegs: hasSeveralLegs(result.details.legs),
        }),
        needsLocationCreation: result.unknownLocations.length > 0,
        unknownLocations: result.unknownLocations,
        missingFields: result.missingFields,
        kind: "draft" as const,
        ...(result.choices ? { choices: result.choices } : {}),
      };
    },
  );

  route.post(
    "/api/chatbot/confirm-booking",
    { onRequest: assistantUser, schema: { body: draftPayload, response: { 200: confirmAnswer } } },
    async (request) => {
      const draft = { ...EMPTY_DRAFT, ...request.body.bookingDetails };
      assertComplete(draft);
      const statuses = await readStatuses({ db });
      const status =
        statuses.find((s) => s.id === draft.bookingStatusId) ??
        statuses.find((s) => s.statusText === "Pending");
      // The clashes creating it would add, through the create service rolled back (docs/decisions/022):
      // the confirmation names them, so 'yes' is the person's 'Save anyway'. A draft the service
      // refuses has none here; creating it answers the reason.
      const payload = createBookingPayload.safeParse(payloadOf(draft, statuses));
      const conflicts = payload.success
        ? await previewBookingWrite({
            db,
            id: null,
            today: await operatorToday(db, ctx.now()),
            write: (tx) => createBooking({ db: tx, actor: currentUser(request), payload: payload.data }),
          })
            .then((answer) => answer.conflicts)
            .catch((error: unknown) => {
              if (error instanceof HttpError) return [];
              throw error;
            })
        : [];
      return {
        confirmationText: confirmationText(draft, status?.statusText ?? "Pending", conflicts),
        conflicts,
      };
    },
  );

  route.post(
    "/api/chatbot/create-booking",
    { onRequest: assistantUser, schema: { body: draftPayload, response: { 200: createAnswer } } },
    async (request) => {
      const draft = { ...EMPTY_DRAFT, ...request.body.bookingDetails };
      assertComplete(draft);
      const payload = createBookingPayload.safeParse(payloadOf(draft, await readStatuses({ db })));
      if (!payload.success)
        throw new HttpError(400, payload.error.issues.map((issue) => issue.message).join("; "));
      const booking = await createBooking({ db, actor: currentUser(request), payload: payload.data });
      return { success: true, bookingId: booking.id };
    },
  );

  route.post(
    "/api/chatbot/add-location",
    { onRequest: assistantUser, schema: { body: addLocationPayload, response: { 200: addLocationAnswer } } },
    async (request) => {
      const payload = locationPayload.safeParse(request.body);
      if (!payload.success)
        throw new HttpError(400, payload.error.issues[0]?.message ?? "Location name is invalid");
      const created = await createLocation({ db, actor: currentUser(request), payload: payload.data });
      return { success: true, message: `Location '${created.name}' added.` };
    },
  );
}

/** The language model to read messages with, when one is configured (README: Booking Assistant). */
function modelSettings(ctx: AppContext): ModelSettings | undefined {
  const { ASSISTANT_MODEL_URL: url, ASSISTANT_MODEL: model, ASSISTANT_API_KEY: apiKey } = ctx.config;
  if (!url || !model) return undefined;
  return { url, model, apiKey, timeoutMs: ctx.config.ASSISTANT_MODEL_TIMEOUT_MS };
}

/** A draft that names everything a booking needs; otherwise a 400 that says what is missing. */
function assertComplete(draft: BookingDraft) {
  const missing = [
    !draft.customerId && "customer",
    !draft.aircraftTypeId && "aircraft type",
    !draft.departureId && "departure location",
    !draft.destinationId && "destination",
    !draft.startDate && "date",
    // A day of legs: every place of every leg (the first "from" and last "to" are the two above).
    ...(draft.legs ?? []).flatMap((leg, index, legs) => [
      index > 0 && !leg.fromId && `where leg ${index + 1} flies from`,
      index < legs.length - 1 && !leg.toId && `where leg ${index + 1} flies to`,
    ]),
  ].filter(Boolean);
  if (missing.length) throw new HttpError(400, `The booking is missing: ${missing.join(", ")}`);
}
