import { useState } from "react";
import { uzTaxi } from "../../i18n/taxi.ts";
import { Field } from "../../ui/field.tsx";
import { GroupSelect } from "../../ui/group-select.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { TransferPlanner } from "../../ui/transfer-planner.tsx";

const t = uzTaxi;

/** 'Guruh bo‘yicha reja': the dispatcher picks a group and plans its transfers from its flights and stays. */
export function GroupPlanSheet({ onClose }: { onClose: () => void }) {
  const [group, setGroup] = useState<{ id: string; name: string } | null>(null);
  return (
    <Sheet open size="wide" onOpenChange={(open) => !open && onClose()} title={t.groupPlan} description={t.groupPlanHint}>
      <div className="flex flex-col gap-4">
        <Field label={t.group}>
          <GroupSelect value={group?.id ?? ""} label={group?.name ?? ""} placeholder={t.groupPlaceholder} onChange={setGroup} />
        </Field>
        {group && <TransferPlanner key={group.id} groupId={group.id} />}
      </div>
    </Sheet>
  );
}
