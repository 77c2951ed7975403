import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { uzKitchen } from "../../../i18n/kitchen.ts";
import { createOrUpdate, useSaveForm } from "../../../lib/use-save-form.ts";
import { Field } from "../../../ui/field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { FormSwitch } from "../../../ui/form-switch.tsx";
import { Input } from "../../../ui/input.tsx";
import { useCreateCatalogItem, useUpdateCatalogItem } from "./catalog-api.ts";
import type { Catalog, CatalogRow } from "./catalog.ts";

const t = uzKitchen.catalog;
const FIELDS = ["name", "abbreviation", "status"] as const;

type CatalogDialogProps = {
  catalog: Catalog;
  /** The row to edit; null opens the empty form. */
  item: CatalogRow | null;
  onClose: () => void;
};

/** Create and edit of a catalog row: its name, a unit's abbreviation, and whether it is offered in forms. */
export function CatalogDialog({ catalog, item, onClose }: CatalogDialogProps) {
  const s = catalog.strings;
  const create = useCreateCatalogItem(catalog);
  const update = useUpdateCatalogItem(catalog);
  const form = useForm({
    resolver: zodResolver(catalog.schema),
    defaultValues: { name: item?.name ?? "", abbreviation: item?.abbreviation ?? "", status: item?.status ?? true },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(item, create, update),
    fields: FIELDS,
    savedMessage: item ? s.updated : s.created,
    onSaved: onClose,
    onClose,
  });

  return (
    <FormDialog title={item ? s.editTitle : s.add} description={item?.name} save={save}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      {catalog.abbreviation && (
        <Field label={catalog.abbreviation.label} hint={catalog.abbreviation.hint} error={errors.abbreviation?.message}>
          <Input autoComplete="off" className="w-32" {...form.register("abbreviation")} />
        </Field>
      )}
      <FormSwitch control={form.control} name="status" label={t.activeSwitch} hint={s.activeHint} />
    </FormDialog>
  );
}
