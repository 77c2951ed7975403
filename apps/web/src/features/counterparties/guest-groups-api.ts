import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { GuestGroupInput } from "@app/contract/schemas/guest-groups";
import { call } from "../../lib/api-client.ts";
import { useGuestGroupMutation } from "../../lib/guest-groups-api.ts";

/** The group dialogs toast their own failure messages, so the generic toast stays quiet. */
export const useCreateGuestGroup = () =>
  useGuestGroupMutation((input: GuestGroupInput) => call(GUEST_GROUPS.create, { body: input }, { toast: false }));

export const useUpdateGuestGroup = () =>
  useGuestGroupMutation(({ id, input }: { id: string; input: GuestGroupInput }) =>
    call(GUEST_GROUPS.update, { params: { id }, body: input }, { toast: false }),
  );
