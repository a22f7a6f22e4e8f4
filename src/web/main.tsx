import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// First: zod's settings are in place before any schema is built.
import "./lib/zod-settings.ts";
import { App, createAppQueryClient } from "./app/app.tsx";
import { startSchedulerEarly } from "./app/home-route.tsx";
import "./index.css";

const queryClient = createAppQueryClient();
startSchedulerEarly(queryClient);
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
