import { useMe } from "../data/get-me.ts";
import { HomeRoute } from "./home-route.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { OTHER_PAGES, type OtherPagePath } from "./other-pages.ts";

/**
 * Product §2 routes: '/' is the scheduler; `/board` the wall board alone (docs/decisions/027); `/crew` the crew's phone view (docs/decisions/032); `/settings` and
 * `/activity` (docs/decisions/016); every other path is 'Page Not Found'.
 */
export function Router({ pathname = window.location.pathname }: { pathname?: string }) {
  // The session check runs on every page (index.html preloads it), so it is ready when '/' is next.
  useMe();
  if (pathname === "/board") return <HomeRoute wall />;
  if (pathname === "/crew") return <HomeRoute crew />;
  if (pathname in OTHER_PAGES) return <HomeRoute page={pathname as OtherPagePath} />;
  return pathname === "/" || pathname === "/index.html" ? <HomeRoute /> : <NotFoundPage />;
}
