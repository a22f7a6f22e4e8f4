import { useEffect } from "react";

/** The crew view's service worker: scoped to `/crew`, so the desk is never served from its cache. */
export const CREW_SERVICE_WORKER = { url: "/sw.js", scope: "/crew" } as const;

function addToHead(tag: "link" | "meta", attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/**
 * Makes `/crew` installable (docs/decisions/032): the manifest, theme colour and home-screen icon are
 * linked from here rather than index.html, so desk pages do not offer to install, and the service
 * worker that keeps the last schedule for offline use is registered.
 */
export function useInstallable() {
  useEffect(() => {
    const added = [
      addToHead("link", { rel: "manifest", href: "/crew.webmanifest" }),
      addToHead("meta", { name: "theme-color", content: "#0f172a" }),
      addToHead("link", { rel: "apple-touch-icon", href: "/crew-icon-192.png" }),
    ];
    // A browser without service workers (or a page not served over HTTPS or localhost) simply has no offline copy.
    navigator.serviceWorker
      ?.register(CREW_SERVICE_WORKER.url, { scope: CREW_SERVICE_WORKER.scope })
      .catch(() => undefined);
    return () => {
      for (const element of added) element.remove();
    };
  }, []);
}
