import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Plane } from "lucide-react";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { errorText } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast-store.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input } from "../../ui/field.tsx";
import { useLogin } from "./data/login.ts";
import { startSession } from "./session.ts";

// Only `/crew` offers it, so its code stays out of the desk's first download (docs/decisions/032).
const KeepSignedIn = lazy(() => import("./keep-signed-in.tsx").then((m) => ({ default: m.KeepSignedIn })));

/**
 * Product §5: username and password are required. The same words as the server's login schema; checked
 * here by hand, which keeps zod and a form library out of the first screen's download.
 */
export function loginErrors(values: { username: string; password: string }) {
  return {
    username: values.username.trim() ? undefined : "Username is required",
    password: values.password ? undefined : "Password is required",
  };
}

/**
 * Product §2 Login screen. `offerKeep` (on `/crew`, docs/decisions/032) adds 'Keep me signed in on this
 * phone', which the server grants only to a user who cannot edit.
 */
export function LoginScreen({ offerKeep = false }: { offerKeep?: boolean }) {
  const queryClient = useQueryClient();
  const login = useLogin();
  const [values, setValues] = useState({ username: "", password: "", keep: false });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? loginErrors(values) : { username: undefined, password: undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = loginErrors(values);
    if (problems.username || problems.password) {
      const first = problems.username ? "username" : "password";
      document.getElementById(first)?.focus();
      return;
    }
    login.mutate(
      { username: values.username.trim(), password: values.password, keepSignedIn: offerKeep && values.keep },
      {
        onSuccess: (user) => {
          toast({ title: "Login successful", variant: "success" });
          startSession(queryClient, user);
        },
      },
    );
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-sm">
        <LoginHeading />
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {login.isError ? <LoginFailure text={errorText(login.error, "Login failed")} /> : null}
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <Field label="Username" htmlFor="username" error={errors.username} errorId="username-error">
              <Input
                id="username"
                name="username"
                autoComplete="username"
                autoFocus
                required
                value={values.username}
                onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? "username-error" : undefined}
              />
            </Field>
            <Field label="Password" htmlFor="password" error={errors.password} errorId="password-error">
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={values.password}
                onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "password-error" : undefined}
              />
            </Field>
            {offerKeep && (
              <Suspense fallback={null}>
                <KeepSignedIn checked={values.keep} onChange={(keep) => setValues((v) => ({ ...v, keep }))} />
              </Suspense>
            )}
            <Button
              type="submit"
              variant="primary"
              className="w-full justify-center"
              disabled={login.isPending}
            >
              {login.isPending ? "Signing in..." : "Sign In"}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}

function LoginHeading() {
  return (
    <div className="mb-6 flex flex-col items-center text-center">
      <div className="mb-3 flex size-10 items-center justify-center rounded-lg bg-slate-900 text-white">
        <Plane className="size-5" aria-hidden="true" />
      </div>
      <h1 className="text-xl font-semibold tracking-tight text-slate-900">Flight Scheduling</h1>
      <p className="mt-1 text-sm text-slate-600">Sign in to access the flight scheduling system</p>
    </div>
  );
}

/** The server's reason a sign-in failed (wrong password, too many attempts, busy). */
function LoginFailure({ text }: { text: string }) {
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-[13px] text-red-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
