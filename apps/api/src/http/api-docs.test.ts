import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_DOCS } from "@app/contract/endpoints/api-docs";
import { API_BASE } from "@app/contract/routes";
import { buildApp, type RegisteredRoute } from "../app.ts";
import { openDatabase } from "../db/client.ts";
import { createTestApp, testConfig, type TestApp } from "../test/harness.ts";

let t: TestApp;
let routes: readonly RegisteredRoute[];
let document: { paths: Record<string, Record<string, Record<string, unknown>>> };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.userWithRole("admin");
  const answer = await t.app.inject({ method: "GET", url: API_BASE + API_DOCS.openapi.path, headers: admin.headers });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
  // The router's own list of what it registered, from an app built the same way.
  const database = await openDatabase({ memory: true });
  const built = await buildApp({ config: testConfig(), database });
  routes = built.routes;
  await built.app.close();
  await database.close();
});
afterAll(() => t.close());

const methodsOf = (route: RegisteredRoute) =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== "HEAD");
const documentedPath = (url: string) => url.slice(API_BASE.length).replace(/:([a-z_]+)/g, "{$1}");

describe("the OpenAPI document", () => {
  it("describes every route the API registers, each from the route table, with its request and response", () => {
    const apiRoutes = routes.filter((route) => route.url.startsWith(`${API_BASE}/`));
    expect(apiRoutes.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        expect(route.endpoint, `${name} is registered without a route table entry`).toBeDefined();
        const operation = document.paths[documentedPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${name} is missing from the document`).toBeDefined();
        const { params, query, body, response } = route.endpoint!;
        const parameters = operation.parameters as Array<{ in: string }>;
        if (params) expect(parameters.some((parameter) => parameter.in === "path"), name).toBe(true);
        if (query) expect(parameters.some((parameter) => parameter.in === "query"), name).toBe(true);
        if (body) expect(operation.requestBody, name).toBeDefined();
        const success = (operation.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>)[
          String(route.endpoint!.status ?? 200)
        ];
        expect(success, name).toBeDefined();
        if (response) expect(success.content?.["application/json"]?.schema, name).toBeDefined();
      }
    }
  });

  it("names no operation the router does not serve", () => {
    const served = new Set(
      routes.flatMap((route) => methodsOf(route).map((method) => `${method.toLowerCase()} ${documentedPath(route.url)}`)),
    );
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it("is read only by those who manage users", async () => {
    const url = API_BASE + API_DOCS.openapi.path;
    const hotel = await t.userWithRole("hotel");
    expect((await t.app.inject({ method: "GET", url, headers: hotel.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("serves the interactive reference outside production only", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const database = await openDatabase({ memory: true });
    const production = await buildApp({ config: testConfig({ production: true }), database });
    expect((await production.app.inject({ method: "GET", url: "/api/docs/" })).statusCode).toBe(404);
    await production.app.close();
    await database.close();
  });
});
