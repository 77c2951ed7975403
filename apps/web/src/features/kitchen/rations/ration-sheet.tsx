import { zodResolver } from "@hookform/resolvers/zod";
import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS, type Ration } from "@app/contract/schemas/kitchen-rations";
import { Controller, useForm } from "react-hook-form";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { Field } from "../../../ui/field.tsx";
import { Input } from "../../../ui/input.tsx";
import { chosenPartOf, partsCost } from "../shared/chosen-part.ts";
import { CostFormSheet, PartsLoadingSheet } from "../shared/cost-form-sheet.tsx";
import type { FormPanelProps } from "../shared/use-item-panels.ts";
import { MenuSlotSelect } from "./menu-slot-select.tsx";
import { rationForm, SLOTS, type RationFormOutput, type RationFormValues } from "./ration-form.ts";
import { useMenusOfRation, useSaveRation } from "./rations-api.ts";

const t = uzKitchen.rations;
const FIELDS = ["name", "profit", ...SLOTS] as const;

/** Create and edit a ration; an existing ration's menus are read in full first, to estimate its cost. */
export function RationSheet({ item: ration, onClose, onSaved }: FormPanelProps<Ration>) {
  const menus = useMenusOfRation(ration?.id ?? null);
  if (ration && !menus.data) return <PartsLoadingSheet item={ration} texts={t} parts={menus} onClose={onClose} />;
  const chosen = (id: string | undefined) => {
    const menu = menus.data?.find((found) => found.id === id);
    return menu ? chosenPartOf(menu) : null;
  };
  const defaultValues: RationFormValues = {
    name: ration?.name ?? "",
    profit: ration ? String(ration.profit) : "",
    menu_breakfast: chosen(ration?.menu_breakfast),
    menu_lunch: chosen(ration?.menu_lunch),
    menu_dinner: chosen(ration?.menu_dinner),
  };
  return <RationForm ration={ration} defaultValues={defaultValues} onClose={onClose} onSaved={onSaved} />;
}

type RationFormProps = Omit<FormPanelProps<Ration>, "item"> & { ration: Ration | null; defaultValues: RationFormValues };

function RationForm({ ration, defaultValues, onClose, onSaved }: RationFormProps) {
  const saveRation = useSaveRation();
  const form = useForm({ resolver: zodResolver(rationForm), defaultValues });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(saveRation, (values: RationFormOutput) => ({ ration, values })),
    fields: FIELDS,
    savedMessage: ration ? t.updated : t.created,
    onSaved,
    onClose,
  });
  const net = partsCost(SLOTS.map((slot) => form.watch(slot)));

  return (
    <CostFormSheet item={ration} journal="rations" texts={t} save={save} form={form} net={net}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      {SLOTS.map((slot) => (
        <Controller
          key={slot}
          control={form.control}
          name={slot}
          render={({ field }) => (
            <MenuSlotSelect
              label={MENU_TYPE_LABELS[RATION_SLOTS[slot]]}
              menuType={RATION_SLOTS[slot]}
              value={field.value}
              onChange={field.onChange}
              error={errors[slot]?.message}
            />
          )}
        />
      ))}
    </CostFormSheet>
  );
}
