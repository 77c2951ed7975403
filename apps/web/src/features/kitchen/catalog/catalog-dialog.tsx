import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { uz } from "../../../i18n/uz.ts";
import { showServerErrors } from "../../../lib/form-errors.ts";
import { notifySuccess } from "../../../lib/toast.ts";
import { useCloseGuard } from "../../../lib/use-close-guard.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormActions } from "../../../ui/form-actions.tsx";
import { Input } from "../../../ui/input.tsx";
import { Switch } from "../../../ui/switch.tsx";
import { useCreateCatalogItem, useUpdateCatalogItem } from "./catalog-api.ts";
import type { Catalog, CatalogRow } from "./catalog.ts";

const t = uz.kitchen.catalog;
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
  const saving = item ? update : create;
  const form = useForm({
    resolver: zodResolver(catalog.schema),
    defaultValues: { name: item?.name ?? "", abbreviation: item?.abbreviation ?? "", status: item?.status ?? true },
  });
  const { errors, isDirty } = form.formState;
  const guard = useCloseGuard(isDirty && !saving.isSuccess, onClose);

  const submit = form.handleSubmit((input) => {
    const handlers = {
      onSuccess: () => {
        notifySuccess(item ? s.updated : s.created);
        onClose();
      },
      onError: (error: unknown) => showServerErrors(error, form.setError, FIELDS),
    };
    if (item) update.mutate({ id: item.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && guard.requestClose()} title={item ? s.editTitle : s.add} description={item?.name}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t.name} error={errors.name?.message}>
          <Input autoComplete="off" {...form.register("name")} />
        </Field>
        {catalog.abbreviation && (
          <Field label={catalog.abbreviation.label} hint={catalog.abbreviation.hint} error={errors.abbreviation?.message}>
            <Input autoComplete="off" className="w-32" {...form.register("abbreviation")} />
          </Field>
        )}
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} label={t.activeSwitch} hint={s.activeHint} />
          )}
        />
        <FormActions onCancel={guard.requestClose} saving={saving.isPending} />
      </form>
      {guard.dialog}
    </Dialog>
  );
}
