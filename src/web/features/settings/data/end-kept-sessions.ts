import { useMutation } from "@tanstack/react-query";
import type { EndKeptAnswer } from "../../../../shared/auth.ts";
import { api } from "../../../lib/api-client.ts";

export const KEPT_SESSIONS_PATH = "/api/auth/kept-sessions";

/** Ends every 'Keep me signed in on this phone' of the signed-in user (docs/decisions/032). */
export const useEndKeptSessions = () =>
  useMutation({ mutationFn: () => api.delete<EndKeptAnswer>(KEPT_SESSIONS_PATH) });
