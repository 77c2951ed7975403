import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Assignment, type PlanPilgrim, type PlanRoom, autoAssign, breaches, mayShare } from "./rooming-plan.ts";

const gender = fc.constantFrom(1 as const, 2 as const);
const family = fc.option(fc.constantFrom("A", "B", "C"), { nil: null });

const pilgrimsOf = (max: number) =>
  fc
    .array(fc.record({ gender, family }), { maxLength: max })
    .map((people) => people.map((person, index): PlanPilgrim => ({ ...person, id: `p${index}` })));

const roomsOf = (max: number, withOthers: boolean) =>
  fc
    .array(
      fc.record({
        capacity: fc.integer({ min: 1, max: 5 }),
        others: withOthers ? fc.array(fc.record({ gender, family }), { maxLength: 2 }) : fc.constant([]),
      }),
      { minLength: 1, maxLength: max },
    )
    .map((rooms) => rooms.map((room, index): PlanRoom => ({ ...room, id: `r${index}` })));

/** Everything the rules say of a whole assignment: no breach, each placed pilgrim in a room of the stay. */
function expectValid(rooms: PlanRoom[], pilgrims: PlanPilgrim[], assignment: Assignment) {
  expect(breaches(rooms, pilgrims, assignment)).toEqual([]);
  const ids = new Set(rooms.map((room) => room.id));
  for (const room of assignment.values()) expect(ids.has(room)).toBe(true);
}

/** Whether any assignment places everyone within the rules: every pilgrim tried in every room. */
function placeable(rooms: PlanRoom[], pilgrims: PlanPilgrim[]): boolean {
  const inRoom = rooms.map((room) => [...room.others]);
  const ours = rooms.map(() => 0);
  const next = (index: number): boolean => {
    if (index === pilgrims.length) return true;
    return rooms.some((room, r) => {
      if (ours[r] >= room.capacity || !mayShare([...inRoom[r], pilgrims[index]])) return false;
      inRoom[r].push(pilgrims[index]);
      ours[r] += 1;
      const done = next(index + 1);
      inRoom[r].pop();
      ours[r] -= 1;
      return done;
    });
  };
  return next(0);
}

describe("mayShare", () => {
  it("lets one gender share, and both only as one family", () => {
    expect(mayShare([{ gender: 1, family: null }, { gender: 1, family: "A" }])).toBe(true);
    expect(mayShare([{ gender: 1, family: "A" }, { gender: 2, family: "A" }])).toBe(true);
    expect(mayShare([{ gender: 1, family: "A" }, { gender: 2, family: "B" }])).toBe(false);
    expect(mayShare([{ gender: 1, family: null }, { gender: 2, family: null }])).toBe(false);
  });
});

describe("autoAssign", () => {
  it("keeps a family together in one room and the others apart by gender, largest rooms first", () => {
    const rooms: PlanRoom[] = [
      { id: "small", capacity: 2, others: [] },
      { id: "large", capacity: 4, others: [] },
      { id: "family", capacity: 3, others: [] },
    ];
    const pilgrims: PlanPilgrim[] = [
      { id: "father", gender: 1, family: "K" },
      { id: "mother", gender: 2, family: "K" },
      { id: "son", gender: 1, family: "K" },
      ...["m1", "m2", "m3", "m4"].map((id): PlanPilgrim => ({ id, gender: 1, family: null })),
      ...["f1", "f2"].map((id): PlanPilgrim => ({ id, gender: 2, family: null })),
    ];
    const { placed, unplaced } = autoAssign(rooms, pilgrims, new Map());
    expect(unplaced).toEqual([]);
    expect(["father", "mother", "son"].map((id) => placed.get(id))).toEqual(["family", "family", "family"]);
    expect(["m1", "m2", "m3", "m4"].map((id) => placed.get(id))).toEqual(["large", "large", "large", "large"]);
    expect(["f1", "f2"].map((id) => placed.get(id))).toEqual(["small", "small"]);
  });

  it("keeps who is already roomed and fills around them", () => {
    const rooms: PlanRoom[] = [{ id: "r1", capacity: 2, others: [] }, { id: "r2", capacity: 2, others: [] }];
    const pilgrims: PlanPilgrim[] = [
      { id: "woman", gender: 2, family: null },
      { id: "man", gender: 1, family: null },
      { id: "woman2", gender: 2, family: null },
    ];
    const { placed } = autoAssign(rooms, pilgrims, new Map([["woman", "r2"]]));
    expect(placed.get("woman")).toBeUndefined();
    expect(placed.get("woman2")).toBe("r2");
    expect(placed.get("man")).toBe("r1");
  });

  it("says why a pilgrim was left out", () => {
    const rooms: PlanRoom[] = [{ id: "r1", capacity: 2, others: [{ gender: 2, family: null }] }];
    const full = autoAssign(rooms, [1, 2, 3].map((n): PlanPilgrim => ({ id: `w${n}`, gender: 2, family: null })), new Map());
    expect(full.unplaced).toEqual([{ pilgrim: "w3", reason: "no_free_beds" }]);
    const mixed = autoAssign(rooms, [{ id: "m", gender: 1, family: null }], new Map());
    expect(mixed.unplaced).toEqual([{ pilgrim: "m", reason: "no_matching_room" }]);
  });

  it("never breaks a rule, whatever the group and rooms", () => {
    fc.assert(
      fc.property(roomsOf(12, true), pilgrimsOf(40), (rooms, pilgrims) => {
        const { placed, unplaced } = autoAssign(rooms, pilgrims, new Map());
        expectValid(rooms, pilgrims, placed);
        expect(placed.size + unplaced.length).toBe(pilgrims.length);
      }),
      { numRuns: 300 },
    );
  });

  it("keeps valid earlier assignments and still breaks no rule", () => {
    fc.assert(
      fc.property(roomsOf(8, true), pilgrimsOf(24), fc.integer({ min: 0, max: 24 }), (rooms, pilgrims, split) => {
        const first = autoAssign(rooms, pilgrims.slice(0, split), new Map());
        const { placed } = autoAssign(rooms, pilgrims, first.placed);
        for (const pilgrim of first.placed.keys()) expect(placed.has(pilgrim)).toBe(false);
        expectValid(rooms, pilgrims, new Map([...first.placed, ...placed]));
      }),
      { numRuns: 200 },
    );
  });

  it("places everyone whenever some placement does (brute force, up to 8 pilgrims and 4 rooms)", () => {
    fc.assert(
      fc.property(roomsOf(4, true), pilgrimsOf(8), (rooms, pilgrims) => {
        const { unplaced } = autoAssign(rooms, pilgrims, new Map());
        expect(unplaced.length === 0).toBe(placeable(rooms, pilgrims));
      }),
      { numRuns: 1000 },
    );
  });
});
