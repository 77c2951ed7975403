import type { FastifyRequest } from "fastify";
import type { Principal } from "@app/contract/roles";
import type { AppContext } from "../context.ts";
import { sessionIsLive } from "../modules/auth/live-sessions.ts";
import { tokenNotValid } from "../modules/auth/sessions.ts";
import { verifyAccessToken, type AccessClaims } from "../modules/auth/tokens.ts";
import { unauthorized } from "./errors.ts";

export type AuthUser = Principal & { id: string; email: string; fullName: string };

declare module "fastify" {
  interface FastifyRequest {
    user?: AuthUser;
  }
}

function toAuthUser(claims: AccessClaims): AuthUser {
  return {
    id: claims.user_id,
    email: claims.email,
    fullName: claims.full_name,
    role: claims.role,
    isSuperuser: claims.is_superuser,
  };
}

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized("Autentifikatsiya ma'lumotlari berilmagan");
  const claims = await verifyAccessToken(ctx, match[1]);
  // A signature proves who was signed in, not that they still are: the session is asked too.
  if (!claims || !(await sessionIsLive(ctx, claims))) throw tokenNotValid();
  return toAuthUser(claims);
}
