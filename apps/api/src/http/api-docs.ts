import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { API_BASE } from "@app/contract/routes";
import { API_DOCS } from "@app/contract/endpoints/api-docs";
import { ROUTE_TABLE } from "@app/contract/endpoints/table";
import manifest from "../../package.json" with { type: "json" };
import type { AppContext } from "../context.ts";
import { openApiDocument } from "./openapi.ts";
import { route } from "./route.ts";

/** Where the interactive reference is served outside production. */
const SWAGGER_UI_PREFIX = "/api/docs";

/**
 * The OpenAPI document of the route table. Its JSON is an endpoint of the API for those who
 * manage users (the web app's reference page reads it); the interactive Swagger UI, which loads
 * the document without a token, is served only outside production.
 */
export async function apiDocs(app: FastifyInstance, ctx: AppContext) {
  const document = openApiDocument(ROUTE_TABLE, manifest.version);
  // The openapi-types interfaces have no room for the `x-roles` extension each operation carries.
  await app.register(swagger, { mode: "static", specification: { document: document as never } });
  await app.register(async (api) => route(api, ctx, API_DOCS.openapi, async () => document), { prefix: API_BASE });
  if (!ctx.config.production) await app.register(swaggerUi, { routePrefix: SWAGGER_UI_PREFIX });
}
