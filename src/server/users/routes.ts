import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createUserAnswer,
  createUserPayload,
  managedUserSchema,
  passwordAnswer,
  passwordPayload,
  updateUserPayload,
  userParams,
} from "../../shared/users.ts";
import { canManageUsers, currentUser } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { createAccount, listAccounts, resetAccountPassword, updateAccount } from "./accounts.ts";

/**
 * Settings' users (docs/decisions/016): every call, reads too, needs the right to manage users; everyone else
 * gets 403, whatever the web app shows.
 */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  route.get(
    "/api/users",
    { onRequest: canManageUsers, schema: { response: { 200: z.array(managedUserSchema) } } },
    () => listAccounts({ db }),
  );
  route.post(
    "/api/users",
    { onRequest: canManageUsers, schema: { body: createUserPayload, response: { 201: createUserAnswer } } },
    async (request, reply) =>
      reply.code(201).send(await createAccount({ db, actor: currentUser(request), payload: request.body })),
  );
  route.patch(
    "/api/users/:id",
    {
      onRequest: canManageUsers,
      schema: { params: userParams, body: updateUserPayload, response: { 200: managedUserSchema } },
    },
    (request) =>
      updateAccount({
        db,
        actor: currentUser(request),
        id: request.params.id,
        payload: request.body,
        now: ctx.now(),
      }),
  );
  route.post(
    "/api/users/:id/password",
    {
      onRequest: canManageUsers,
      schema: { params: userParams, body: passwordPayload, response: { 200: passwordAnswer } },
    },
    (request) =>
      resetAccountPassword({
        db,
        actor: currentUser(request),
        id: request.params.id,
        password: request.body?.password,
      }),
  );
}
