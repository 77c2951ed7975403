import { describe, expect, it } from "vitest";
import type { Rooming } from "@app/contract/schemas/rooming";
import { movedAssignments, roomOf, roomsWithBeds } from "./rooming-moves.ts";

const person = (id: string, gender: 1 | 2 = 1) => ({ id, full_name: id, gender, family: null, passport_number: `P${id}` });
const rooming: Rooming = {
  rooms: [
    { room: "r1", room_number: "101", room_type: "2 kishilik", capacity: 2, pilgrims: [person("a"), person("b")] },
    { room: "r2", room_number: "102", room_type: "3 kishilik", capacity: 3, pilgrims: [person("c")] },
    { room: "r3", room_number: "103", room_type: "1 kishilik", capacity: 1, pilgrims: [] },
  ],
  unassigned: [person("d", 2)],
};

describe("movedAssignments", () => {
  it("moves a roomed pilgrim to another room and keeps everyone else", () => {
    expect(movedAssignments(rooming, "a", "r2").assignments).toEqual([
      { pilgrim: "b", room: "r1" },
      { pilgrim: "c", room: "r2" },
      { pilgrim: "a", room: "r2" },
    ]);
  });

  it("puts an unassigned pilgrim into a room", () => {
    expect(movedAssignments(rooming, "d", "r3").assignments).toContainEqual({ pilgrim: "d", room: "r3" });
    expect(movedAssignments(rooming, "d", "r3").assignments).toHaveLength(4);
  });

  it("takes a pilgrim out of every room", () => {
    expect(movedAssignments(rooming, "c", null).assignments).toEqual([
      { pilgrim: "a", room: "r1" },
      { pilgrim: "b", room: "r1" },
    ]);
  });
});

describe("rooms a pilgrim may move to", () => {
  it("offers the other rooms with a free bed, not the full one nor the pilgrim's own", () => {
    expect(roomsWithBeds(rooming, "c").map((room) => room.room)).toEqual(["r3"]);
    expect(roomsWithBeds(rooming, "d").map((room) => room.room)).toEqual(["r2", "r3"]);
    expect(roomOf(rooming, "a")).toBe("r1");
    expect(roomOf(rooming, "d")).toBeNull();
  });
});
