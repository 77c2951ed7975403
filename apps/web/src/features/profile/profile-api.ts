import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PATHS } from "@app/contract/routes";
import type { Profile, ProfileUpdateInput } from "@app/contract/schemas/users";
import { get, post, put } from "../../lib/api-client.ts";
import { replaceTokens } from "../../lib/session-store.ts";

export const profileKey = ["profile"] as const;

/** The signed-in user's profile; loading it on start is also the check that the session still holds. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => get<Profile>(PATHS.users.profile, { signal }) });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => put<Profile>(PATHS.users.profile, input),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

type PasswordChanged = { success: true; message: string; access: string; refresh: string };

/** The server revokes every other session and hands this one a new pair of tokens. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { current_password: string; new_password: string }) =>
      post<PasswordChanged>(PATHS.users.changePassword, input),
    onSuccess: ({ access, refresh }) => replaceTokens(access, refresh),
  });
}
