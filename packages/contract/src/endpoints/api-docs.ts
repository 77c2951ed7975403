import { z } from "zod";
import { allowed, endpoint } from "../endpoint.ts";

/** An OpenAPI 3.1 document: read by tools and by the reference page, so its inside is not typed here. */
export const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export const API_DOCS = {
  openapi: endpoint({
    method: "GET",
    path: "/openapi.json",
    // It maps every endpoint and role of the business: for those who manage users only.
    access: allowed("users", "read"),
    summary: "The OpenAPI 3.1 document of this API",
    response: openApiDocumentSchema,
  }),
};
