import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ManagedUser } from "../../shared/users.ts";
import { api } from "../lib/api-client.ts";

/** Settings' users (docs/decisions/016): only users who can manage users may read it. */
export const USERS_PATH = "/api/users";

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: [USERS_PATH],
    queryFn: ({ signal }) => api.get<ManagedUser[]>(USERS_PATH, { signal }),
  });

export const useUsers = (enabled: boolean) => useQuery({ ...usersQueryOptions(), enabled });
