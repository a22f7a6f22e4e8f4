import { api } from "../lib/api-client.ts";

export const logout = () => api.post<{ success: boolean }>("/api/auth/logout");
