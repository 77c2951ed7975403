/**
 * The rules of rooming and the auto-assignment, on plain values: no database, so the property
 * test drives them directly and the service only gathers the facts and writes the answer.
 */

export type Gender = 1 | 2;
/** Someone sleeping in a room: what the gender rule looks at. */
export type Occupant = { gender: Gender; family: string | null };
export type PlanPilgrim = Occupant & { id: string };
/**
 * A room of the stay: the beds the stay booked in it, and the people other stays overlapping
 * this one have in it (they use their own beds but share the gender rule).
 */
export type PlanRoom = { id: string; capacity: number; others: readonly Occupant[] };
/** Pilgrim id → room id. */
export type Assignment = ReadonlyMap<string, string>;

export type Breach = { room: string; pilgrims: string[]; rule: "capacity" | "gender" };
export type Unplaced = { pilgrim: string; reason: "no_free_beds" | "no_matching_room" };

/** One gender in a room, or everyone of one family: the only ways a room may be shared. */
export function mayShare(occupants: readonly Occupant[]): boolean {
  if (occupants.every((person) => person.gender === occupants[0].gender)) return true;
  const family = occupants[0].family;
  return family !== null && occupants.every((person) => person.family === family);
}

/** Every room whose pilgrims of this stay break a rule, naming them. */
export function breaches(rooms: readonly PlanRoom[], pilgrims: readonly PlanPilgrim[], assignment: Assignment): Breach[] {
  const found: Breach[] = [];
  for (const room of rooms) {
    const ours = pilgrims.filter((pilgrim) => assignment.get(pilgrim.id) === room.id);
    if (!ours.length) continue;
    const ids = ours.map((pilgrim) => pilgrim.id);
    if (ours.length > room.capacity) found.push({ room: room.id, pilgrims: ids, rule: "capacity" });
    if (!mayShare([...room.others, ...ours])) found.push({ room: room.id, pilgrims: ids, rule: "gender" });
  }
  return found;
}

type Slot = { id: string; capacity: number; free: number; occupants: Occupant[] };

const fits = (slot: Slot, people: readonly Occupant[]) =>
  slot.free >= people.length && mayShare([...slot.occupants, ...people]);

function put(slot: Slot, people: readonly PlanPilgrim[], placed: Map<string, string>) {
  for (const person of people) {
    placed.set(person.id, slot.id);
    slot.occupants.push(person);
  }
  slot.free -= people.length;
}

function slotsOf(rooms: readonly PlanRoom[], pilgrims: readonly PlanPilgrim[], kept: Assignment): Slot[] {
  return rooms.map((room) => {
    const ours = pilgrims.filter((pilgrim) => kept.get(pilgrim.id) === room.id);
    return { id: room.id, capacity: room.capacity, free: Math.max(0, room.capacity - ours.length), occupants: [...room.others, ...ours] };
  });
}

const bySizeDesc = (a: Slot, b: Slot) => b.free - a.free || b.capacity - a.capacity;

/**
 * A family in one room if any room takes it whole (the tightest such room, so large rooms stay
 * for the rest); otherwise spread over the rooms it may have to itself, largest first. Whoever
 * is left goes on with the others by gender.
 */
function placeFamily(members: PlanPilgrim[], slots: Slot[], placed: Map<string, string>): PlanPilgrim[] {
  const whole = slots.filter((slot) => fits(slot, members)).sort((a, b) => a.free - b.free);
  if (whole.length) {
    put(whole[0], members, placed);
    return [];
  }
  let left = members;
  for (const slot of slots.filter((slot) => slot.free > 0 && mayShare([...slot.occupants, ...members])).sort(bySizeDesc)) {
    if (!left.length) break;
    const taken = left.slice(0, slot.free);
    put(slot, taken, placed);
    left = left.slice(taken.length);
  }
  return left;
}

/**
 * The empty rooms whose beds cover `people` with the fewest beds to spare: a subset sum over
 * the beds, so one gender does not take a room the other needs. Larger rooms are tried first
 * and a sum keeps the first way found to it, so each sum's rooms stay a fixed chain (and few).
 * None when even every room together is too small.
 */
function coveringRooms(empty: Slot[], people: number): Slot[] | null {
  const rooms = [...empty].sort(bySizeDesc);
  const total = rooms.reduce((sum, slot) => sum + slot.free, 0);
  if (total < people) return null;
  // way[s]: the room that first reached exactly s beds, and the sum it was added to.
  const way: Array<{ room: number; from: number } | undefined> = [{ room: -1, from: -1 }];
  rooms.forEach((slot, index) => {
    for (let sum = total; sum >= slot.free; sum--) {
      if (way[sum] === undefined && way[sum - slot.free] !== undefined) way[sum] = { room: index, from: sum - slot.free };
    }
  });
  let sum = people;
  while (way[sum] === undefined) sum++;
  const chosen: Slot[] = [];
  for (let at = sum; at > 0; at = way[at]!.from) chosen.push(rooms[way[at]!.room]);
  return chosen;
}

/** Fill these rooms in turn with people of one gender, keeping family members next to each other. */
function fillRooms(people: PlanPilgrim[], rooms: Slot[], placed: Map<string, string>): PlanPilgrim[] {
  const left: PlanPilgrim[] = [];
  for (const person of people) {
    const slot = rooms.find((room) => fits(room, [person]));
    if (slot) put(slot, [person], placed);
    else left.push(person);
  }
  return left;
}

