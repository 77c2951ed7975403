import type { FastifyRequest } from "fastify";
import type { Principal } from "@app/contract/roles";

export type AuthUser = Principal & { id: string; email: string; fullName: string };

/**
 * Who sent a request, or a 401. The auth module answers it and app.ts puts it on the context, so
 * the routes check callers without the request glue knowing about sessions.
 */
export type Authenticate = (request: FastifyRequest) => Promise<AuthUser>;

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}
