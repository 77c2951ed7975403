import type { ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { uzHotels } from "../../../i18n/hotels.ts";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import { Field } from "../../../ui/field.tsx";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Input } from "../../../ui/input.tsx";
import { GrossPreview } from "./gross-preview.tsx";

const t = uzHotels.rooms;
const wholeNumbers = { floor: t.floor, count: t.count, capacity: t.capacity };
type WholeNumber = keyof typeof wholeNumbers;
type RoomFigure = WholeNumber | "net_price" | "profit";

type RoomFieldsProps = {
  /** The order of floor, count and capacity: adding rooms starts from the floor, editing a group from its count. */
  order: readonly WholeNumber[];
  form: {
    register: (name: RoomFigure) => UseFormRegisterReturn;
    formState: { errors: Partial<Record<RoomFigure, { message?: string }>> };
  };
  /** The two prices as typed, for the live gross price. */
  net: unknown;
  profit: unknown;
  /** Said under the whole numbers (how the new rooms will be numbered). */
  note?: ReactNode;
};

/** The figures of a group of rooms, as added in bulk and as edited: floor, count, capacity and prices. */
export function RoomFields({ order, form, net, profit, note }: RoomFieldsProps) {
  const currency = useOperatingCurrency();
  const { errors } = form.formState;
  return (
    <>
      <div className="grid grid-cols-3 gap-3">
        {order.map((name) => (
          <Field key={name} label={wholeNumbers[name]} error={errors[name]?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register(name)} />
          </Field>
        ))}
      </div>
      {note}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t.netPrice} error={errors.net_price?.message}>
          <DecimalInput unit={currency} {...form.register("net_price")} />
        </Field>
        <Field label={t.profit} error={errors.profit?.message}>
          <DecimalInput unit={currency} {...form.register("profit")} />
        </Field>
      </div>
      <GrossPreview net={net} profit={profit} />
    </>
  );
}
