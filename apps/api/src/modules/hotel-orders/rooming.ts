import { eq } from "drizzle-orm";
import { ORDER_NOT_FOUND } from "@app/contract/endpoints/hotel-orders";
import type { Rooming, RoomingAutoResult, RoomingInput, RoomedPilgrim } from "@app/contract/schemas/rooming";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { derivedRead } from "../../db/derived-reads.ts";
import { hotelOrderRooms, hotelOrders, roomAssignments } from "../../db/schema/index.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { type LockedOrder, lockOrder, requireStep } from "./order-lock.ts";
import { lockRooms } from "./placement.ts";
import { type GroupPilgrim, type RoomingFacts, type StayRooming, pilgrimsByRoom, roomingFacts, stayRooming } from "./rooming-facts.ts";
import { type Breach, type Unplaced, autoAssign, breaches } from "./rooming-plan.ts";

const toRoomed = (pilgrim: GroupPilgrim): RoomedPilgrim => ({
  id: pilgrim.id,
  full_name: pilgrim.fullName,
  gender: pilgrim.gender,
  family: pilgrim.family,
  passport_number: pilgrim.passportNumber,
});

function toRooming(stay: StayRooming): Rooming {
  const { inRoom, unassigned } = pilgrimsByRoom(stay);
  return {
    rooms: stay.rooms.map((room) => ({
      room: room.id,
      room_number: room.roomNumber,
      room_type: room.roomType,
      capacity: room.capacity,
      pilgrims: (inRoom.get(room.id) ?? []).map(toRoomed),
    })),
    unassigned: unassigned.map(toRoomed),
  };
}

/** A stay as rooming reads it, unlocked. */
export async function readStay(ctx: AppContext, id: string): Promise<LockedOrder> {
  const [order] = await ctx.db.select().from(hotelOrders).where(eq(hotelOrders.id, id));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * GET …/rooming/: kept between changes to the stay, its rooms and its group's pilgrims (a derived
 * read): a group of 1,000 pilgrims in 300 rooms is 1,300 rows to read and shape, and the page is
 * looked at far more often than it changes.
 */
export async function getRooming(ctx: AppContext, id: string): Promise<Rooming> {
  return derivedRead(ctx.db, "rooming", id, async () => toRooming(await stayRooming(ctx.db, await readStay(ctx, id))));
}

/**
 * A change of a stay's rooming, in one transaction: the stay is locked first (two staff on one
 * stay take turns, each seeing the other's result), then its rooms, which other stays sharing a
 * room lock too, so the gender rule across overlapping stays reads their settled occupants.
 */
async function changeRooming<T>(ctx: AppContext, id: string, change: (tx: Tx, facts: RoomingFacts) => Promise<T>): Promise<T> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    requireStep("rooming", order, now);
    const booked = await tx.select({ id: hotelOrderRooms.roomId }).from(hotelOrderRooms).where(eq(hotelOrderRooms.orderId, id));
    await lockRooms(tx, booked.map((row) => row.id));
    return change(tx, await roomingFacts(tx, order));
  });
}

async function writeAssignments(tx: Tx, orderId: string, assigned: Map<string, string>) {
  await tx.delete(roomAssignments).where(eq(roomAssignments.orderId, orderId));
  if (assigned.size) {
    await tx.insert(roomAssignments).values([...assigned].map(([pilgrimId, roomId]) => ({ orderId, pilgrimId, roomId })));
  }
}

const UNPLACED_MESSAGES: Record<Unplaced["reason"], string> = {
  no_free_beds: "Xonalarda bo'sh joy qolmadi",
  no_matching_room: "Jinsi yoki oilasi mos keladigan bo'sh joyli xona yo'q",
};

/**
 * POST …/rooming/auto/: everyone without a room gets one by the auto-assignment (rooming-plan.ts),
 * the others keep theirs; answers the rooming and who could not be placed, and why.
 */
