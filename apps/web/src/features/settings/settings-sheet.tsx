import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { COUNTERPARTIES } from "@app/contract/endpoints/counterparties";
import { CURRENCIES, type Settings } from "@app/contract/schemas/settings";
import { uzMeals } from "../../i18n/common.ts";
import { uzSettings } from "../../i18n/settings.ts";
import { useSettings } from "../../lib/settings.ts";
import { useOptions } from "../../lib/use-options.ts";
import { sendWith, useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Select } from "../../ui/select.tsx";
import { useReplaceSettings } from "./settings-api.ts";
import { type SettingsValues, settingsBody, settingsSchema, settingsValuesOf } from "./settings-form.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

/** The settings are one row, whose key is `true`; the journal names it so. */
const SETTINGS_RECORD = "true";

const t = uzSettings;
const FIELDS = [
  "operating_currency",
  "business_timezone",
  "meal_times.breakfast",
  "meal_times.lunch",
  "meal_times.dinner",
  "check_in_time",
  "check_out_time",
  "own_counter_agent",
] as const;
const currencyOptions = CURRENCIES.map((currency) => ({ value: currency, label: t.currencies[currency] }));

/** 'Kompaniya sozlamalari': the settings as they stand, once loaded. */
export function SettingsSheet({ onClose }: { onClose: () => void }) {
  const current = useSettings();
  return current.data ? (
    <SettingsForm current={current.data} onClose={onClose} />
  ) : (
    <ListState isLoading={current.isPending} isError={current.isError} error={current.error} onRetry={() => void current.refetch()} isEmpty={false}>
      {null}
    </ListState>
  );
}

/** Times as text (ss:dd), so they read 24-hour whatever the browser's language. */
function SettingsForm({ current, onClose }: { current: Settings; onClose: () => void }) {
  const replace = useReplaceSettings();
  const counterparties = useOptions(COUNTERPARTIES.list, (agent) => ({ value: agent.id, label: agent.name }));
  const form = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema, undefined, { raw: true }),
    defaultValues: settingsValuesOf(current),
  });
  const save = useSaveForm({
    form,
    save: sendWith(replace, settingsBody),
    fields: FIELDS,
    savedMessage: t.saved,
    onSaved: onClose,
    onClose,
  });
  const { errors } = form.formState;
  const time = (name: (typeof FIELDS)[number], label: string, error?: string) => (
    <Field label={label} error={error}>
      <Input inputMode="numeric" autoComplete="off" placeholder="14:00" {...form.register(name)} />
    </Field>
  );
  return (
    <FormSheet title={t.title} description={t.description} save={save} sections after={<RecordHistory entity="settings" id={SETTINGS_RECORD} />}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.currency} hint={t.currencyHint} error={errors.operating_currency?.message}>
          <Select options={currencyOptions} {...form.register("operating_currency")} />
        </Field>
        <Field label={t.timezone} error={errors.business_timezone?.message}>
          <Input autoComplete="off" {...form.register("business_timezone")} />
        </Field>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t.meals}</legend>
        {time("meal_times.breakfast", uzMeals.breakfast, errors.meal_times?.breakfast?.message)}
        {time("meal_times.lunch", uzMeals.lunch, errors.meal_times?.lunch?.message)}
        {time("meal_times.dinner", uzMeals.dinner, errors.meal_times?.dinner?.message)}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t.stay}</legend>
        {time("check_in_time", t.checkIn, errors.check_in_time?.message)}
        {time("check_out_time", t.checkOut, errors.check_out_time?.message)}
      </fieldset>
      <Field label={t.ownCounterparty} hint={t.ownCounterpartyHint} error={errors.own_counter_agent?.message}>
        <Select options={[{ value: "", label: t.noCounterparty }, ...counterparties.options]} {...form.register("own_counter_agent")} />
      </Field>
    </FormSheet>
  );
}
