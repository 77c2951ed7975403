import type { Rooming, RoomingInput } from "@app/contract/schemas/rooming";

/** Where a pilgrim goes: a room of the stay, or out of every room (the unassigned list). */
export type Destination = string | null;

/** The PUT body after moving one pilgrim: every other assignment as it stands, this one changed. */
export function movedAssignments(rooming: Rooming, pilgrim: string, to: Destination): RoomingInput {
  const assignments = rooming.rooms.flatMap((room) =>
    room.pilgrims.filter((person) => person.id !== pilgrim).map((person) => ({ pilgrim: person.id, room: room.room })),
  );
  return { assignments: to === null ? assignments : [...assignments, { pilgrim, room: to }] };
}

/** The room a pilgrim sleeps in, or null when in none. */
export function roomOf(rooming: Rooming, pilgrim: string): Destination {
  return rooming.rooms.find((room) => room.pilgrims.some((person) => person.id === pilgrim))?.room ?? null;
}

/** The rooms a pilgrim may be moved to by hand: any other room with a free bed (the server checks genders and families). */
export function roomsWithBeds(rooming: Rooming, pilgrim: string) {
  const current = roomOf(rooming, pilgrim);
  return rooming.rooms.filter((room) => room.room !== current && room.pilgrims.length < room.capacity);
}
