import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  CreateUserPayload,
  createUserAnswer,
  ManagedUser,
  UpdateUserPayload,
} from "../../../../shared/users.ts";
import { USERS_PATH } from "../../../data/get-users.ts";
import { api } from "../../../lib/api-client.ts";

type CreatedUser = z.infer<typeof createUserAnswer>;

/**
 * The users calls that change something: add, change rights or disable, reset a password. The list is
 * read again afterwards without being waited for, so a one-time password shows as soon as the server
 * has answered, however long the list takes.
 */
export function useSaveUser() {
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: [USERS_PATH] });
  };
  return {
    create: useMutation({
      mutationFn: (payload: CreateUserPayload) => api.post<CreatedUser>(USERS_PATH, payload),
      onSettled: refetch,
    }),
    update: useMutation({
      mutationFn: ({ id, ...payload }: UpdateUserPayload & { id: number }) =>
        api.patch<ManagedUser>(`${USERS_PATH}/${id}`, payload),
      onSettled: refetch,
    }),
    resetPassword: useMutation({
      mutationFn: ({ id, password }: { id: number; password?: string }) =>
        api.post<{ password?: string }>(`${USERS_PATH}/${id}/password`, password ? { password } : {}),
      onSettled: refetch,
    }),
  };
}
