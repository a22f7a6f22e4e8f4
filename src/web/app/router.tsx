import { HomeRoute } from "./home-route.tsx";
import { NotFoundPage } from "./not-found-page.tsx";

/** Spec §2 routes: '/' is the only real route; every other path is 'Page Not Found'. */
export function Router({ pathname = window.location.pathname }: { pathname?: string }) {
  return pathname === "/" || pathname === "/index.html" ? <HomeRoute /> : <NotFoundPage />;
}
