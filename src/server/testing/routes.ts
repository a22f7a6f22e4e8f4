import type { FastifyInstance } from "fastify";

/** `METHOD /path` for every route, read from Fastify's route tree, so a new route is never missed. */
export function listRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = path;
    for (const method of match[3]?.split(", ") ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}
