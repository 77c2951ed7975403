import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SETTINGS } from "@app/contract/endpoints/settings";
import type { Settings } from "@app/contract/schemas/settings";
import { call } from "../../lib/api-client.ts";
import { settingsKey } from "../../lib/settings.ts";

export function useReplaceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Settings) => call(SETTINGS.replace, { body }),
    onSuccess: (settings) => client.setQueryData(settingsKey, settings),
  });
}
