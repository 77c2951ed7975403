import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { DIETS, type Pilgrim } from "@app/contract/schemas/pilgrims";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { pilgrimForm, pilgrimFormValues } from "./pilgrim-form.ts";
import { useCreatePilgrim, useMahramChoices, useUpdatePilgrim } from "./pilgrims-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzGuestGroups;
const FIELDS = [
  "full_name",
  "gender",
  "birth_date",
  "passport_number",
  "passport_expiry",
  "nationality",
  "visa_number",
  "phone",
  "family",
  "mahram",
  "diet",
  "needs",
] as const;
const GENDER_OPTIONS = [
  { value: "1", label: t.genders[1] },
  { value: "2", label: t.genders[2] },
];
const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: t.diets[diet] }));

type PilgrimSheetProps = {
  groupId: string;
  /** The pilgrim to edit; null opens the empty 'Yangi ziyoratchi' form. */
  pilgrim: Pilgrim | null;
  onClose: () => void;
};

/** Every field of a pilgrim as the passport gives it; the server's rules (a passport of another group) land under their field. */
export function PilgrimSheet({ groupId, pilgrim, onClose }: PilgrimSheetProps) {
  const create = useCreatePilgrim(groupId);
  const update = useUpdatePilgrim();
  const form = useForm({ resolver: zodResolver(pilgrimForm), defaultValues: pilgrimFormValues(pilgrim) });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(pilgrim, create, update),
    fields: FIELDS,
    savedMessage: pilgrim ? t.pilgrimUpdated : t.pilgrimCreated,
    onSaved: onClose,
    onClose,
  });
  const mahrams = useMahramChoices(groupId).filter((choice) => choice.value !== pilgrim?.id);
  const dateField = (name: "birth_date" | "passport_expiry") => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <WireDateInput value={field.value} onChange={(value) => field.onChange(value ?? "")} onBlur={field.onBlur} name={field.name} ref={field.ref} />
      )}
    />
  );

  return (
    <FormSheet title={pilgrim ? t.editPilgrim : t.newPilgrim} description={pilgrim?.full_name} save={save} after={pilgrim && <RecordHistory entity="pilgrims" id={pilgrim.id} />}>
      <Field label={t.fullName} error={errors.full_name?.message}>
        <Input autoComplete="off" {...form.register("full_name")} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.gender} error={errors.gender?.message}>
          <Select options={GENDER_OPTIONS} {...form.register("gender")} />
        </Field>
        <Field label={t.birthDate} error={errors.birth_date?.message}>
          {dateField("birth_date")}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.passportNumber} error={errors.passport_number?.message}>
          <Input autoComplete="off" {...form.register("passport_number")} />
        </Field>
        <Field label={t.passportExpiry} error={errors.passport_expiry?.message}>
          {dateField("passport_expiry")}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.nationality} hint={t.nationalityHint} error={errors.nationality?.message}>
          <Input autoComplete="off" maxLength={2} {...form.register("nationality")} />
        </Field>
        <Field label={t.visaNumber} error={errors.visa_number?.message}>
          <Input autoComplete="off" {...form.register("visa_number")} />
        </Field>
      </div>
      <Field label={t.phone} hint={t.phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" {...form.register("phone")} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.family} hint={t.familyHint} error={errors.family?.message}>
          <Input autoComplete="off" {...form.register("family")} />
        </Field>
        <Field label={t.diet} error={errors.diet?.message}>
          <Select options={DIET_OPTIONS} {...form.register("diet")} />
        </Field>
      </div>
      <Field label={t.mahram} error={errors.mahram?.message}>
        <Select options={[{ value: "", label: t.noMahram }, ...mahrams]} {...form.register("mahram")} />
      </Field>
      <Field label={t.needs} hint={t.needsHint} error={errors.needs?.message}>
        <Input autoComplete="off" {...form.register("needs")} />
      </Field>
    </FormSheet>
  );
}
