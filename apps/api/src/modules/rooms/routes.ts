import type { FastifyInstance } from "fastify";
import { ROOM_TYPES, ROOMS } from "@app/contract/endpoints/rooms";
import type { AppContext } from "../../context.ts";
import { toPage } from "../../http/pagination.ts";
import { route } from "../../http/route.ts";
import { createRooms } from "./bulk-create.ts";
import { deleteRoom, deleteRoomGroup } from "./delete.ts";
import { updateRoomGroup } from "./group-update.ts";
import * as roomTypes from "./room-types.ts";
import * as service from "./service.ts";

export function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, ROOM_TYPES.list, async ({ query, request }) => {
    const { count, results } = await roomTypes.listRoomTypes(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, ROOM_TYPES.create, async ({ body }) => roomTypes.createRoomType(ctx, body));
  route(app, ctx, ROOM_TYPES.get, async ({ params }) => roomTypes.getRoomType(ctx, params.id));
  route(app, ctx, ROOM_TYPES.editView, async ({ params }) => roomTypes.getRoomType(ctx, params.id));
  route(app, ctx, ROOM_TYPES.replace, async ({ params, body }) => roomTypes.updateRoomType(ctx, params.id, body));
  route(app, ctx, ROOM_TYPES.update, async ({ params, body }) => roomTypes.updateRoomType(ctx, params.id, body));
  route(app, ctx, ROOM_TYPES.remove, async ({ params }) => roomTypes.deleteRoomType(ctx, params.id));

  route(app, ctx, ROOMS.list, async ({ query, request }) => {
    const { count, results } = await service.listRoomGroups(ctx, query);
    return toPage(request, query, count, results);
  });
  route(app, ctx, ROOMS.create, async ({ body }) => createRooms(ctx, body));
  route(app, ctx, ROOMS.get, async ({ params }) => service.getRoom(ctx, params.id));
  route(app, ctx, ROOMS.groupEditView, async ({ params }) => service.getRoomGroupEdit(ctx, params.id));
  route(app, ctx, ROOMS.updateGroup, async ({ params, body }) => updateRoomGroup(ctx, params.id, body));
  route(app, ctx, ROOMS.remove, async ({ params }) => deleteRoom(ctx, params.id));
  route(app, ctx, ROOMS.removeGroup, async ({ query }) => deleteRoomGroup(ctx, query));
  route(app, ctx, ROOMS.ofHotel, async ({ params }) => service.roomsOfHotel(ctx, params.id));
  route(app, ctx, ROOMS.available, async ({ query }) => service.availableRooms(ctx, query));
}
