import { z } from "zod";
import { pathId, plainText } from "./bookings.ts";

/** The rule `ADMIN_PASSWORD` already follows: 8 to 200 characters (200 is what sign-in accepts). */
export const MIN_PASSWORD_LENGTH = 8;
export const password = z
  .string({ error: "Password must be text" })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

const username = plainText("Username")
  .trim()
  .min(1, "Username is required")
  .max(100, "Username must be at most 100 characters")
  .refine((value) => !/\s/.test(value), "Username cannot contain spaces");
const name = plainText("Name")
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");

/** A user as Settings lists it: never a password or its hash. */
export const managedUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  canEdit: z.boolean(),
  canManageUsers: z.boolean(),
  disabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** `POST /api/users`: without a password one is generated and answered once. */
export const createUserPayload = z.object({
  username,
  name,
  canEdit: z.boolean({ error: "canEdit must be true or false" }),
  canManageUsers: z.boolean({ error: "canManageUsers must be true or false" }),
  password: password.optional(),
});
export type CreateUserPayload = z.input<typeof createUserPayload>;
export const createUserAnswer = managedUserSchema.extend({ password: z.string().optional() });

/** `PATCH /api/users/{id}`: only what is sent changes. */
export const updateUserPayload = z
  .object({
    name: name.optional(),
    canEdit: z.boolean({ error: "canEdit must be true or false" }).optional(),
    canManageUsers: z.boolean({ error: "canManageUsers must be true or false" }).optional(),
    disabled: z.boolean({ error: "disabled must be true or false" }).optional(),
  })
  .strict();
export type UpdateUserPayload = z.input<typeof updateUserPayload>;

/** `POST /api/users/{id}/password`: without a password one is generated and answered once. */
// No body at all (Fastify passes null) is the same as `{}`.
export const passwordPayload = z.preprocess(
  (body) => body ?? {},
  z.object({ password: password.optional() }),
);
export const passwordAnswer = z.object({ password: z.string().optional() });

const USER_ID_MESSAGE = "User id must be a positive whole number";
export const userParams = z.object({
  id: pathId(USER_ID_MESSAGE),
});
