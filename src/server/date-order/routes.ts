import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { dateOrderSchema } from "../../shared/date-order-setting.ts";
import { canEdit, currentUser, signedIn } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import type { EventHub } from "../live-refresh/hub.ts";
import { loadDateOrder, readDateOrder, updateDateOrder } from "./date-order.ts";

/**
 * The operator's date order (docs/decisions/043): read by everyone signed in, set by
 * editors. The server formats its own messages in it, so it reads the setting at start and again after
 * any instance changes the fleet settings (or the change stream restarts and may have missed one).
 */
export function registerDateOrderRoutes(app: FastifyInstance, ctx: AppContext, hub: EventHub) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const reload = () =>
    loadDateOrder(db).catch((error) => app.log.warn({ err: error }, "date order not read"));

  app.addHook("onReady", reload);
  const stop = hub.subscribe((event) => {
    if (event.type === "resync" || event.table === "fleet_settings") void reload();
  });
  app.addHook("onClose", async () => stop());

  route.get(
    "/api/date-order",
    { onRequest: signedIn, schema: { response: { 200: dateOrderSchema } } },
    async () => ({ dateOrder: await readDateOrder(db) }),
  );
  route.put(
    "/api/date-order",
    { onRequest: canEdit, schema: { body: dateOrderSchema, response: { 200: dateOrderSchema } } },
    (request) => updateDateOrder({ db, actor: currentUser(request), settings: request.body }),
  );
}
