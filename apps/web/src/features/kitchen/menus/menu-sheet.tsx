import { zodResolver } from "@hookform/resolvers/zod";
import { MENU_TYPE_LABELS, MENU_TYPES, type Menu } from "@app/contract/schemas/kitchen-menus";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { uz } from "../../../i18n/uz.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { decimalOf, parseDecimal } from "../../../lib/decimal.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { ImageUpload, type ImageChoice } from "../../../ui/image-upload.tsx";
import { Input } from "../../../ui/input.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { grossPrice, shownAmount, totalCost } from "../shared/cost-math.ts";
import { CostSummary } from "../shared/cost-summary.tsx";
import { DishPicker } from "./dish-picker.tsx";
import { menuForm, type ChosenDish, type MenuFormValues } from "./menu-form.ts";
import { useDishesOfMenu, useSaveMenu } from "./menus-api.ts";

const t = uz.kitchen.menus;
const FIELDS = ["name", "menu_type", "profit"] as const;
const typeOptions = MENU_TYPES.map((type) => ({ value: type, label: MENU_TYPE_LABELS[type] }));

type MenuSheetProps = {
  /** The menu to edit; null opens the empty 'Yangi menyu' form. */
  menu: Menu | null;
  onClose: () => void;
  /** Called with the server's answer, so its own numbers can be shown next. */
  onSaved: (menu: Menu) => void;
};

/** Create and edit a menu; an existing menu's dishes are read in full first, to estimate its cost. */
export function MenuSheet({ menu, onClose, onSaved }: MenuSheetProps) {
  const dishes = useDishesOfMenu(menu?.id ?? null);
  const title = menu ? t.editTitle : t.add;
  if (menu && !dishes.data) {
    return (
      <Sheet open size="wide" onOpenChange={(open) => !open && onClose()} title={title} description={menu.name}>
        <ListState isLoading={dishes.isPending} isError={dishes.isError} isEmpty={false}>
          {null}
        </ListState>
      </Sheet>
    );
  }
  const chosen: ChosenDish[] = (dishes.data ?? []).map(({ id, name, net_price, gross_price, priced, status }) => ({
    id,
    name,
    net_price,
    gross_price,
    priced,
    status,
  }));
  return <MenuForm menu={menu} dishes={chosen} title={title} onClose={onClose} onSaved={onSaved} />;
}

type MenuFormProps = MenuSheetProps & { dishes: ChosenDish[]; title: string };

function MenuForm({ menu, dishes, title, onClose, onSaved }: MenuFormProps) {
  const save = useSaveMenu();
  const [image, setImage] = useState<ImageChoice>("keep");
  const [imageError, setImageError] = useState<string>();
  const defaultValues: MenuFormValues = {
    name: menu?.name ?? "",
    menu_type: menu?.menu_type ?? "breakfast",
    profit: menu ? String(menu.profit) : "",
    dishes,
  };
  const form = useForm({ resolver: zodResolver(menuForm), defaultValues });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard((isDirty || image !== "keep") && !save.isSuccess, onClose);
  const chosen = form.watch("dishes");
  const profit = String(form.watch("profit") ?? "");
  const net = chosen.length ? totalCost(chosen.map((dish) => (dish.priced ? decimalOf(dish.net_price) : null))) : null;

  const submit = form.handleSubmit((values) => {
    setImageError(undefined);
    save.mutate(
      { menu, values, image },
      {
        onSuccess: (result) => {
          notifySuccess(menu ? t.updated : t.created);
          onSaved(result);
        },
        onError: (error) => {
          showServerErrors(error, form.setError, FIELDS);
          const server = fieldErrorsOf(error);
          if (server.foods_id) form.setError("dishes", { type: "server", message: server.foods_id });
          setImageError(server.image);
        },
      },
    );
  });

  return (
    <Sheet open size="wide" onOpenChange={(open) => !open && guard.requestClose()} title={title} description={menu?.name}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register("name")} />
        </Field>
        <Controller
          control={form.control}
          name="menu_type"
          render={({ field }) => <Segmented legend={t.type} options={typeOptions} value={field.value} onChange={field.onChange} />}
        />
        {errors.menu_type?.message && (
          <p role="alert" className="-mt-3 text-sm text-danger">
            {errors.menu_type.message}
          </p>
        )}
        <ImageUpload label={t.image} current={menu?.image ?? null} value={image} onChange={setImage} error={imageError} />
        <Controller
          control={form.control}
          name="dishes"
          render={({ field }) => (
            <DishPicker value={field.value} onChange={field.onChange} error={errors.dishes?.message} />
          )}
        />
        <Field label={t.profit} hint={t.profitHint} error={errors.profit?.message} className="sm:max-w-xs">
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
