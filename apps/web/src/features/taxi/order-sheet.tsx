import { zodResolver } from "@hookform/resolvers/zod";
import { type Control, Controller, useForm, useWatch } from "react-hook-form";
import { transferInput, type Transfer } from "@app/contract/schemas/taxi";
import { decimalText } from "@app/contract/decimal";
import { uzTaxi } from "../../i18n/taxi.ts";
import { ApiError } from "../../lib/api-error.ts";
import { cn } from "../../lib/cn.ts";
import { formatAmount } from "../../lib/format.ts";
import { useOperatingCurrency } from "../../lib/operating-currency.ts";
import { createOrUpdate, useSaveForm } from "../../lib/use-save-form.ts";
import { Combobox } from "../../ui/combobox.tsx";
import { DecimalInput } from "../../ui/decimal-input.tsx";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { WireDateTimeInput } from "../../ui/wire-date-input.tsx";
import { profitPreview } from "./profit.ts";
import { type OrderBody, useCreateOrder, useUpdateOrder, useVehicleOptions } from "./taxi-api.ts";
import { RecordHistory } from "../../ui/record-history.tsx";

const t = uzTaxi;
const FIELDS = ["transport", "perform_date", "from_location", "to_location", "passenger_count", "service_fee", "gross_fee"] as const;

function valuesOf(order: Transfer | null): OrderBody {
  return {
    transport: order?.transport ?? "",
    perform_date: order?.perform_date ?? "",
    from_location: order?.from_location ?? "",
    to_location: order?.to_location ?? "",
    passenger_count: order?.passenger_count ?? null,
    service_fee: order ? String(order.service_fee) : "",
    gross_fee: order ? String(order.gross_fee) : "",
  };
}

/** What the client pays less the driver's fee, recomputed as either amount is typed. */
function ProfitPreview({ control }: { control: Control<OrderBody> }) {
  const currency = useOperatingCurrency();
  const [gross, service] = useWatch({ control, name: ["gross_fee", "service_fee"] });
  const profit = profitPreview(gross, service);
  const text = profit ? decimalText(profit) : null;
  return (
    <div className="flex items-baseline justify-between gap-4 rounded-lg bg-slate-50 px-4 py-3" aria-live="polite">
      <span className="text-sm text-muted">{t.profitPreview}</span>
      <output className={cn("text-lg font-semibold tabular-nums", text?.startsWith("-") ? "text-danger" : "text-ink")}>
        {text === null ? "—" : formatAmount(Number(text), currency)}
      </output>
    </div>
  );
}

type OrderSheetProps = {
  /** The order to edit; null opens the empty 'Yangi buyurtma' form. */
  order: Transfer | null;
  onClose: () => void;
};

/**
 * 'Yangi buyurtma' and 'Buyurtmani tahrirlash'. The server checks the seats, the fees and the
 * time; a clash with another order of the vehicle (409) is shown here with the order it names.
 */
export function OrderSheet({ order, onClose }: OrderSheetProps) {
  const currency = useOperatingCurrency();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  const vehicles = useVehicleOptions({ status: "true" });
  const form = useForm<OrderBody>({
    resolver: zodResolver(transferInput, undefined, { raw: true }),
    defaultValues: valuesOf(order),
  });
  const { errors } = form.formState;
  const save = useSaveForm({
    form,
    save: createOrUpdate(order, create, update),
    fields: FIELDS,
    savedMessage: order ? t.orderUpdated : t.orderCreated,
    onSaved: onClose,
    onClose,
  });
  // A new attempt clears the mutation's error, and with it the clash shown.
  const failure = (order ? update : create).error;
  const clash = failure instanceof ApiError && failure.status === 409 ? failure.message : null;
  const vehicleId = useWatch({ control: form.control, name: "transport" });
  const seats = vehicles.data?.results.find((vehicle) => vehicle.id === vehicleId)?.amount_of_people;

  return (
    <FormSheet
      title={order ? t.editOrderTitle : t.newOrder}
      description={order ? t.orderNumberValue(order.order_number) : undefined}
      save={save}
      after={order && <RecordHistory entity="transport_orders" id={order.id} />}
    >
      <Field label={t.vehicle} hint={seats ? t.seatsHint(seats) : undefined} error={errors.transport?.message}>
        <Controller
          control={form.control}
          name="transport"
          render={({ field }) => (
            <Combobox
              label={t.vehicle}
              options={vehicles.options}
              loading={vehicles.isPending}
              value={field.value}
              onChange={field.onChange}
              placeholder={t.vehiclePlaceholder}
              valueLabel={order?.transport_model_name}
            />
          )}
        />
      </Field>
      <Field label={t.performDate} error={errors.perform_date?.message}>
        <Controller
          control={form.control}
          name="perform_date"
          render={({ field }) => (
            <WireDateTimeInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          )}
        />
      </Field>
      <Field label={t.from} error={errors.from_location?.message}>
        <Input autoComplete="off" {...form.register("from_location")} />
      </Field>
      <Field label={t.to} error={errors.to_location?.message}>
        <Input autoComplete="off" {...form.register("to_location")} />
      </Field>
      <Field label={t.passengerCount} error={errors.passenger_count?.message}>
        <Input
          inputMode="numeric"
          autoComplete="off"
          {...form.register("passenger_count", { setValueAs: (value: unknown) => (value === "" ? null : value) })}
        />
      </Field>
      <Field label={t.serviceFee} hint={t.serviceFeeHint} error={errors.service_fee?.message}>
        <DecimalInput unit={currency} {...form.register("service_fee")} />
      </Field>
      <Field label={t.grossFee} hint={t.grossFeeHint} error={errors.gross_fee?.message}>
        <DecimalInput unit={currency} {...form.register("gross_fee")} />
      </Field>
      <ProfitPreview control={form.control} />
      {clash && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger">
          {clash}
        </p>
      )}
    </FormSheet>
  );
}
