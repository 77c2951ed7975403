import type { FastifyInstance, FastifyRequest } from "fastify";
import { PATHS } from "@app/contract/routes";
import {
  roomAvailabilityQuery,
  roomBulkInput,
  roomGroupDeleteQuery,
  roomGroupUpdateInput,
  roomListQuery,
  roomTypeInput,
  roomTypeListQuery,
  roomTypePatch,
} from "@app/contract/schemas/rooms";
import type { AppContext } from "../../context.ts";
import { allow } from "../../http/auth.ts";
import { toPage } from "../../http/pagination.ts";
import { parse, parseId } from "../../http/validation.ts";
import { HOTEL_NOT_FOUND } from "../hotels/lookup.ts";
import { createRooms } from "./bulk-create.ts";
import { deleteRoom, deleteRoomGroup } from "./delete.ts";
import { updateRoomGroup } from "./group-update.ts";
import * as roomTypes from "./room-types.ts";
import * as service from "./service.ts";

const AREA = "hotels";
/** Booking forms (orders area) pick room types and rooms too. */
const LOOKUP_AREAS = [AREA, "orders"] as const;

const idParam = (request: FastifyRequest, detail: string) => parseId((request.params as { id: string }).id, detail);

export function roomRoutes(app: FastifyInstance, ctx: AppContext) {
  const paths = PATHS.rooms;
  const read = { preHandler: allow(ctx, AREA, "read") };
  const lookup = { preHandler: allow(ctx, LOOKUP_AREAS, "read") };
  const write = { preHandler: allow(ctx, AREA, "write") };
  const roomId = (request: FastifyRequest) => idParam(request, service.ROOM_NOT_FOUND);
  const typeId = (request: FastifyRequest) => idParam(request, roomTypes.ROOM_TYPE_NOT_FOUND);

  app.get(paths.roomTypes, lookup, async (request) => {
    const query = parse(roomTypeListQuery, request.query);
    const { count, results } = await roomTypes.listRoomTypes(ctx, query);
    return toPage(request, query, count, results);
  });
  app.post(paths.roomTypeCreate, write, async (request, reply) =>
    reply.status(201).send(await roomTypes.createRoomType(ctx, parse(roomTypeInput, request.body))),
  );
  app.get(paths.roomType, lookup, async (request) => roomTypes.getRoomType(ctx, typeId(request)));
  app.get(paths.roomTypeUpdate, read, async (request) => roomTypes.getRoomType(ctx, typeId(request)));
  for (const method of ["PATCH", "PUT"] as const) {
    app.route({
      method,
      url: paths.roomTypeUpdate,
      ...write,
      handler: async (request) => roomTypes.updateRoomType(ctx, typeId(request), parse(roomTypePatch, request.body)),
    });
  }
  app.get(paths.roomTypeDelete, read, async (request) => roomTypes.getRoomType(ctx, typeId(request)));
  app.delete(paths.roomTypeDelete, write, async (request, reply) => {
    await roomTypes.deleteRoomType(ctx, typeId(request));
    return reply.status(204).send();
  });

  app.get(paths.list, read, async (request) => {
    const query = parse(roomListQuery, request.query);
    const { count, results } = await service.listRoomGroups(ctx, query);
    return toPage(request, query, count, results);
  });
  app.post(paths.create, write, async (request, reply) =>
    reply.status(201).send(await createRooms(ctx, parse(roomBulkInput, request.body))),
  );
  app.get(paths.item, read, async (request) => service.getRoom(ctx, roomId(request)));
  app.get(paths.update, read, async (request) => service.getRoomGroupEdit(ctx, roomId(request)));
  app.patch(paths.update, write, async (request) =>
    updateRoomGroup(ctx, roomId(request), parse(roomGroupUpdateInput, request.body)),
  );
  app.get(paths.delete, read, async (request) => service.getRoom(ctx, roomId(request)));
  app.delete(paths.delete, write, async (request, reply) => {
    await deleteRoom(ctx, roomId(request));
    return reply.status(204).send();
  });
  app.delete(paths.deleteGroup, write, async (request) => deleteRoomGroup(ctx, parse(roomGroupDeleteQuery, request.query)));
  app.get(paths.ofHotel, lookup, async (request) =>
    service.roomsOfHotel(ctx, idParam(request, HOTEL_NOT_FOUND)),
  );
  app.get(paths.available, lookup, async (request) =>
    service.availableRooms(ctx, parse(roomAvailabilityQuery, request.query)),
  );
}
