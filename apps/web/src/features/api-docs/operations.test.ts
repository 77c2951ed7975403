import { describe, expect, it } from "vitest";
import { byGroup, matching, operationsOf } from "./operations.ts";

const paths = {
  "/counter_agents/{id}/": {
    get: {
      tags: ["counterAgents"],
      summary: "One counter agent",
      "x-roles": ["superuser", "admin"],
      parameters: [{ name: "id", in: "path", required: true }],
      responses: { "200": { content: { "application/json": { schema: { type: "object" } } } }, "404": {} },
    },
    delete: { tags: ["counterAgents"], summary: "Delete a counter agent", "x-roles": "signed-in", responses: { "204": {} } },
  },
  "/auth/login/": {
    post: {
      tags: ["auth"],
      summary: "Sign in",
      "x-roles": "anyone",
      requestBody: { content: { "application/json": { schema: { type: "object", required: ["email"] } } } },
      responses: { "200": { content: { "application/json": { schema: { type: "string" } } } } },
    },
  },
};

describe("the reference page's operations", () => {
  it("flattens every method of every path with its roles, parameters, body and 2xx answer", () => {
    expect(operationsOf(paths)).toEqual([
      {
        method: "GET",
        path: "/counter_agents/{id}/",
        group: "counterAgents",
        summary: "One counter agent",
        roles: "superuser, admin",
        parameters: [{ name: "id", in: "path", required: true }],
        body: undefined,
        response: { type: "object" },
      },
      expect.objectContaining({ method: "DELETE", roles: "signed-in", response: undefined }),
      expect.objectContaining({ method: "POST", path: "/auth/login/", body: { type: "object", required: ["email"] } }),
    ]);
  });

  it("finds operations by path, summary, group or method, ignoring case", () => {
    const all = operationsOf(paths);
    expect(matching(all, "LOGIN").map((operation) => operation.path)).toEqual(["/auth/login/"]);
    expect(matching(all, "delete").map((operation) => operation.method)).toEqual(["DELETE"]);
    expect(matching(all, "  ")).toHaveLength(3);
  });

  it("groups operations in the order their groups first appear", () => {
    expect(byGroup(operationsOf(paths)).map(([group, rows]) => [group, rows.length])).toEqual([
      ["counterAgents", 2],
      ["auth", 1],
    ]);
  });
});
