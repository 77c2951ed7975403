import { zodResolver } from "@hookform/resolvers/zod";
import { MENU_TYPE_LABELS } from "@app/contract/schemas/kitchen-menus";
import { RATION_SLOTS, type Ration } from "@app/contract/schemas/kitchen-rations";
import { Controller, useForm } from "react-hook-form";
import { uz } from "../../../i18n/uz.ts";
import { decimalOf, parseDecimal } from "../../../lib/decimal.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { Input } from "../../../ui/input.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { grossPrice, shownAmount, totalCost } from "../shared/cost-math.ts";
import { CostSummary } from "../shared/cost-summary.tsx";
import { MenuSlotSelect } from "./menu-slot-select.tsx";
import { rationForm, SLOTS, type ChosenMenu, type RationFormValues } from "./ration-form.ts";
import { useMenusOfRation, useSaveRation } from "./rations-api.ts";

const t = uz.kitchen.rations;
const FIELDS = ["name", "profit", ...SLOTS] as const;

type RationSheetProps = {
  /** The ration to edit; null opens the empty 'Yangi ratsion' form. */
  ration: Ration | null;
  onClose: () => void;
  /** Called with the server's answer, so its own numbers can be shown next. */
  onSaved: (ration: Ration) => void;
};

/** Create and edit a ration; an existing ration's menus are read in full first, to estimate its cost. */
export function RationSheet({ ration, onClose, onSaved }: RationSheetProps) {
  const menus = useMenusOfRation(ration?.id ?? null);
  const title = ration ? t.editTitle : t.add;
  if (ration && !menus.data) {
    return (
      <Sheet open onOpenChange={(open) => !open && onClose()} title={title} description={ration.name}>
        <ListState isLoading={menus.isPending} isError={menus.isError} isEmpty={false}>
          {null}
        </ListState>
      </Sheet>
    );
  }
  const chosen = (id: string | undefined): ChosenMenu | null => {
    const menu = menus.data?.find((found) => found.id === id);
    if (!menu) return null;
    const { name, net_price, gross_price, priced, status } = menu;
    return { id: menu.id, name, net_price, gross_price, priced, status };
  };
  const defaultValues: RationFormValues = {
    name: ration?.name ?? "",
    profit: ration ? String(ration.profit) : "",
    menu_breakfast: chosen(ration?.menu_breakfast),
    menu_lunch: chosen(ration?.menu_lunch),
    menu_dinner: chosen(ration?.menu_dinner),
  };
  return <RationForm ration={ration} defaultValues={defaultValues} title={title} onClose={onClose} onSaved={onSaved} />;
}

type RationFormProps = RationSheetProps & { defaultValues: RationFormValues; title: string };

function RationForm({ ration, defaultValues, title, onClose, onSaved }: RationFormProps) {
  const save = useSaveRation();
  const form = useForm({ resolver: zodResolver(rationForm), defaultValues });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !save.isSuccess, onClose);
  const chosen = SLOTS.map((slot) => form.watch(slot));
  const profit = String(form.watch("profit") ?? "");
  const net = totalCost(chosen.map((menu) => (menu?.priced ? decimalOf(menu.net_price) : null)));

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { ration, values },
      {
        onSuccess: (result) => {
          notifySuccess(ration ? t.updated : t.created);
          onSaved(result);
        },
        onError: (error) => showServerErrors(error, form.setError, FIELDS),
      },
    );
  });

  return (
    <Sheet open onOpenChange={(open) => !open && guard.requestClose()} title={title} description={ration?.name}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
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
        <Field label={t.profit} hint={t.profitHint} error={errors.profit?.message}>
          <DecimalInput {...form.register("profit")} />
        </Field>
        <section aria-label={t.costTitle} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium text-ink">{t.costTitle}</h3>
          <CostSummary
            net={shownAmount(net)}
            profit={shownAmount(parseDecimal(profit))}
            gross={shownAmount(grossPrice(net, profit))}
            note={t.previewHint}
          />
        </section>
        <FormActions onCancel={guard.requestClose} saving={save.isPending} />
      </form>
      {guard.dialog}
    </Sheet>
  );
}
