import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// First: zod's settings are in place before any schema is built.
import "./lib/zod-settings.ts";
import { App, createAppQueryClient } from "./app/app.tsx";
import { startSchedulerEarly } from "./app/home-route.tsx";
import "./index.css";
import { applyTableLink } from "./lib/table-link.ts";

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
