import type { LogoutAnswer } from "../../../../shared/auth.ts";
import { api } from "../../../lib/api-client.ts";

export const logout = () => api.post<LogoutAnswer>("/api/auth/logout");