export async function autoRooming(ctx: AppContext, id: string): Promise<RoomingAutoResult> {
  return changeRooming(ctx, id, async (tx, facts) => {
    const { placed, unplaced } = autoAssign(facts.rooms, facts.pilgrims, facts.assigned);
    const assigned = new Map([...facts.assigned, ...placed]);
    await writeAssignments(tx, id, assigned);
    const names = new Map(facts.pilgrims.map((pilgrim) => [pilgrim.id, pilgrim.fullName]));
    return {
      ...toRooming({ ...facts, assigned }),
      unplaced: unplaced.map((item) => ({
        pilgrim: item.pilgrim,
        full_name: names.get(item.pilgrim) ?? "",
        reason: item.reason,
        message: UNPLACED_MESSAGES[item.reason],
      })),
    };
  });
}

type Named = { room: string; room_number: string; pilgrims: string[]; rule: Breach["rule"] | "room" | "pilgrim" | "twice" };

/** A 400 naming every room and pilgrim at fault, as messages and as data a screen can mark. */
function refused(problems: Named[], messages: string[]): HttpError {
  return new HttpError(400, { assignments: messages, breaches: problems, detail: messages.join("; ") });
}

/** The sent assignments name the group's pilgrims, each once, in rooms the stay booked. */
function checkSent(facts: RoomingFacts, input: RoomingInput): Map<string, string> {
  const rooms = new Map(facts.rooms.map((room) => [room.id, room]));
  const pilgrims = new Map(facts.pilgrims.map((pilgrim) => [pilgrim.id, pilgrim]));
  const problems: Named[] = [];
  const messages: string[] = [];
  const assigned = new Map<string, string>();
  for (const { pilgrim, room } of input.assignments) {
    const person = pilgrims.get(pilgrim);
    if (!rooms.has(room)) {
      problems.push({ room, room_number: "", pilgrims: [pilgrim], rule: "room" });
      messages.push(`Xona bu buyurtmada band qilinmagan: ${room} (${person?.fullName ?? pilgrim})`);
    } else if (!person) {
      problems.push({ room, room_number: rooms.get(room)!.roomNumber, pilgrims: [pilgrim], rule: "pilgrim" });
      messages.push(`Ziyoratchi bu guruhda emas: ${pilgrim}`);
    } else if (assigned.has(pilgrim)) {
      problems.push({ room, room_number: rooms.get(room)!.roomNumber, pilgrims: [pilgrim], rule: "twice" });
      messages.push(`${person.fullName} bir turar joyda faqat bitta xonada bo'ladi`);
    } else assigned.set(pilgrim, room);
  }
  if (problems.length) throw refused(problems, messages);
  return assigned;
}

/** Every breach of the rules, with the room's number and the pilgrims' names. */
function checkRules(facts: RoomingFacts, assigned: Map<string, string>) {
  const found = breaches(facts.rooms, facts.pilgrims, assigned);
  if (!found.length) return;
  const rooms = new Map(facts.rooms.map((room) => [room.id, room]));
  const names = new Map(facts.pilgrims.map((pilgrim) => [pilgrim.id, pilgrim.fullName]));
  const messages = found.map((breach) => {
    const room = rooms.get(breach.room)!;
    const who = breach.pilgrims.map((id) => names.get(id)).join(", ");
    return breach.rule === "capacity"
      ? `${room.roomNumber}-xonada ${room.capacity} ta joy band qilingan, ${breach.pilgrims.length} ziyoratchi sig'maydi: ${who}`
      : `${room.roomNumber}-xonada erkaklar va ayollar faqat bir oiladan bo'lsa birga turadi: ${who}`;
  });
  throw refused(
    found.map((breach) => ({ ...breach, room_number: rooms.get(breach.room)!.roomNumber })),
    messages,
  );
}

/** PUT …/rooming/: the sent assignments replace the stay's, after every check passes. */
export async function replaceRooming(ctx: AppContext, id: string, input: RoomingInput): Promise<Rooming> {
  return changeRooming(ctx, id, async (tx, facts) => {
    const assigned = checkSent(facts, input);
    checkRules(facts, assigned);
    await writeAssignments(tx, id, assigned);
    return toRooming({ ...facts, assigned });
  });
}
