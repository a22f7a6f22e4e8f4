import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** Where the API server listens during `npm run dev` (scripts/dev.ts starts it). */
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // The ops desk runs a current Chromium or Edge; no legacy transforms are needed.
    target: "es2022",
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: false,
    proxy: {
      // changeOrigin stays false: the server compares a write's Origin with the Host the browser sent.
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
