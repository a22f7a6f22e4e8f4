import type { FastifyReply, FastifyRequest } from "fastify";
import type { User } from "../../shared/auth.ts";
import type { AppContext } from "../context.ts";
import { HttpError } from "../errors.ts";
import { findSessionUser, SESSION_COOKIE } from "./sessions.ts";

const signedInUsers = new WeakMap<FastifyRequest, User>();

/** The user of a request that passed `signedIn`; routes call this instead of reading a decorator. */
export function currentUser(request: FastifyRequest): User {
  const user = signedInUsers.get(request);
  if (!user) throw new HttpError(401, "Please sign in");
  return user;
}

export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[SESSION_COOKIE];
}

/**
 * Route guards, attached as `onRequest`: `signedIn` answers 401 without a live session; `canEdit`
 * also answers 403 for read-only users (product §6); `canManageUsers` 403 for users without that right.
 */
export function guards(ctx: AppContext) {
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const token = sessionToken(request);
    const user = token ? await findSessionUser(ctx.db, token, ctx.now()) : null;
    if (!user) {
      if (token) reply.clearCookie(SESSION_COOKIE, { path: "/" });
      throw new HttpError(401, "Your session has ended; please sign in again");
    }
    signedInUsers.set(request, user);
  }

  async function canEdit(request: FastifyRequest, reply: FastifyReply) {
    await signedIn(request, reply);
    if (!currentUser(request).can_edit) throw new HttpError(403, "Read-only users cannot make changes");
  }

  async function canManageUsers(request: FastifyRequest, reply: FastifyReply) {
    await signedIn(request, reply);
    if (!currentUser(request).can_manage_users)
      throw new HttpError(403, "Only users who can manage users may do this");
  }

  return { signedIn, canEdit, canManageUsers };
}
