import { makeTemplate } from "./template-database.ts";

/** Vitest's global setup: the run's migrated template database, removed when the run ends. */
export default async function setup() {
  const { template, remove } = await makeTemplate(process.env.TEST_DATABASE_URL);
  process.env.TEST_TEMPLATE = template;
  return remove;
}
