import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults: PGlite in ./data with demo data", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      DEMO_DATA: true,
      COOKIE_SECURE: false,
    });
  });

  it("turns demo data off by default on PostgreSQL, and lets DEMO_DATA decide when given", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x" }).DEMO_DATA).toBe(false);
    expect(parseConfig({ DATABASE_URL: "postgres://localhost/x", DEMO_DATA: "1" }).DEMO_DATA).toBe(true);
    expect(parseConfig({ DEMO_DATA: "0" }).DEMO_DATA).toBe(false);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => parseConfig({ DEMO_DATA: "yes" })).toThrow(/DEMO_DATA/);
    expect(() => parseConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD: must be at least 8/);
  });

  it("treats an empty value as unset", () => {
    expect(parseConfig({ PORT: "" }).PORT).toBe(3000);
  });
});
