import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { forgetHeldReads } from "../../lib/api-client.ts";

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
  const queryClient = useQueryClient();
  useEffect(() => {
    const added = [
      addToHead("link", { rel: "manifest", href: "/crew.webmanifest" }),
      addToHead("meta", { name: "theme-color", content: "#0f172a" }),
      addToHead("link", { rel: "apple-touch-icon", href: "/crew-icon-192.png" }),
    ];
    const workers = navigator.serviceWorker;
    // On the first visit the schedule was read before the worker existed, so it kept none of it: once
    // the worker takes the page over, the page's reads are made again through it, in full (a 304 is
    // not kept), so that one visit is enough for the phone to open offline.
    const readThroughWorker = () => {
      forgetHeldReads();
      void queryClient.refetchQueries({ type: "active" });
    };
    if (workers && !workers.controller) {
      workers.addEventListener("controllerchange", readThroughWorker, { once: true });
    }
    // A browser without service workers (or a page not served over HTTPS or localhost) simply has no offline copy.
    workers?.register(CREW_SERVICE_WORKER.url, { scope: CREW_SERVICE_WORKER.scope }).catch(() => undefined);
    return () => {
      for (const element of added) element.remove();
      workers?.removeEventListener("controllerchange", readThroughWorker);
    };
  }, [queryClient]);
}
