import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginSchema, logoutAnswer, type User, userSchema } from "../../shared/auth.ts";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema.ts";
import { HttpError } from "../errors.ts";
import { currentUser, guards, sessionToken } from "./guard.ts";
import { beginLoginAttempt, loginSucceeded } from "./login-limit.ts";
import { inPasswordCheckSlot, passwordHashForUnknownUser, verifyPassword } from "./passwords.ts";
import { createSession, deleteExpiredSessions, deleteSession, SESSION_COOKIE } from "./sessions.ts";

// The cookie outlives browser restarts (a wall display reboots); the server's idle expiry decides.
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

/** Product §7 Session calls: login, me, logout. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = guards(ctx);

  route.post(
    "/api/auth/login",
    { schema: { body: loginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const now = ctx.now();
      const attempt = await beginLoginAttempt(ctx.db, username, request.ip, now);

      // Usernames are matched ignoring case: `engineering` on a wall PC is the user `Engineering`.
      const [row] = await ctx.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      const valid = await inPasswordCheckSlot(
        async () => verifyPassword(row?.passwordHash ?? (await passwordHashForUnknownUser()), password),
        () => new HttpError(503, "The server is busy signing people in. Try again in a moment."),
      );
      if (!row || !valid) throw new HttpError(401, "Invalid username or password");
      await loginSucceeded(ctx.db, attempt);

      // A new session id on every sign-in; the one the browser had before is ended.
      const previous = sessionToken(request);
      if (previous) await deleteSession(ctx.db, previous);
      await deleteExpiredSessions(ctx.db, now);
      const token = await createSession(ctx.db, row.id, now);
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.config.COOKIE_SECURE,
        maxAge: COOKIE_MAX_AGE_S,
      });
      const user: User = { id: row.id, username: row.username, name: row.name, can_edit: row.canEdit };
      return userSchema.parse(user);
    },
  );

  route.get(
    "/api/auth/me",
    { onRequest: signedIn, schema: { response: { 200: userSchema } } },
    async (request) => currentUser(request),
  );

  route.post("/api/auth/logout", { schema: { response: { 200: logoutAnswer } } }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await deleteSession(ctx.db, token);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return { success: true } as const;
  });
}
