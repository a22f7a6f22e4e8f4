import { useMutation } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

export const logout = () => api.post<{ success: boolean }>("/api/auth/logout");

export const useLogout = () => useMutation({ mutationFn: logout });
