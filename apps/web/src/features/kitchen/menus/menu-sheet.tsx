import { zodResolver } from "@hookform/resolvers/zod";
import { MENU_TYPE_LABELS, MENU_TYPES, type Menu } from "@app/contract/schemas/kitchen-menus";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { fieldErrorsOf } from "../../../lib/api-error.ts";
import { sendWith, useSaveForm } from "../../../lib/use-save-form.ts";
import { Field } from "../../../ui/field.tsx";
import { ImageUpload, type ImageChoice } from "../../../ui/image-upload.tsx";
import { Input } from "../../../ui/input.tsx";
import { Segmented } from "../../../ui/segmented.tsx";
import { chosenPartOf, partsCost, type ChosenPart } from "../shared/chosen-part.ts";
import { CostFormSheet, PartsLoadingSheet } from "../shared/cost-form-sheet.tsx";
import type { FormPanelProps } from "../shared/use-item-panels.ts";
import { DishPicker } from "./dish-picker.tsx";
import { menuForm, type MenuFormOutput, type MenuFormValues } from "./menu-form.ts";
import { useDishesOfMenu, useSaveMenu } from "./menus-api.ts";

const t = uzKitchen.menus;
const FIELDS = ["name", "menu_type", "profit"] as const;
const typeOptions = MENU_TYPES.map((type) => ({ value: type, label: MENU_TYPE_LABELS[type] }));

/** Create and edit a menu; an existing menu's dishes are read in full first, to estimate its cost. */
export function MenuSheet({ item: menu, onClose, onSaved }: FormPanelProps<Menu>) {
  const dishes = useDishesOfMenu(menu?.id ?? null);
  if (menu && !dishes.data) return <PartsLoadingSheet item={menu} texts={t} size="wide" parts={dishes} onClose={onClose} />;
  return <MenuForm menu={menu} dishes={(dishes.data ?? []).map(chosenPartOf)} onClose={onClose} onSaved={onSaved} />;
}

type MenuFormProps = Omit<FormPanelProps<Menu>, "item"> & { menu: Menu | null; dishes: ChosenPart[] };

function MenuForm({ menu, dishes, onClose, onSaved }: MenuFormProps) {
  const saveMenu = useSaveMenu();
  const [image, setImage] = useState<ImageChoice>("keep");
  const defaultValues: MenuFormValues = {
    name: menu?.name ?? "",
    menu_type: menu?.menu_type ?? "breakfast",
    profit: menu ? String(menu.profit) : "",
    dishes,
  };
  const form = useForm({ resolver: zodResolver(menuForm), defaultValues });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: sendWith(saveMenu, (values: MenuFormOutput) => ({ menu, values, image })),
    fields: FIELDS,
    renamed: { foods_id: "dishes" },
    savedMessage: menu ? t.updated : t.created,
    onSaved,
    onClose,
    changed: image !== "keep",
  });
  const chosen = form.watch("dishes");
  const net = chosen.length ? partsCost(chosen) : null;

  return (
    <CostFormSheet item={menu} journal="menus" texts={t} size="wide" save={save} form={form} net={net}>
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
      <ImageUpload
        label={t.image}
        current={menu?.image ?? null}
        value={image}
        onChange={setImage}
        error={fieldErrorsOf(saveMenu.error).image}
      />
      <Controller
        control={form.control}
        name="dishes"
        render={({ field }) => <DishPicker value={field.value} onChange={field.onChange} error={errors.dishes?.message} />}
      />
    </CostFormSheet>
  );
}
