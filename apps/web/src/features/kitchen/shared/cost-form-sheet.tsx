import type { ComponentProps, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { type Dec, readDecimal } from "@app/contract/decimal";
import type { AuditedEntity } from "@app/contract/schemas/audit";
import { useOperatingCurrency } from "../../../lib/operating-currency.ts";
import type { SaveForm } from "../../../lib/use-save-form.ts";
import { DecimalInput } from "../../../ui/decimal-input.tsx";
import { Field } from "../../../ui/field.tsx";
import { FormSheet } from "../../../ui/form-sheet.tsx";
import { ListState } from "../../../ui/list-state.tsx";
import { RecordHistory } from "../../../ui/record-history.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { grossPrice, shownAmount } from "./cost-math.ts";
import { CostSummary } from "./cost-summary.tsx";

type Texts = { add: string; editTitle: string; profit: string; profitHint: string; costTitle: string; previewHint: string };
type Size = ComponentProps<typeof Sheet>["size"];
type ProfitForm = {
  register: (name: "profit") => UseFormRegisterReturn;
  watch: (name: "profit") => unknown;
  formState: { errors: { profit?: { message?: string } } };
};

type CostFormSheetProps = {
  /** The item edited; null for a new one. */
  item: { id: string; name: string } | null;
  /** Where the journal keeps the item's changes, shown under the form as its 'Tarix'. */
  journal: AuditedEntity;
  texts: Texts;
  size?: Size;
  save: SaveForm;
  /** The item's form; the profit field is the one this sheet draws. */
  form: ProfitForm;
  /** The parts' cost as estimated while the form is filled in; null while any part's is unknown. */
  net: Dec | null;
  /** The item's own fields; the profit and the estimated price follow them. */
  children: ReactNode;
};

/** The create-and-edit sheet of a dish, menu or ration: its fields, the markup and the price it comes to. */
export function CostFormSheet({ item, journal, texts, size, save, form, net, children }: CostFormSheetProps) {
  const profit = String(form.watch("profit") ?? "");
  const currency = useOperatingCurrency();
  return (
    <FormSheet
      title={item ? texts.editTitle : texts.add}
      description={item?.name}
      size={size}
      save={save}
      after={item && <RecordHistory entity={journal} id={item.id} />}
    >
      {children}
      {/* A wide sheet would stretch the short amount across it. */}
      <Field
        label={texts.profit}
        hint={texts.profitHint}
        error={form.formState.errors.profit?.message}
        className={size === "wide" ? "sm:max-w-xs" : undefined}
      >
        <DecimalInput unit={currency} {...form.register("profit")} />
      </Field>
      <section aria-label={texts.costTitle} className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-ink">{texts.costTitle}</h3>
        <CostSummary
          net={shownAmount(net)}
          profit={shownAmount(readDecimal(profit))}
          gross={shownAmount(grossPrice(net, profit))}
          note={texts.previewHint}
        />
      </section>
    </FormSheet>
  );
}

type PartsLoadingProps = {
  item: { name: string };
  texts: Texts;
  size?: Size;
  parts: { isPending: boolean; isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  onClose: () => void;
};

/** The edit sheet while the item's parts are read in full: its form starts from them. */
export function PartsLoadingSheet({ item, texts, size, parts, onClose }: PartsLoadingProps) {
  return (
    <Sheet open size={size} onOpenChange={(open) => !open && onClose()} title={texts.editTitle} description={item.name}>
      <ListState isLoading={parts.isPending} isError={parts.isError} error={parts.error} onRetry={() => void parts.refetch()} isEmpty={false}>
        {null}
      </ListState>
    </Sheet>
  );
}
