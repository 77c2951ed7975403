/**
 * Places a group's people in its rooms, smallest capacity first, each room
 * taking up to its free beds. Null when the rooms cannot hold everyone.
 */
export function allocatePeople(
  rooms: Array<{ id: string; capacity: number; roomNumber: string }>,
  free: Map<string, number>,
  people: number,
): Map<string, number> | null {
  const order = [...rooms].sort(
    (a, b) => a.capacity - b.capacity || a.roomNumber.localeCompare(b.roomNumber, "en", { numeric: true }),
  );
  const placed = new Map<string, number>();
  let left = people;
  for (const room of order) {
    const take = Math.min(left, free.get(room.id) ?? 0);
    placed.set(room.id, take);
    left -= take;
  }
  return left === 0 ? placed : null;
}
