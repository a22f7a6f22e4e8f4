import { existsSync } from "node:fs";
import { z } from "zod";

const flag = z.enum(["0", "1"]).transform((value) => value === "1");

/** Every setting the server reads, with its default and what it is for. `--help` prints this. */
export const configHelp = [
  ["PORT", "3000", "port the server listens on"],
  ["HOST", "0.0.0.0", "address the server listens on"],
  ["DATA_DIR", "./data", "PGlite data directory, used when DATABASE_URL is unset"],
  ["DATABASE_URL", "(unset)", "PostgreSQL connection string; when set, PGlite is not used"],
  [
    "ADMIN_PASSWORD",
    "(random)",
    "password of the 'admin' user created on first start; printed once when generated",
  ],
  [
    "DEMO_DATA",
    "1 with PGlite, 0 with DATABASE_URL",
    "1 seeds demo customers, locations, bookings and users into an empty database",
  ],
  ["BACKUP_KEEP", "7", "daily PGlite snapshots kept in DATA_DIR/backups; 0 turns them off"],
  ["READ_CACHE_MB", "64", "memory for cached read answers (months, reference lists); 0 turns the cache off"],
  [
    "ASSISTANT_MODEL_URL",
    "(unset: no model)",
    "an OpenAI-compatible API base (https://api.openai.com/v1, http://localhost:11434/v1) for the Booking Assistant",
  ],
  ["ASSISTANT_MODEL", "(unset)", "the model name to ask, with ASSISTANT_MODEL_URL"],
  ["ASSISTANT_API_KEY", "(unset)", "the API key sent as a Bearer token, if the endpoint needs one"],
  [
    "ASSISTANT_MODEL_TIMEOUT_MS",
    "10000",
    "how long to wait for the model before reading the message without it",
  ],
  ["COOKIE_SECURE", "0", "1 marks the session cookie Secure (set it behind TLS)"],
  ["LOG_LEVEL", "info", "fatal, error, warn, info, debug, trace or silent"],
  [
    "TRUST_PROXY",
    "(unset: trust no proxy)",
    "the proxy in front: its addresses or networks (10.0.0.5,10.1.0.0/16) or a hop count (1)",
  ],
  [
    "PUBLIC_ORIGIN",
    "(unset: the request's Host)",
    "the address users open (https://ops.example.com); state-changing requests must come from exactly it, and calendar feeds link to it (unset: feeds carry no links)",
  ],
] as const;

/**
 * Which proxy's X-Forwarded-For and X-Forwarded-Host to believe (Fastify's `trustProxy`). Unset, the
 * client's own address is used: those headers are written by whoever sends the request.
 */
const trustProxy = z
  .string()
  .trim()
  .regex(
    /^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
    "must be a hop count or addresses, comma-separated",
  )
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(/\s*,\s*/)));

/**
 * The scheme, host and port users open, as a browser writes it in Origin (docs/decisions/025): no
 * path, query or credentials. Stored in URL's own form, so `HTTPS://Ops.example.com:443/` matches.
 */
const publicOrigin = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === "http:" || url.protocol === "https:") &&
        url.pathname === "/" &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        /^https?:\/\/[^/?#]+\/?$/i.test(value)
      );
    } catch {
      return false;
    }
  }, "must be an origin such as https://ops.example.com (scheme, host, optional port; no path)")
  .transform((value) => new URL(value).origin);

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    DEMO_DATA: flag.optional(),
    BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
    READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    ASSISTANT_MODEL_URL: z
      .string()
      .regex(/^https?:\/\//, "must start with http:// or https://")
      .optional(),
    ASSISTANT_MODEL: z.string().min(1).optional(),
    ASSISTANT_API_KEY: z.string().min(1).optional(),
    ASSISTANT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    COOKIE_SECURE: flag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy.optional(),
    PUBLIC_ORIGIN: publicOrigin.optional(),
  })
  .transform((env) => ({ ...env, DEMO_DATA: env.DEMO_DATA ?? !env.DATABASE_URL }));

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset so `PORT=` in a .env file means "default". */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const known = Object.fromEntries(
    configHelp.map(([name]) => [name, env[name] === "" ? undefined : env[name]]),
  );
  const result = configSchema.safeParse(known);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}

/** Reads `.env` from the working directory, if present, without overriding real environment variables. */
export function loadDotEnv(path = ".env"): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
