import { useState } from "react";
import { type StaleWriteAnswer, staleWriteAnswer } from "../../shared/stale-write.ts";
import { ApiError } from "./api-client.ts";
import { changeText } from "./history-text.ts";
import { questionStore } from "./question-store.ts";

/**
 * No silent overwrite (docs/decisions/028): a booking write sends the version its writer saw; the
 * server refuses it with 409 when someone changed the booking since. Then one question, shown by the
 * app's one host as the 'Save anyway' question is (lib/save-anyway.ts), says who changed what and when
 * and offers 'Keep theirs' or 'Apply mine' (yes: send my edit again on top of theirs).
 */
const staleQuestions = questionStore<StaleWriteAnswer>();
export const useStaleQuestion = staleQuestions.useQuestion;
export const askStale = staleQuestions.ask;

/** The server's 409 for a stale booking write, or null for any other error. */
export function staleAnswerOf(error: unknown): StaleWriteAnswer | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = staleWriteAnswer.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** "10:42" in the browser's time zone. */
export function localTime(at: string): string {
  const date = new Date(at);
  return `${String(date.getHours()).padStart(2, "0")}:${String(date.getMinutes()).padStart(2, "0")}`;
}

/** "Changed by Sam Jones at 10:42", or "Changed by someone else" when history names nobody. */
export function staleTitle(answer: StaleWriteAnswer): string {
  return answer.changedBy && answer.changedAt
    ? `Changed by ${answer.changedBy.name} at ${localTime(answer.changedAt)}`
    : "Changed by someone else";
}

/** "Changed by Sam Jones at 10:42: Remarks on 25/11/26: '--' → 'Crew change'" for a toast or a label. */
export function staleText(answer: StaleWriteAnswer): string {
  const what = answer.changes.map(changeText).join("; ");
  return what ? `${staleTitle(answer)}: ${what}` : staleTitle(answer);
}

/**
 * The writer's own saves in a row: a second edit of a booking made before the first one's answer came
 * back saw the version before the first. Writes of one booking go out one after another, and a version
 * this browser's own accepted write moved on stands for the version it left: everything between was
 * ours, since the server accepted that write only at exactly the version it named.
 */
const inTurn = new Map<number, Promise<unknown>>();
const ownVersions = new Map<string, number>();

export function sendInTurn<T extends { version: number }>(
  bookingId: number,
  seen: number | undefined,
  send: (version: number | undefined) => Promise<T>,
): Promise<T> {
  const before = inTurn.get(bookingId) ?? Promise.resolve();
  const run = before
    .catch(() => undefined)
    .then(async () => {
      const version = followOwn(bookingId, seen);
      const answer = await send(version);
      // A save of the same value leaves the version where it was: nothing to follow then.
      if (version !== undefined && answer.version > version) {
        ownVersions.set(`${bookingId}:${version}`, answer.version);
      }
      return answer;
    });
  inTurn.set(bookingId, run);
  void run
    .catch(() => undefined)
    .then(() => {
      if (inTurn.get(bookingId) === run) inTurn.delete(bookingId);
    });
  return run;
}

/**
 * A write's 'Save anyway' preview (docs/decisions/022) with the version its write will send: after
 * this browser's writes of the booking already on their way, on the version they left. The server
 * answers a preview on a stale version with its write's 409, so the person hears that the
 * booking changed rather than being asked about clashes first; their own quick edits are not stale.
 * It waits for those writes but does not hold up the next: its save goes in turn after it.
 */
export function previewInTurn<T>(
  bookingId: number,
  seen: number | undefined,
  preview: (version: number | undefined) => Promise<T>,
): Promise<T> {
  const before = inTurn.get(bookingId) ?? Promise.resolve();
  return before.catch(() => undefined).then(() => preview(followOwn(bookingId, seen)));
}

/** `seen`, moved on over every version this browser's own accepted writes of the booking left. */
function followOwn(bookingId: number, seen: number | undefined): number | undefined {
  let version = seen;
  for (let next = ownAfter(bookingId, version); next !== undefined; next = ownAfter(bookingId, version)) {
    version = next;
  }
  return version;
}

const ownAfter = (bookingId: number, version: number | undefined) =>
  version === undefined ? undefined : ownVersions.get(`${bookingId}:${version}`);

/**
 * The version of a booking when an edit of it began (a cell opened, a dialog opened, a drag started):
 * what its writer saw. Live refresh may bring a newer booking while they type; their save must still
 * say what they started from (docs/decisions/028).
 */
export function useVersionSeen(version: number): number {
  return useState(version)[0];
}
