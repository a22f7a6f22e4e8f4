import { z } from "zod";
import type { BookingDraft } from "../../shared/assistant.ts";
import { isIsoDate } from "../../shared/dates.ts";
import { type Extraction, finishExtraction, type Vocabulary } from "./extract.ts";
import { bestMatch } from "./fuzzy.ts";
import { readHours, readTime } from "./read-when.ts";

/** What the model is asked to fill in: names as the user gave them; the server maps them to ids. */
const modelDraft = z.object({
  customer: z.string().nullable(),
  aircraftType: z.string().nullable(),
  registration: z.string().nullable(),
  departure: z.string().nullable(),
  destination: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  departureTime: z.string().nullable(),
  expectedHours: z.string().nullable(),
  status: z.string().nullable(),
  remarks: z.string().nullable(),
});
type ModelDraft = z.infer<typeof modelDraft>;

const JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: Object.keys(modelDraft.shape),
  properties: Object.fromEntries(
    Object.keys(modelDraft.shape).map((key) => [key, { type: ["string", "null"] }]),
  ),
};

export interface ModelSettings {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
}

/**
 * Reads a message with a language model behind any OpenAI-compatible chat-completions endpoint (OpenAI,
 * Ollama, vLLM, llama.cpp), asking for JSON-schema-constrained output; the same resolver as the
 * rule-based reading maps its names to ids. Throws on a timeout or an answer that is not the schema.
 */
export async function extractWithModel(
  settings: ModelSettings,
  message: string,
  previous: BookingDraft,
  vocabulary: Vocabulary,
  today: Date,
): Promise<Extraction> {
  const response = await fetch(`${settings.url.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: settings.model,
      temperature: 0,
      response_format: {
        type: "json_schema",
        json_schema: { name: "booking_draft", strict: true, schema: JSON_SCHEMA },
      },
      messages: [
        {
          role: "system",
          content:
            `You read helicopter charter booking requests into JSON. Today is ${today.toDateString()}. ` +
            "Dates are yyyy-mm-dd, in UK day/month order; a date without a year is the next such date. " +
            "departureTime is HH:MM or TBC; expectedHours a decimal number of hours. Give names as written. " +
            "The current draft is given; return it with only what the message changes. Unknown fields are null. " +
            `Aircraft types: ${vocabulary.types.map((t) => t.title).join(", ")}. ` +
            `Statuses: ${vocabulary.statuses.map((s) => s.statusText).join(", ")}.`,
        },
        { role: "user", content: `Current draft: ${JSON.stringify(previous)}\nMessage: ${message}` },
      ],
    }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (!response.ok) throw new Error(`the model answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
  const draft = modelDraft.parse(JSON.parse(body.choices?.[0]?.message?.content ?? ""));
  return resolveModelDraft(draft, previous, vocabulary);
}

/** The model's names mapped to the database's rows, exactly as the rule-based reading maps its own. */
function resolveModelDraft(draft: ModelDraft, previous: BookingDraft, vocabulary: Vocabulary): Extraction {
  const details: BookingDraft = { ...previous };
  const understood: string[] = [];
  const unknownLocations: string[] = [];
  const customer = draft.customer ? bestMatch(draft.customer, vocabulary.customers) : null;
  if (customer) Object.assign(details, { customerId: customer.id, customerName: customer.name });
  const registration = draft.registration?.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
  const aircraft = vocabulary.aircraft.find(
    (a) => a.registration.replace(/[^A-Za-z0-9]/g, "").toLowerCase() === registration,
  );
  const typeTitle = draft.aircraftType?.replace(/[\s-]/g, "").toLowerCase();
  const type =
    vocabulary.types.find((t) => t.id === aircraft?.aircraftTypeId) ??
    vocabulary.types.find(
      (t) => t.title.toLowerCase() === typeTitle || t.title.toLowerCase().endsWith(typeTitle ?? "\0"),
    );
  if (aircraft)
    Object.assign(details, {
      allocatedAircraftId: aircraft.id,
      allocatedAircraftRegistration: aircraft.registration,
    });
  if (type) Object.assign(details, { aircraftTypeId: type.id, aircraftTypeTitle: type.title });
  for (const which of ["departure", "destination"] as const) {
    const name = draft[which]?.trim();
    if (!name) continue;
    const match = bestMatch(name, vocabulary.locations);
    details[`${which}Id`] = match?.id ?? null;
    details[`${which}Name`] = match?.name ?? name;
  }
  if (draft.startDate && isIsoDate(draft.startDate)) details.startDate = draft.startDate;
  if (draft.endDate && isIsoDate(draft.endDate) && details.startDate && draft.endDate >= details.startDate) {
    details.endDate = draft.endDate;
  } else if (draft.startDate) details.endDate = details.startDate;
  const time = draft.departureTime ? readTime(draft.departureTime) : null;
  if (time) details.departureTime = time.value;
  const hours = draft.expectedHours ? readHours(`${draft.expectedHours} hours`) : null;
  if (hours) details.expectedHours = hours.value;
  const status = vocabulary.statuses.find((s) => s.statusText.toLowerCase() === draft.status?.toLowerCase());
  if (status) details.bookingStatusId = status.id;
  if (draft.remarks) details.remarks = draft.remarks.slice(0, 2000);
  for (const [key, value] of Object.entries(draft)) if (value) understood.push(`${key} ${value}`);
  return finishExtraction(details, unknownLocations, understood, vocabulary);
}
