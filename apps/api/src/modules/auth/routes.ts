import type { FastifyInstance } from "fastify";
import { AUTH } from "@app/contract/endpoints/auth";
import type { AppContext } from "../../context.ts";
import { route } from "../../http/route.ts";
import { changePassword } from "./password-change.ts";
import { sendResetCode, setPasswordWithToken, verifyResetCode } from "./password-reset.ts";
import { checkAccess, login } from "./service.ts";
import { revokeSessionOf, rotateRefreshToken } from "./sessions.ts";

/** Sign-in, sessions and passwords, including the ones the legacy API put under /users/. */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, AUTH.login, async ({ body, request }) =>
    login(ctx, body, { address: request.ip, userAgent: request.headers["user-agent"] }),
  );
  route(app, ctx, AUTH.refresh, async ({ body }) => rotateRefreshToken(ctx, body.refresh));
  route(app, ctx, AUTH.checkAccess, async ({ body }) => checkAccess(ctx, body.access_token));
  route(app, ctx, AUTH.logout, async ({ body }) => {
    if (body.refresh) await revokeSessionOf(ctx, body.refresh);
    return {};
  });
  route(app, ctx, AUTH.changePassword, async ({ body, user }) => changePassword(ctx, user.id, body));
  route(app, ctx, AUTH.sendResetCode, async ({ body }) => sendResetCode(ctx, body.email));
  route(app, ctx, AUTH.verifyResetCode, async ({ body }) => verifyResetCode(ctx, body.email, body.code));
  route(app, ctx, AUTH.setPassword, async ({ body }) => setPasswordWithToken(ctx, body));
}
