import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

export interface CreateCallbacks<T> {
  onSuccess?: (created: T) => void;
  onError?: (error: Error) => void;
}

/**
 * Creates an entry of a name-sorted list (customers, locations) by `POST path`: the answer carries its
 * id (product §7), so it goes into the cached list at once, where the form can select it, before the
 * list is refetched.
 */
export function useCreateNamed<T extends { name: string }, P>(path: string, callbacks?: CreateCallbacks<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: P) => api.post<T>(path, payload),
    onSuccess: async (created) => {
      queryClient.setQueryData<T[]>([path], (list) =>
        list ? [...list, created].sort((a, b) => a.name.localeCompare(b.name)) : list,
      );
      callbacks?.onSuccess?.(created);
      await queryClient.invalidateQueries({ queryKey: [path] });
    },
    onError: (error) => callbacks?.onError?.(error),
  });
}
