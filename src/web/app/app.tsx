import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { meQueryOptions } from "../data/get-me.ts";
import { endSession } from "../features/session/session.ts";
import { lazyComponent } from "../lib/lazy-module.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { useSaveAnywayQuestion } from "../lib/save-anyway.ts";
import { useStaleQuestion } from "../lib/stale-write.ts";
import { useToasts } from "../ui/toast-store.ts";
import { Router } from "./router.tsx";

// The toast machinery loads with the first toast (or when the browser is idle after the table's first
// rows), keeping it out of the first download.
const Toaster = lazyComponent(() => import("../ui/toaster.tsx").then((m) => m.Toaster));

function LazyToaster() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);
  if (!wanted && toasts.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const SaveAnywayQuestion = lazyComponent(() =>
  import("../ui/save-anyway-question.tsx").then((m) => m.SaveAnywayQuestion),
);

/** The 'Save anyway' question loads with the first one asked (docs/decisions/022). */
function LazySaveAnywayQuestion() {
  const question = useSaveAnywayQuestion();
  const [wanted, setWanted] = useState(false);
  if (!wanted && question !== null) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <SaveAnywayQuestion />
    </Suspense>
  ) : null;
}

const StaleWriteQuestion = lazyComponent(() =>
  import("../ui/stale-write-question.tsx").then((m) => m.StaleWriteQuestion),
);

/** 'Keep theirs' or 'Apply mine' loads with the first stale write (docs/decisions/028). */
function LazyStaleWriteQuestion() {
  const question = useStaleQuestion();
  const [wanted, setWanted] = useState(false);
  if (!wanted && question !== null) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <StaleWriteQuestion />
    </Suspense>
  ) : null;
}

/** The app's one query client, made before the first render so the first downloads can start at once. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    // A 401 from any call means the server session has ended: back to the login screen.
    onUnauthorized: () => {
      if (client.getQueryData(meQueryOptions().queryKey)) endSession(client);
    },
  });
  return client;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router />
      <LazyToaster />
      <LazySaveAnywayQuestion />
      <LazyStaleWriteQuestion />
    </QueryClientProvider>
  );
}
