import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { businessDateOf, formatWireDate } from "@app/contract/dates";
import { type ExchangeRate, exchangeRateInput } from "@app/contract/schemas/finance";
import { CURRENCIES, type Currency } from "@app/contract/schemas/money";
import { uzFinance } from "../../i18n/finance.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Select } from "../../ui/select.tsx";
import { WireDateInput } from "../../ui/wire-date-input.tsx";
import { useCreateRate, useUpdateRate } from "./finance-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzFinance;
const FIELDS = ["date", "currency", "rate"] as const;

type RateSheetProps = { rate: ExchangeRate | null; operating: Currency; onClose: () => void };

/** 'Kurs qo‘shish' and editing a rate: a day, a currency other than the operating one, and its worth. */
export function RateSheet({ rate, operating, onClose }: RateSheetProps) {
  const create = useCreateRate();
  const update = useUpdateRate();
  const options = CURRENCIES.filter((currency) => currency !== operating).map((currency) => ({ value: currency, label: currency }));
  const form = useForm({
    resolver: zodResolver(exchangeRateInput, undefined, { raw: true }),
    defaultValues: {
      date: rate?.date ?? formatWireDate(businessDateOf(new Date())),
      currency: rate?.currency ?? options[0].value,
      rate: rate ? String(rate.rate) : "",
    },
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(rate, create, update),
    fields: FIELDS,
    savedMessage: rate ? t.rateUpdated : t.rateCreated,
    onSaved: onClose,
    onClose,
  });
  return (
    <FormSheet title={rate ? t.editRate : t.newRate} save={save} after={rate && <RecordHistory entity="exchange_rates" id={rate.id} />}>
      <Field label={t.date} error={errors.date?.message}>
        <Controller control={form.control} name="date" render={({ field }) => <WireDateInput {...field} />} />
      </Field>
      <Field label={t.currency} error={errors.currency?.message}>
        <Select options={options} {...form.register("currency")} />
      </Field>
      <Field label={t.rate} hint={t.rateHint(operating)} error={errors.rate?.message}>
        <DecimalInput {...form.register("rate")} />
      </Field>
    </FormSheet>
  );
}
