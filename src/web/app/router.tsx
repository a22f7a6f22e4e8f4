import { useMe } from "../data/get-me.ts";
import { HomeRoute } from "./home-route.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

/** Product §2 routes: '/' is the only real route; every other path is 'Page Not Found'. */
export function Router({ pathname = window.location.pathname }: { pathname?: string }) {
  // The session check runs on every page (index.html preloads it), so it is ready when '/' is next.
  useMe();
  return pathname === "/" || pathname === "/index.html" ? <HomeRoute /> : <NotFoundPage />;
}
