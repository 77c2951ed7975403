import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { formatWireDateTime } from "@app/contract/dates";
import type { AppContext } from "../../context.ts";
import { guestGroups, hotels } from "../../db/schema/index.ts";
import { type Sheet, part, sendWorkbook } from "../../http/xlsx-export.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { pilgrimsByRoom, stayRooming } from "./rooming-facts.ts";
import { readStay } from "./rooming.ts";

/** One line of the list: a room and one of its occupants (a room nobody is in yet has one line too). */
type Line = {
  room_number: string;
  room_type: string;
  full_name: string | null;
  gender: string | null;
  passport_number: string | null;
  nationality: string | null;
};

/** Hotels abroad read the passport's letters: M and F, headers in both languages. */
const GENDER_LETTERS = { 1: "M", 2: "F" } as const;

const ROOMING_SHEET: Sheet<Line> = {
  title: "Rooming list",
  file: "rooming",
  columns: [
    { header: "Xona / Room", kind: "text", value: (line) => line.room_number },
    { header: "Xona turi / Room type", kind: "text", value: (line) => line.room_type },
    { header: "F.I.Sh (pasport) / Name (passport)", kind: "text", value: (line) => line.full_name },
    { header: "Jinsi / Gender", kind: "text", value: (line) => line.gender },
    { header: "Pasport / Passport", kind: "text", value: (line) => line.passport_number },
    { header: "Fuqarolik / Nationality", kind: "text", value: (line) => line.nationality },
  ],
};

/**
 * GET …/rooming/export/: the rooming list in the form hotels ask for: the hotel, the group and
 * the dates above, then room by room its number, type and occupants as their passports name them.
 */
export async function sendRoomingList(ctx: AppContext, reply: FastifyReply, id: string) {
  const order = await readStay(ctx, id);
  const [stay, [hotel], [group]] = await Promise.all([
    stayRooming(ctx.db, order),
    ctx.db.select({ name: hotels.name }).from(hotels).where(eq(hotels.id, order.hotelId)),
    order.guestGroupId
      ? ctx.db.select({ name: guestGroups.name }).from(guestGroups).where(eq(guestGroups.id, order.guestGroupId))
      : [],
  ]);
  const { inRoom } = pilgrimsByRoom(stay);
  const lines = stay.rooms.flatMap((room): Line[] => {
    const occupants = inRoom.get(room.id) ?? [];
    const base = { room_number: room.roomNumber, room_type: room.roomType };
    if (!occupants.length) return [{ ...base, full_name: null, gender: null, passport_number: null, nationality: null }];
    return occupants.map((pilgrim) => ({
      ...base,
      full_name: pilgrim.fullName,
      gender: GENDER_LETTERS[pilgrim.gender],
      passport_number: pilgrim.passportNumber,
      nationality: pilgrim.nationality,
    }));
  });
  const heading = [
    hotel.name,
    `Guruh / Group: ${group?.name ?? "—"}`,
    `Kirish / Check-in: ${formatWireDateTime(order.checkIn)} — Chiqish / Check-out: ${formatWireDateTime(order.checkOut)}`,
    `Buyurtma / Booking №${order.orderId}`,
  ];
  return sendWorkbook(reply, ROOMING_SHEET.file, [part(ROOMING_SHEET, lines, await operatingCurrency(ctx), heading)], order.orderId);
}
