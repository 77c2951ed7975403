import type { City } from "../schemas/transport-places.ts";

/** Minutes a trip between two of the cities takes on the road, either way round. */
const ROAD_MINUTES: ReadonlyArray<[City, City, number]> = [
  ["Jeddah", "Makkah", 90],
  ["Makkah", "Madinah", 300],
  ["Jeddah", "Madinah", 270],
];
const LOCAL_MINUTES = 60;

/** A trip's default duration: by its two cities when both are known, else an hour. */
export function defaultDurationMinutes(from: City | null | undefined, to: City | null | undefined): number {
  const pair = ROAD_MINUTES.find(([a, b]) => (a === from && b === to) || (a === to && b === from));
  return pair ? pair[2] : LOCAL_MINUTES;
}
