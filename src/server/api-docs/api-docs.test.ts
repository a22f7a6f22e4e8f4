import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../testing/routes.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

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

  it("serves a readable page of the same reference without signing in", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("<code>/api/bookings/{id}/status</code>");
    expect(response.body).toContain("<code>bookingStatusId</code>");
    expect(response.body).not.toMatch(/<script/);
  });
});
