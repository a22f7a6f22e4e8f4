// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { meQueryOptions } from "../../data/get-me.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { currentToasts } from "../../lib/toast-store.ts";
import { fakeServer } from "../../testing/fake-server.ts";
import { LoginScreen } from "./login-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryOptions().queryKey, null);
  render(
    <QueryClientProvider client={queryClient}>
      <LoginScreen />
    </QueryClientProvider>,
  );
  return queryClient;
}

async function signIn(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText("Username"), username);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("login screen", () => {
  it("shows the spec's title and subtitle", () => {
    fakeServer({});
    renderLogin();
    expect(screen.getByRole("heading", { name: "Flight Scheduling" })).toBeTruthy();
    expect(screen.getByText("Sign in to access the flight scheduling system")).toBeTruthy();
  });

  it("requires both fields and sends nothing without them", async () => {
    const server = fakeServer({});
    renderLogin();
    await signIn("", "");
    expect(screen.getByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it("shows the server's error above the form", async () => {
    fakeServer({
      "POST /api/auth/login": () => ({ status: 401, body: { error: "Invalid username or password" } }),
    });
    renderLogin();
    await signIn("admin", "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid username or password");
  });

  it("falls back to 'Login failed' when the server gives no error", async () => {
    fakeServer({ "POST /api/auth/login": () => ({ status: 502 }) });
    renderLogin();
    await signIn("admin", "secret");
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed");
  });

  it("signs in: the user is set and 'Login successful' shows", async () => {
    const user = { id: 1, username: "admin", name: "Administrator", can_edit: true };
    fakeServer({ "POST /api/auth/login": () => ({ body: user }) });
    const queryClient = renderLogin();
    await signIn("admin", "secret");
    await vi.waitFor(() => expect(queryClient.getQueryData(meQueryOptions().queryKey)).toEqual(user));
    expect(currentToasts()[0]?.title).toBe("Login successful");
  });
});
