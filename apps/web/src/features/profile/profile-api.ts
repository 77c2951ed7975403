import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH } from "@app/contract/endpoints/auth";
import { PROFILE } from "@app/contract/endpoints/profile";
import type { ChangePasswordInput } from "@app/contract/schemas/auth";
import type { ProfileUpdateInput } from "@app/contract/schemas/profile";
import { call } from "../../lib/api-client.ts";
import { replaceTokens } from "../../lib/session-store.ts";

const profileKey = ["profile"] as const;

/** The signed-in user's profile; loading it on start is also the check that the session still holds. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => call(PROFILE.get, {}, { signal }) });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => call(PROFILE.replace, { body: input }),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

/** The server revokes every other session and hands this one a new pair of tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => call(AUTH.changePassword, { body: input }),
    onSuccess: ({ access, refresh }) => replaceTokens(access, refresh),
  });
}
