import { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { meQueryOptions } from "../../data/get-me.ts";
import { expireSession } from "./session.ts";

afterEach(() => vi.unstubAllGlobals());

it("signs the user out even when a session check answered with them after the sign-out failed", async () => {
  const user = { id: 1, username: "admin", name: "Administrator", can_edit: true, can_manage_users: true };
  let answerMe = (_: Response) => {};
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      url.includes("/api/auth/logout")
        ? Promise.reject(new TypeError("network down"))
        : new Promise<Response>((resolve) => {
            answerMe = resolve;
          }),
    ),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryOptions().queryKey, user);
  // A check of the session is on its way when the inactivity timeout fires.
  const checking = queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  expireSession(queryClient);
  answerMe(new Response(JSON.stringify(user), { headers: { "content-type": "application/json" } }));
  await checking.catch(() => undefined);
  await vi.waitFor(() => expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull();
});
