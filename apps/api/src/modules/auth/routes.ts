import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  changePasswordInput,
  checkAccessInput,
  loginInput,
  logoutInput,
  refreshInput,
  sendCodeInput,
  setPasswordInput,
  verifyCodeInput,
} from "@app/contract/schemas/auth";
import type { AppContext } from "../../context.ts";
import { caller, signedIn } from "../../http/auth.ts";
import { parse } from "../../http/validation.ts";
import { changePassword } from "./password-change.ts";
import { sendResetCode, setPasswordWithToken, verifyResetCode } from "./password-reset.ts";
import { checkAccess, login } from "./service.ts";
import { revokeSessionOf, rotateRefreshToken } from "./sessions.ts";

/** Sign-in, sessions and passwords, including the ones the spec lists under /users/. */
export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { auth, users } = PATHS;

  app.post(auth.login, async (request) =>
    login(ctx, parse(loginInput, request.body), {
      address: request.ip,
      userAgent: request.headers["user-agent"],
    }),
  );

  app.post(auth.refresh, async (request) => rotateRefreshToken(ctx, parse(refreshInput, request.body).refresh));

  app.post(auth.checkAccess, async (request) => checkAccess(ctx, parse(checkAccessInput, request.body).access_token));

  // The client clears its session whatever the answer, so a missing or malformed token is no error.
  for (const path of [auth.logout, users.logout]) {
    app.post(path, async (request) => {
      const refresh = logoutInput.safeParse(request.body ?? {}).data?.refresh;
      if (refresh) await revokeSessionOf(ctx, refresh);
      return {};
    });
  }

  app.post(users.changePassword, { preHandler: signedIn(ctx) }, async (request) =>
    changePassword(ctx, caller(request).id, parse(changePasswordInput, request.body)),
  );

  app.post(users.sendCode, async (request) => sendResetCode(ctx, parse(sendCodeInput, request.body).email));

  app.post(users.verifyCode, async (request) => {
    const input = parse(verifyCodeInput, request.body);
    return verifyResetCode(ctx, input.email, input.code);
  });

  app.post(users.setPassword, async (request) => setPasswordWithToken(ctx, parse(setPasswordInput, request.body)));
}
