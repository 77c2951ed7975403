import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { CITIES, type Place, placeInput } from "@app/contract/schemas/transport-places";
import { uzTaxi } from "../../i18n/taxi.ts";
import { listQuery } from "../../lib/list-view.ts";
import { useSaveForm } from "../../lib/use-save-form.ts";
import { Field } from "../../ui/field.tsx";
import { FormSheet } from "../../ui/form-sheet.tsx";
import { Input } from "../../ui/input.tsx";
import { PagedTable } from "../../ui/list-table.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { Select } from "../../ui/select.tsx";
import { Td, Th } from "../../ui/table.tsx";
import { type PlaceBody, useCreatePlace, usePlaces } from "./taxi-api.ts";
import type { TaxiListProps } from "./taxi-view.ts";

const t = uzTaxi;
const HAND_KINDS = ["airport", "site", "other"] as const;

/** 'Yangi joy': an airport, a site or another stop; hotels come by themselves. */
export function PlaceSheet({ onClose }: { onClose: () => void }) {
  const create = useCreatePlace();
  const form = useForm({
    resolver: zodResolver(placeInput, undefined, { raw: true }),
    defaultValues: { name: "", kind: "site", city: "Makkah" } satisfies PlaceBody,
  });
  const { errors } = form.formState;
  const save = useSaveForm({ form, save: create, fields: ["name", "kind", "city"], savedMessage: t.placeSaved, onSaved: onClose, onClose });
  return (
    <FormSheet title={t.newPlace} save={save}>
      <Field label={t.name} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register("name")} />
      </Field>
      <Field label={t.kind} error={errors.kind?.message}>
        <Select options={HAND_KINDS.map((kind) => ({ value: kind, label: t.kindLabel[kind] }))} {...form.register("kind")} />
      </Field>
      <Field label={t.city} error={errors.city?.message}>
        <Select options={CITIES.map((city) => ({ value: city, label: t.cityLabel[city] }))} {...form.register("city")} />
      </Field>
    </FormSheet>
  );
}

/** Joylar: where trips start and end; a hotel's row follows the hotel. */
export function PlaceList({ view, update }: TaxiListProps) {
  const list = usePlaces(listQuery(view));
  return (
    <div className="flex flex-col gap-4">
      <SearchBox value={view.search} onSearch={(search) => update({ search })} placeholder={t.placeSearch} />
      <PagedTable<Place>
        list={list}
        view={view}
        update={update}
        emptyText={t.placesEmpty}
        filtered={Boolean(view.search)}
        head={
          <>
            <Th>{t.name}</Th>
            <Th>{t.kind}</Th>
            <Th>{t.city}</Th>
          </>
        }
        cells={(place) => (
          <>
            <Td className="font-medium text-ink">{place.name}</Td>
            <Td>{t.kindLabel[place.kind]}</Td>
            <Td>{t.cityLabel[place.city]}</Td>
          </>
        )}
      />
    </div>
  );
}