/**
 * The rest by gender: first into rooms already holding their gender, then into empty rooms
 * chosen so both genders fit (largest rooms first within each gender's share).
 */
function placeByGender(people: PlanPilgrim[], slots: Slot[], placed: Map<string, string>): PlanPilgrim[] {
  const byFamily = (a: PlanPilgrim, b: PlanPilgrim) => (a.family ?? "").localeCompare(b.family ?? "");
  let left = [...people].sort(byFamily);
  const started = slots.filter((slot) => slot.occupants.length > 0 && slot.free > 0).sort(bySizeDesc);
  left = fillRooms(left, started, placed);
  const genders = ([1, 2] as const).map((gender) => left.filter((person) => person.gender === gender));
  // The larger share chooses its rooms first; then the other takes what covers it best.
  const order = genders[0].length >= genders[1].length ? [0, 1] : [1, 0];
  const rest: PlanPilgrim[] = [];
  for (const index of order) {
    const group = genders[index];
    if (!group.length) continue;
    const empty = slots.filter((slot) => slot.occupants.length === 0 && slot.free > 0);
    const rooms = coveringRooms(empty, group.length) ?? empty.sort(bySizeDesc);
    rest.push(...fillRooms(group, rooms, placed));
  }
  return rest;
}

/**
 * A complete placement of everyone in `people` when one exists, found by search: small
 * leftovers the greedy could not place (it decides room by room and cannot undo). Rooms whose
 * state is the same are tried once, and so are pilgrims alike (same gender and family), so the
 * search stays small; it gives up after `budget` steps.
 */
function searchPlacement(people: PlanPilgrim[], slots: Slot[], budget: number): Map<string, string> | null {
  const order = [...people].sort((a, b) => (a.family ?? "").localeCompare(b.family ?? "") || a.gender - b.gender);
  const chosen: number[] = [];
  let steps = 0;
  const alike = (a: PlanPilgrim, b: PlanPilgrim) => a.gender === b.gender && a.family === b.family;
  const stateOf = (slot: Slot) =>
    `${slot.free}|${slot.occupants.map((person) => `${person.gender}:${person.family ?? ""}`).sort().join(",")}`;
  const step = (index: number): boolean => {
    if (index === order.length) return true;
    if (++steps > budget) return false;
    const person = order[index];
    // Alike pilgrims go into rooms in non-decreasing order: their swaps are the same placement.
    const from = index > 0 && alike(order[index - 1], person) ? chosen[index - 1] : 0;
    const tried = new Set<string>();
    for (let room = from; room < slots.length; room++) {
      const slot = slots[room];
      if (!fits(slot, [person])) continue;
      const state = stateOf(slot);
      if (tried.has(state)) continue;
      tried.add(state);
      slot.free -= 1;
      slot.occupants.push(person);
      chosen[index] = room;
      if (step(index + 1)) return true;
      slot.occupants.pop();
      slot.free += 1;
    }
    return false;
  };
  if (!step(0)) return null;
  return new Map(order.map((person, index) => [person.id, slots[chosen[index]].id]));
}

const SEARCH_BUDGET = 100_000;
/** The search is for the few a greedy pass leaves out of a small group; a large one keeps the greedy's answer. */
const SEARCH_LIMIT = 64;

/**
 * Places every pilgrim without a room, keeping `kept`: each family in as few rooms as possible,
 * then the others by gender, largest rooms first. When that leaves anyone out of a small group
 * with beds enough, a search over the same rooms looks for a placement of everyone; whoever
 * still does not fit is reported, with no free bed left at all or no room they may share as
 * the reason. Never breaks a rule.
 */
export function autoAssign(
  rooms: readonly PlanRoom[],
  pilgrims: readonly PlanPilgrim[],
  kept: Assignment,
): { placed: Map<string, string>; unplaced: Unplaced[] } {
  const waiting = pilgrims.filter((pilgrim) => !kept.has(pilgrim.id));
  const slots = slotsOf(rooms, pilgrims, kept);
  const placed = new Map<string, string>();
  const families = new Map<string, PlanPilgrim[]>();
  const singles: PlanPilgrim[] = [];
  for (const pilgrim of waiting) {
    if (pilgrim.family === null) singles.push(pilgrim);
    else families.set(pilgrim.family, [...(families.get(pilgrim.family) ?? []), pilgrim]);
  }
  // A family of one is placed like anyone else: it needs no room of its own.
  for (const [code, members] of families) {
    if (members.length > 1) continue;
    singles.push(...members);
    families.delete(code);
  }
  const leftOfFamilies = [...families.values()]
    .sort((a, b) => b.length - a.length)
    .flatMap((members) => placeFamily(members, slots, placed));
  const left = placeByGender([...leftOfFamilies, ...singles], slots, placed);
  const fresh = slotsOf(rooms, pilgrims, kept);
  const beds = fresh.reduce((sum, slot) => sum + slot.free, 0);
  if (left.length && waiting.length <= SEARCH_LIMIT && beds >= waiting.length) {
    const found = searchPlacement(waiting, fresh, SEARCH_BUDGET);
    if (found) return { placed: found, unplaced: [] };
  }
  const unplaced = left.map((pilgrim): Unplaced => ({
    pilgrim: pilgrim.id,
    reason: slots.some((slot) => slot.free > 0) ? "no_matching_room" : "no_free_beds",
  }));
  return { placed, unplaced };
}
