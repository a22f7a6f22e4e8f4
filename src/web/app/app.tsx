import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { type ComponentType, Fragment, type ReactNode, Suspense, useState } from "react";
import { useDateOrder } from "../data/get-date-order.ts";
import { meQueryOptions, useMe } from "../data/get-me.ts";
import { operatorTimeZoneQueryOptions } from "../data/get-operator-time-zone.ts";
import { endSession } from "../features/session/session.ts";
import { useConfirmQuestion } from "../lib/confirm-question.ts";
import { lazyComponent } from "../lib/lazy-module.ts";
import { forgetOfflineSchedule } from "../lib/offline-schedule.ts";
import { rememberOperatorZone } from "../lib/operator-time.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { useSaveAnywayQuestion } from "../lib/save-anyway.ts";
import { useStaleQuestion } from "../lib/stale-write.ts";
import { useToasts } from "../lib/toast-store.ts";
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
const ConfirmQuestion = lazyComponent(() =>
  import("../ui/confirm-question.tsx").then((m) => m.ConfirmQuestion),
);
const StaleWriteQuestion = lazyComponent(() =>
  import("../ui/stale-write-question.tsx").then((m) => m.StaleWriteQuestion),
);

/**
 * A question's dialog, loaded with the first question asked: 'Save anyway' (docs/decisions/022),
 * 'Keep theirs' or 'Apply mine' (docs/decisions/028), and the "are you sure" before a write that does
 * more than was chosen (a type change that unallocates the aircraft).
 */
function LazyQuestion({
  useQuestion,
  dialog: Dialog,
}: {
  /** The question's store: subscribed here, so a question re-renders this host alone. */
  useQuestion: () => unknown;
  dialog: ComponentType;
}) {
  const question = useQuestion();
  const [wanted, setWanted] = useState(false);
  if (!wanted && question !== null) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/** The app's one query client, made before the first render so the first downloads can start at once. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    // A 401 from any call means the server session has ended: back to the login screen.
    onUnauthorized: () => {
      forgetOfflineSchedule();
      if (client.getQueryData(meQueryOptions().queryKey)) endSession(client);
    },
    offlineFirst: window.location.pathname === "/crew",
  });
  return client;
}

/**
 * Every screen, keyed on the operator's date order (docs/decisions/043): a change in Settings (here or on
 * another desk) redraws every date, memoised cells included, in the new order.
 */
function InDateOrder({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useMe().data);
  // The operator's zone for the times of records and sign-ins (lib/operator-time.ts); not a key: the
  // screens that show them read the zone themselves or render after it.
  rememberOperatorZone(useQuery({ ...operatorTimeZoneQueryOptions(), enabled: signedIn }).data?.timeZone);
  return <Fragment key={useDateOrder(signedIn)}>{children}</Fragment>;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <InDateOrder>
        <Router />
      </InDateOrder>
      <LazyToaster />
      <LazyQuestion useQuestion={useSaveAnywayQuestion} dialog={SaveAnywayQuestion} />
      <LazyQuestion useQuestion={useStaleQuestion} dialog={StaleWriteQuestion} />
      <LazyQuestion useQuestion={useConfirmQuestion} dialog={ConfirmQuestion} />
    </QueryClientProvider>
  );
}
