import { useMutation } from "@tanstack/react-query";
import type { LoginPayload, User } from "../../../../shared/auth.ts";
import { api } from "../../../lib/api-client.ts";

export const login = (payload: LoginPayload) => api.post<User>("/api/auth/login", payload);

export const useLogin = () => useMutation({ mutationFn: login });
