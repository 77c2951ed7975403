import { useEffect, useState } from "react";
import { addDays, businessDateOf, daysBetween, formatWireDate, parseWireDate } from "@app/contract/dates";
import { CYCLE_DIETS, type CycleDiet, type MenuCycle } from "@app/contract/schemas/kitchen-plan";
import { uzKitchenPlan as t } from "../../i18n/kitchen-plan.ts";
import { PageHeader } from "../../layout/page-header.tsx";
import type { PageProps } from "../../lib/page-props.ts";
import { notifySuccess } from "../../lib/toast.ts";
import { Button } from "../../ui/button.tsx";
import { DateField } from "../../ui/date-field.tsx";
import { ListState } from "../../ui/list-state.tsx";
import { Select, type SelectOption } from "../../ui/select.tsx";
import { PlanTable } from "./plan-table.tsx";
import { useMenuCycle, useRationOptions, useSaveCycle } from "./kitchen-plan-api.ts";

const PREVIEW_DAYS = 14;

type Draft = { start: string; main: string[]; diets: Record<CycleDiet, string[]> };

const draftOf = (cycle: MenuCycle): Draft => ({
  start: cycle.start_date ?? formatWireDate(addDays(businessDateOf(new Date()), 1)),
  main: cycle.rations.length ? cycle.rations : [""],
  diets: { diabetic: cycle.diets.diabetic ?? [], soft: cycle.diets.soft ?? [], vegetarian: cycle.diets.vegetarian ?? [] },
});

/** Which ration of a cycle falls on a date: list[(date − start) mod N]. */
function rationOn(list: string[], start: string, date: string): string {
  const from = parseWireDate(start);
  const day = parseWireDate(date);
  if (!from || !day || !list.length) return "";
  const offset = daysBetween(from, day) % list.length;
  return list[(offset + list.length) % list.length];
}

/** Kitchen › Menyu sikli: the rations of day 1..N from a start date, each diet's own cycle, and the coming days on a calendar. */
export default function MenuCyclePage({ title }: PageProps) {
  const cycle = useMenuCycle();
  const rations = useRationOptions();
  const save = useSaveCycle();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (cycle.data && !draft) setDraft(draftOf(cycle.data));
  }, [cycle.data, draft]);
  const nameOf = (id: string) => rations.options.find((option) => option.value === id)?.label ?? "—";
  const submit = () => {
    if (!draft) return;
    const diets = Object.fromEntries(CYCLE_DIETS.map((diet) => [diet, draft.diets[diet].filter(Boolean)]));
    save.mutate({ start_date: draft.start, rations: draft.main.filter(Boolean), diets }, { onSuccess: () => notifySuccess(t.saved) });
  };
  const today = businessDateOf(new Date());
  const preview = Array.from({ length: PREVIEW_DAYS }, (_, index) => formatWireDate(addDays(today, index)));

  return (
    <>
      <PageHeader title={title} />
      <ListState isLoading={cycle.isPending} isError={cycle.isError} isEmpty={false} onRetry={() => void cycle.refetch()}>
        {draft && (
          <div className="flex flex-col gap-6">
            <label className="flex max-w-xs flex-col gap-1 text-sm">
              {t.startDate}
              <DateField value={draft.start} onChange={(value) => value && setDraft({ ...draft, start: value })} aria-label={t.startDate} />
            </label>
            <CycleList title={t.mainCycle} list={draft.main} options={rations.options} onChange={(main) => setDraft({ ...draft, main })} />
            {CYCLE_DIETS.map((diet) => (
              <CycleList
                key={diet}
                title={t.dietCycle(t.diets[diet])}
                list={draft.diets[diet]}
                options={rations.options}
                onChange={(list) => setDraft({ ...draft, diets: { ...draft.diets, [diet]: list } })}
              />
            ))}
            <div>
              <Button onClick={submit} loading={save.isPending}>
                {t.save}
              </Button>
            </div>
            <section>
              <h2 className="mb-2 font-semibold">{t.preview}</h2>
              <PlanTable
                label={t.preview}
                headers={[t.date, t.mainCycle, ...CYCLE_DIETS.map((diet) => t.diets[diet])]}
                rows={preview.map((date) => [
                  date,
                  nameOf(rationOn(draft.main.filter(Boolean), draft.start, date)),
                  ...CYCLE_DIETS.map((diet) => {
                    const own = rationOn(draft.diets[diet].filter(Boolean), draft.start, date);
                    return own ? nameOf(own) : "—";
                  }),
                ])}
              />
            </section>
          </div>
        )}
      </ListState>
    </>
  );
}

function CycleList({ title, list, options, onChange }: { title: string; list: string[]; options: SelectOption[]; onChange: (list: string[]) => void }) {
  return (
    <section>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ol className="flex flex-col gap-2">
        {list.map((ration, index) => (
          // A day of the cycle is its position; the list is edited in place.
          <li key={index} className="flex items-center gap-2">
            <span className="w-16 text-sm text-muted">{t.day(index + 1)}</span>
            <Select
              aria-label={`${title}: ${t.day(index + 1)}`}
              options={options}
              placeholder={t.pickRation}
              value={ration}
              onChange={(event) => onChange(list.map((value, at) => (at === index ? event.target.value : value)))}
            />
            <Button variant="secondary" size="sm" onClick={() => onChange(list.filter((_, at) => at !== index))}>
              {t.removeDay}
            </Button>
          </li>
        ))}
      </ol>
      <Button className="mt-2" variant="secondary" size="sm" onClick={() => onChange([...list, ""])}>
        {t.addDay}
      </Button>
    </section>
  );
}
