import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { endKeptAnswer, loginSchema, logoutAnswer, userSchema } from "../../shared/auth.ts";
import type { AppContext } from "../context.ts";
import { currentUser, sessionToken, signedIn } from "./guard.ts";
import { KNOWN_DEVICES_COOKIE } from "./known-devices.ts";
import { login } from "./login.ts";
import { deleteKeptSessions, deleteSession, SESSION_COOKIE } from "./sessions.ts";

// The cookie outlives browser restarts (a wall display reboots); the server's idle expiry decides.
const COOKIE_MAX_AGE_S = 400 * 24 * 3600;

/** Product §7 Session calls: login, me, logout; and ending one's kept sign-ins (docs/decisions/032). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    "/api/auth/login",
    { schema: { body: loginSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { user, token, knownDevices } = await login({
        db: ctx.db,
        username: request.body.username,
        password: request.body.password,
        address: request.ip,
        previousToken: sessionToken(request),
        knownDevices: request.cookies[KNOWN_DEVICES_COOKIE],
        keepSignedIn: request.body.keepSignedIn,
        now: ctx.now(),
      });
      // Kept after sign-out: it names no session, only that this browser has signed in before.
      reply.setCookie(KNOWN_DEVICES_COOKIE, knownDevices, {
        path: "/api/auth/login",
        httpOnly: true,
        sameSite: "strict",
        secure: ctx.config.COOKIE_SECURE,
        maxAge: COOKIE_MAX_AGE_S,
      });
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: ctx.config.COOKIE_SECURE,
        maxAge: COOKIE_MAX_AGE_S,
      });
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

  // Settings' 'Sign out kept devices' (docs/decisions/032): any signed-in user may end their own.
  route.delete(
    "/api/auth/kept-sessions",
    { onRequest: signedIn, schema: { response: { 200: endKeptAnswer } } },
    async (request) => ({ ended: await deleteKeptSessions(ctx.db, currentUser(request).id) }),
  );
}
