import type { FastifyInstance } from "fastify";
import { PROFILE } from "@app/contract/endpoints/profile";
import { USERS } from "@app/contract/endpoints/users";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { getProfile, updateProfile } from "./profile.ts";
import * as service from "./service.ts";

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, PROFILE.get, async ({ user }) => getProfile(ctx, user.id));
  route(app, ctx, PROFILE.replace, async ({ body, user }) => updateProfile(ctx, user.id, body));
  route(app, ctx, PROFILE.update, async ({ body, user }) => updateProfile(ctx, user.id, body));

  route(app, ctx, USERS.list, async ({ query, request }) => {
    const { count, results } = await service.listUsers(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, USERS.create, async ({ body, user }) => service.createUser(ctx, user, body));
  route(app, ctx, USERS.get, async ({ params }) => service.getUser(ctx, params.id));
  route(app, ctx, USERS.replace, async ({ params, body, user }) => service.updateUser(ctx, user, params.id, body));
  route(app, ctx, USERS.update, async ({ params, body, user }) => service.updateUser(ctx, user, params.id, body));
  route(app, ctx, USERS.remove, async ({ params, user }) => service.deleteUser(ctx, user, params.id));
}
