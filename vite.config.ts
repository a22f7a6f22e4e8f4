import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

/**
 * Writes `.br` and `.gz` beside each built script and stylesheet; the server sends them to browsers
 * that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist/web";
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg)$/.test(file.fileName)) continue;
        const source = file.type === "chunk" ? file.code : file.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(dir, file.fileName);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The crew view's service worker (docs/decisions/032), Workbox through vite-plugin-pwa. It is registered
 * only by `/crew`, with scope `/crew`, so no desk page is ever controlled by it. Pages and API reads are
 * network-first (the cache answers only when the network fails, so a page is never stale once the
 * network is back); the hashed scripts and styles are precached, and so is index.html, the page every
 * path is served: a page that was never read through the worker (the first visit's, loaded before the
 * worker existed) is answered offline from it. The manifest is a static file the crew page links to
 * (src/web/public/crew.webmanifest), so desk pages do not offer to install.
 */
const crewServiceWorker = VitePWA({
  injectRegister: false,
  manifest: false,
  scope: "/crew",
  workbox: {
    globPatterns: ["index.html", "assets/**/*.{js,css}", "crew-icon*.{svg,png}", "crew.webmanifest"],
    navigateFallback: null,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === "navigate" && url.pathname.startsWith("/crew"),
        handler: "NetworkFirst",
        options: {
          cacheName: "crew-pages",
          expiration: { maxEntries: 2 },
          precacheFallback: { fallbackURL: "index.html" },
        },
      },
      {
        // The live-refresh stream is left to the network: a cached stream would say nothing.
        urlPattern: ({ url }) => url.pathname.startsWith("/api/") && url.pathname !== "/api/events",
        handler: "NetworkFirst",
        method: "GET",
        options: { cacheName: "crew-api", expiration: { maxEntries: 40 } },
      },
    ],
  },
});

/** Where the API server listens during `npm run dev` (scripts/dev.ts starts it). */
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss(), precompress(), crewServiceWorker],
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
