import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../testing/routes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { OPERATION_SUMMARIES } from "./operation-summaries.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API reference", () => {
  it("documents every API route, with the body fields and answers the routes validate", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);

    const documented = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    const routes = listRoutes(t.app).filter(
      (route) =>
        !route.startsWith("HEAD ") && !route.includes("/api/docs") && /\/api\/| \/calendar\//.test(route),
    );
    expect(documented.sort()).toEqual(routes.sort());

    const create = document.paths["/api/bookings"].post;
    const body = create.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(
      expect.arrayContaining(["customerId", "aircraftTypeId", "departureId", "destinationId", "startDate"]),
    );
    expect(Object.keys(create.responses)).toContain("201");

    // A booking write documents the version it may send and the 409 (docs/decisions/028).
    const remarks = document.paths["/api/bookings/{id}/daily-details/{date}/remarks"].patch;
    expect(remarks.parameters).toContainEqual(expect.objectContaining({ name: "if-match", in: "header" }));
    expect(remarks.requestBody.content["application/json"].schema.properties).toHaveProperty("version");
    expect(remarks.description).toMatch(/409.*Without a version the write goes through as it always has/);
  });

  it("passes Redocly's recommended rules: every operation has an id, a tag, a summary and its refusals", async () => {
    const source = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).body;
    // No license is chosen yet, and the document does not invent one.
    const config = await createConfig({ extends: ["recommended"], rules: { "info-license": "off" } });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);

    const document = JSON.parse(source);
    const remarks = document.paths["/api/bookings/{id}/daily-details/{date}/remarks"].patch;
    expect(remarks).toMatchObject({
      operationId: "patchBookingsByIdDailyDetailsByDateRemarks",
      tags: ["bookings"],
    });
    expect(Object.keys(remarks.responses)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "409"]),
    );
    // Every summary names an operation that exists: none is left behind by a route removed or renamed.
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(Object.keys(OPERATION_SUMMARIES).sort()).toEqual(operations.sort());
    // A public call has no 401 or 403.
    expect(Object.keys(document.paths["/api/health/ready"].get.responses)).not.toContain("401");
  });

  it("serves a readable page of the same reference without signing in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<code>/api/bookings/{id}/status</code>");
    expect(response.body).toContain("<code>bookingStatusId</code>");
    expect(response.body).not.toMatch(/<script/);
  });
});
