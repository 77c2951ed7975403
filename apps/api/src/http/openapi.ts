import { z } from "zod";
import { type Endpoint, mayCall } from "@app/contract/endpoint";
import { API_BASE } from "@app/contract/routes";
import { ROLES } from "@app/contract/roles";
import { XLSX_TYPE } from "./xlsx-export.ts";

type JsonSchema = Record<string, unknown>;

const ERROR_BODY: JsonSchema = {
  type: "object",
  properties: { detail: { type: "string", description: "What went wrong, in Uzbek" } },
  additionalProperties: { type: "array", items: { type: "string" } },
};

const ERRORS = {
  "400": "Invalid input: `detail` and one list of messages per field",
  "401": "No valid session",
  "403": "The caller's role may not do this",
  "404": "No such row",
  "409": "A conflict with another row (a double booking)",
  "423": "Other rows still refer to this one",
};

function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** `/users/:id/` as OpenAPI writes it: `/users/{id}/`. */
const openApiPath = (path: string) => path.replace(/:([a-z_]+)/g, "{$1}");

/** Path or query parameters, one per property of the schema. */
function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input");
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: property,
  }));
}

/** The roles an endpoint lets in, as the role matrix says (superuser always). */
function rolesOf(endpoint: Endpoint): string[] | "anyone" | "signed-in" {
  const { access } = endpoint;
  if (access.kind === "public") return "anyone";
  if (access.kind === "signed-in") return "signed-in";
  return ROLES.filter((role) => mayCall({ role, isSuperuser: role === "superuser" }, access));
}


/** An upload's form: the body's fields and the document in `file`. */
function withFile(body: JsonSchema) {
  const properties = (body.properties ?? {}) as Record<string, unknown>;
  const required = (body.required ?? []) as string[];
  return {
    ...body,
    properties: { ...properties, file: { type: "string", format: "binary" } },
    required: [...required, "file"],
  };
}

function operation(group: string, name: string, endpoint: Endpoint) {
  const status = String(endpoint.status ?? 200);
  const query = parameters(endpoint.query, "query");
  if (endpoint.xlsx) {
    query.push({ name: "format", in: "query", required: false, schema: { type: "string", enum: ["json", "xlsx"] } });
  }
  const body = endpoint.body ? jsonSchema(endpoint.body, "input") : undefined;
  return {
    operationId: `${group}.${name}`,
    summary: endpoint.summary,
    tags: [group],
    "x-roles": rolesOf(endpoint),
    security: endpoint.access.kind === "public" ? [] : [{ bearer: [] }],
    parameters: [...parameters(endpoint.params, "path"), ...query],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: endpoint.upload
              ? { "multipart/form-data": { schema: withFile(body) } }
              : {
                  "application/json": { schema: body },
                  ...(endpoint.form ? { "multipart/form-data": { schema: body } } : {}),
                },
          },
        }
      : {}),
    responses: {
      [status]: success(endpoint),
      ...Object.fromEntries(
        Object.entries(ERRORS).map(([code, description]) => [
          code,
          { description, content: { "application/json": { schema: ERROR_BODY } } },
        ]),
      ),
    },
  };
}

/** The 2xx answer: JSON (or, asked for, its xlsx file), a file alone, or nothing. */
function success(endpoint: Endpoint) {
  if (endpoint.file) return { description: "An .xlsx file", content: { [XLSX_TYPE]: { schema: { type: "string", format: "binary" } } } };
  if (!endpoint.response) return { description: "No content" };
  return {
    description: "OK",
    content: {
      "application/json": { schema: jsonSchema(endpoint.response, "output") },
      ...(endpoint.xlsx ? { [XLSX_TYPE]: {} } : {}),
    },
  };
}

export type RouteTable = Record<string, Record<string, Endpoint>>;

/** The OpenAPI 3.1 document of the route table: every endpoint under its path and its aliases. */
export function openApiDocument(table: RouteTable, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(table)) {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const entry = (paths[openApiPath(path)] ??= {});
        entry[endpoint.method.toLowerCase()] = operation(group, name, endpoint);
      }
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hajj back-office API",
      version,
      description:
        "Every endpoint of the back-office. Dates travel as dd.MM.yyyy (datetimes dd.MM.yyyy HH:mm); " +
        "lists answer {count, next, previous, results}; errors carry an Uzbek `detail`.",
    },
    servers: [{ url: API_BASE }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    paths,
  };
}
