import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { App } from "./app/app.tsx";
import "./index.css";

// Zod would probe for `new Function` to compile its parsers; the page's Content-Security-Policy
// forbids eval, so the probe would be reported as a violation. Its plain parsers are fast enough.
z.config({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
