import { useQuery } from "@tanstack/react-query";
import { SETTINGS } from "@app/contract/endpoints/settings";
import { call } from "./api-client.ts";

export const settingsKey = [SETTINGS.get.path] as const;

/** The company's settings (times of day, currency): every signed-in user reads them, and they rarely change. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => call(SETTINGS.get, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
