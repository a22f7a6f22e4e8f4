import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The browsers a user has signed in on before, remembered in a cookie of their own (docs/decisions/025):
 * a username guessed from many addresses is still checked from these. Each entry is the user's id, when
 * it was issued, and a MAC keyed with the user's password hash: nothing is stored on the server, any
 * instance can check it, and changing the password forgets every device at once (as it ends sessions).
 */
export const KNOWN_DEVICES_COOKIE = "known_devices";
/** Users remembered per browser (a shared desk PC), newest first. */
const MAX_ENTRIES = 5;

interface Entry {
  userId: number;
  issuedAt: number;
  mac: string;
}

const mac = (passwordHash: string, userId: number, issuedAt: number) =>
  createHmac("sha256", passwordHash)
    .update(`known-device ${userId} ${issuedAt}`)
    .digest("base64url")
    .slice(0, 32);

function entries(cookie: string | undefined): Entry[] {
  const found: Entry[] = [];
  for (const part of (cookie ?? "").split("~").slice(0, MAX_ENTRIES)) {
    const [userId, issuedAt, code] = part.split(".");
    if (!/^\d+$/.test(userId ?? "") || !/^\d+$/.test(issuedAt ?? "") || !code) continue;
    found.push({ userId: Number(userId), issuedAt: Number(issuedAt), mac: code });
  }
  return found;
}

/** Whether the cookie holds a valid entry for this user (its current password hash). */
export function isKnownDevice(
  cookie: string | undefined,
  user: { id: number; passwordHash: string },
): boolean {
  return entries(cookie).some((entry) => {
    if (entry.userId !== user.id) return false;
    const expected = Buffer.from(mac(user.passwordHash, entry.userId, entry.issuedAt));
    const given = Buffer.from(entry.mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The cookie's new value after a successful sign-in: this user's fresh entry first, others kept. */
export function rememberDevice(
  cookie: string | undefined,
  user: { id: number; passwordHash: string },
  now: Date,
): string {
  const issuedAt = now.getTime();
  const others = entries(cookie).filter((entry) => entry.userId !== user.id);
  return [{ userId: user.id, issuedAt, mac: mac(user.passwordHash, user.id, issuedAt) }, ...others]
    .slice(0, MAX_ENTRIES)
    .map((entry) => `${entry.userId}.${entry.issuedAt}.${entry.mac}`)
    .join("~");
}
