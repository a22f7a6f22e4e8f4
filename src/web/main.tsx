import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// First: zod's settings are in place before any schema is built.
import "./lib/zod-settings.ts";
import { App, createAppQueryClient } from "./app/app.tsx";
import { startSchedulerEarly } from "./app/home-route.tsx";
import { applyRememberedDateOrder } from "./data/get-date-order.ts";
import "./index.css";
import { applyTableLink } from "./lib/table-link.ts";

// Dates in the order this browser last read from the operator's settings, before anything is drawn.
applyRememberedDateOrder();
// A link from Reports names the month and filters the table opens on; before the month is prefetched.
applyTableLink();
const queryClient = createAppQueryClient();
startSchedulerEarly(queryClient);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
