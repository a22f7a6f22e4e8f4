import type { BookingDraft, ConfirmAnswer, ExtractAnswer } from "../../../shared/assistant.ts";
import { api } from "../../lib/api-client.ts";

/** Product §7 Booking Assistant calls. */
export const chatCalls = {
  extract: (message: string, previousDetails: BookingDraft | null) =>
    api.post<ExtractAnswer>("/api/chatbot/extract-booking", { message, previousDetails }),
  confirm: (bookingDetails: BookingDraft) =>
    api.post<ConfirmAnswer>("/api/chatbot/confirm-booking", { bookingDetails }),
  create: (bookingDetails: BookingDraft) =>
    api.post<{ success: boolean; bookingId: number }>("/api/chatbot/create-booking", { bookingDetails }),
  addLocation: (name: string) =>
    api.post<{ success: boolean; message: string }>("/api/chatbot/add-location", { name }),
};
