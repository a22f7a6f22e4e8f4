import type { Location } from "../../shared/reference-data.ts";
import { type CreateCallbacks, useCreateNamed } from "./create-named.ts";
import { LOCATIONS_PATH } from "./get-locations.ts";

/** Creates a location (the answer carries its id) and refetches the list (product §7). */
export const useCreateLocation = (callbacks?: CreateCallbacks<Location>) =>
  useCreateNamed<Location, { name: string }>(LOCATIONS_PATH, callbacks);
