import type { FastifyInstance } from "fastify";
import { PATHS } from "@app/contract/routes";
import { profileUpdateInput, userCreateInput, userListQuery, userUpdateInput } from "@app/contract/schemas/users";
import type { AppContext } from "../../context.ts";
import { allow, caller, signedIn } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { getProfile, updateProfile } from "./profile.ts";
import * as service from "./service.ts";

const AREA = "users";
const NOT_FOUND = "Foydalanuvchi topilmadi";

export function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const { list, item, profile } = PATHS.users;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const self = { preHandler: signedIn(ctx) };
  const idOf = (params: unknown) => parseId((params as { id: string }).id, NOT_FOUND);

  for (const path of [profile, PATHS.auth.profile]) {
    app.get(path, self, async (request) => getProfile(ctx, caller(request).id));
  }
  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: profile,
      ...self,
      handler: async (request) => updateProfile(ctx, caller(request).id, parse(profileUpdateInput, request.body)),
    });
  }

  app.get(list, read, async (request) => {
    const query = parse(userListQuery, request.query);
    const { count, results } = await service.listUsers(ctx, query);
    return toPage(request, query, count, results);
  });

  app.post(list, write, async (request, reply) => {
    const created = await service.createUser(ctx, caller(request), parse(userCreateInput, request.body));
    return reply.status(201).send(created);
  });

  app.get(item, read, async (request) => service.getUser(ctx, idOf(request.params)));

  for (const method of ["PUT", "PATCH"] as const) {
    app.route({
      method,
      url: item,
      ...write,
      handler: async (request) =>
        service.updateUser(ctx, caller(request), idOf(request.params), parse(userUpdateInput, request.body)),
    });
  }

  app.delete(item, write, async (request, reply) => {
    await service.deleteUser(ctx, caller(request), idOf(request.params));
    return reply.status(204).send();
  });
}
