import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import type { AuthUser } from "../../http/auth.ts";
import { unauthorized } from "../../http/errors.ts";
import { sessionIsLive } from "./live-sessions.ts";
import { tokenNotValid } from "./sessions.ts";
import { type AccessClaims, verifyAccessToken } from "./tokens.ts";

function toAuthUser(claims: AccessClaims): AuthUser {
  return {
    id: claims.user_id,
    email: claims.email,
    fullName: claims.full_name,
    role: claims.role,
    isSuperuser: claims.is_superuser,
  };
}

/** The caller of a request from its bearer access token. */
export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized("Autentifikatsiya ma'lumotlari berilmagan");
  const claims = await verifyAccessToken(ctx, match[1]);
  // A signature proves who was signed in, not that they still are: the session is asked too.
  if (!claims || !(await sessionIsLive(ctx, claims))) throw tokenNotValid();
  return toAuthUser(claims);
}
