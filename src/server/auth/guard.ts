import type { FastifyReply, FastifyRequest } from "fastify";
import type { User } from "../../shared/auth.ts";
import { HttpError } from "../errors.ts";
import { SESSION_COOKIE } from "./sessions.ts";

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
 * Route guards, attached as `onRequest`: `signedIn` answers 401 without a live session (checked from
 * memory where it can be, auth/session-check.ts, by the app's instance that app.ts decorates: see
 * decorations.ts); `canEdit` also answers 403 for read-only users
 * (product §6); `canManageUsers` 403 for users without that right.
 */
export async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  const token = sessionToken(request);
  const user = token ? await request.server.sessionCheck.user(request, token) : null;
  if (!user) {
    if (token) reply.clearCookie(SESSION_COOKIE, { path: "/" });
    throw new HttpError(401, "Your session has ended; please sign in again");
  }
  signedInUsers.set(request, user);
}

export async function canEdit(request: FastifyRequest, reply: FastifyReply) {
  await signedIn(request, reply);
  if (!currentUser(request).can_edit) throw new HttpError(403, "Read-only users cannot make changes");
}

export async function canManageUsers(request: FastifyRequest, reply: FastifyReply) {
  await signedIn(request, reply);
  if (!currentUser(request).can_manage_users)
    throw new HttpError(403, "Only users who can manage users may do this");
}
