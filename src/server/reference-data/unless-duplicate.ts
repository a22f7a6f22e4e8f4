import { conflict, postgresErrorCode } from "../errors.ts";

/**
 * Runs a write guarded by a case-insensitive unique index and answers 409 with `message` when the
 * name is taken. The index decides, so two people adding the same name at once cannot both succeed.
 */
export async function unlessDuplicate<T>(write: PromiseLike<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (postgresErrorCode(error) === "23505") throw conflict(message);
    throw error;
  }
}
