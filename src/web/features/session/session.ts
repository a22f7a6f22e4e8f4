import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../shared/auth.ts";
import { ME_PATH, meQueryOptions } from "../../data/get-me.ts";
import { forgetUserPreferences } from "../../lib/preferences.ts";
import { toast } from "../../lib/toast-store.ts";
import { logout } from "./data/logout.ts";

/**
 * Clears the signed-in user (product §4) and every cached list, so the next person sees nothing of the
 * last one's data, and removes the per-user initialised flag (product §3).
 */
export function endSession(queryClient: QueryClient): void {
  const user = queryClient.getQueryData<User | null>(meQueryOptions().queryKey);
  if (user) forgetUserPreferences(user.username);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_PATH });
  // A session check still on its way (a refetch after live refresh reconnected) would answer with the
  // user when the sign-out request failed, and sign them back in over the login screen: dropped here.
  void queryClient.cancelQueries({ queryKey: meQueryOptions().queryKey });
  queryClient.setQueryData(meQueryOptions().queryKey, null);
}

/** Sets the signed-in user after a login; the scheduler then renders from a clean cache. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_PATH });
  queryClient.setQueryData(meQueryOptions().queryKey, user);
}

/** Product §4 inactivity: a logout request is sent and the user is cleared even if it fails. */
export function expireSession(queryClient: QueryClient): void {
  void logout().catch(() => undefined);
  endSession(queryClient);
  toast({
    title: "Session Expired",
    description: "You have been logged out due to inactivity",
    variant: "destructive",
  });
}

/** The Sign Out button: product §8 'Success' / 'Logout successful', or 'Error' / 'Logout failed'. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      endSession(queryClient);
      toast({ title: "Success", description: "Logout successful", variant: "success" });
    },
    onError: () => toast({ title: "Error", description: "Logout failed", variant: "destructive" }),
  });
}
