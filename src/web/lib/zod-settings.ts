/**
 * Zod would probe for `new Function` to compile its parsers; the page's Content-Security-Policy
 * forbids eval, so the probe would be reported as a violation. Its plain parsers are fast enough.
 *
 * Zod keeps its settings in this global (shared by every copy of it) and reads them when a schema is
 * built, so setting it here, before any schema, needs none of zod's code: zod itself loads with the
 * forms that use it, after the table's first paint (docs/decisions/018). zod-settings.test.ts checks
 * that zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
