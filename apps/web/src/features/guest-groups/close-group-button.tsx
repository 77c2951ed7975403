import { Lock } from "lucide-react";
import { useState } from "react";
import { mayCall } from "@app/contract/endpoint";
import { GUEST_GROUPS } from "@app/contract/endpoints/guest-groups";
import type { GuestGroup } from "@app/contract/schemas/guest-groups";
import { uzCommon } from "../../i18n/common.ts";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { useCloseGuestGroup } from "./guest-groups-api.ts";

const t = uzGuestGroups;
const WORDING = { ...t.closeConfirm, cancel: uzCommon.cancel };

/** 'Yopish': those who write groups close one that is done with, after a confirmation; once closed it stays so. */
export function CloseGroupButton({ group }: { group: GuestGroup }) {
  const principal = usePrincipal();
  const close = useCloseGuestGroup();
  const [asking, setAsking] = useState(false);
  if (group.closed_at || !mayCall(principal, GUEST_GROUPS.close.access)) return null;

  const confirm = () =>
    close.mutate(group.id, {
      onSuccess: () => {
        notifySuccess(t.groupClosed);
        setAsking(false);
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Lock className="size-4" aria-hidden />
        {t.closeGroup}
      </Button>
      <ConfirmDialog open={asking} onOpenChange={setAsking} onConfirm={confirm} pending={close.isPending} wording={WORDING} />
    </>
  );
}
