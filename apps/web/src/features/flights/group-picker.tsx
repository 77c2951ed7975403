import { X } from "lucide-react";
import { uzFlights } from "../../i18n/flights.ts";
import { Button } from "../../ui/button.tsx";
import { GroupSelect } from "../../ui/group-select.tsx";

const t = uzFlights;

export type PickedGroup = { id: string; name: string };

type GroupPickerProps = {
  value: readonly PickedGroup[];
  onChange: (groups: PickedGroup[]) => void;
};

/** The groups on board: searched by name and added one by one, each removable. */
export function GroupPicker({ value, onChange }: GroupPickerProps) {
  return (
    <div className="flex flex-col gap-2">
      <GroupSelect
        value=""
        label=""
        placeholder={t.groupSearch}
        exclude={new Set(value.map((group) => group.id))}
        onChange={(group) => onChange([...value, group])}
      />
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t.noGroups}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t.groups}>
          {value.map((group) => (
            <li key={group.id} className="flex items-center gap-1 rounded-full border border-line bg-surface py-0.5 pr-1 pl-3 text-sm">
              {group.name}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={t.removeGroup(group.name)}
                onClick={() => onChange(value.filter((other) => other.id !== group.id))}
              >
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
