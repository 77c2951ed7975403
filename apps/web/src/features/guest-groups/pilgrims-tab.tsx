import { useState } from "react";
import { mayCall } from "@app/contract/endpoint";
import { PILGRIMS } from "@app/contract/endpoints/pilgrims";
import { DIETS, type Pilgrim } from "@app/contract/schemas/pilgrims";
import { uzGuestGroups } from "../../i18n/guest-groups.ts";
import { listQuery, type ListPropsOf } from "../../lib/list-view.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { CreateButton } from "../../ui/create-button.tsx";
import { ExportButton } from "../../ui/export-button.tsx";
import { FilterSelect } from "../../ui/filter-select.tsx";
import { ListFilters } from "../../ui/list-filters.tsx";
import { ListTable } from "../../ui/list-table.tsx";
import { PrintButton } from "../../ui/print-button.tsx";
import { Td, Th } from "../../ui/table.tsx";
import type { groupPageView } from "./groups-view.ts";
import { ImportDialog } from "./import-dialog.tsx";
import { warningBadges } from "./pilgrim-badges.ts";
import { PilgrimSheet } from "./pilgrim-sheet.tsx";
import { downloadTemplate, exportManifest, useDeletePilgrim, usePilgrims } from "./pilgrims-api.ts";

const t = uzGuestGroups;
const GENDER_OPTIONS = [
  { value: "1", label: t.genders[1] },
  { value: "2", label: t.genders[2] },
];
const DIET_OPTIONS = DIETS.map((diet) => ({ value: diet, label: t.diets[diet] }));
const WARNING_OPTIONS = [
  { value: "true", label: t.withWarnings },
  { value: "false", label: t.withoutWarnings },
];

type PilgrimsTabProps = ListPropsOf<typeof groupPageView> & { groupId: string };

/** The manifest: search, filters, warnings as badges; writers add, edit, delete and import; everyone exports. */
export function PilgrimsTab({ groupId, view, update }: PilgrimsTabProps) {
  const writable = mayCall(usePrincipal(), PILGRIMS.create.access);
  const list = usePilgrims(groupId, listQuery(view));
  const remove = useDeletePilgrim();
  const [editing, setEditing] = useState<Pilgrim | "new" | null>(null);
  const [importing, setImporting] = useState(false);

  return (
    <div className="flex flex-col gap-4">
      <ListFilters view={view} update={update} placeholder={t.searchPilgrims}>
        <div className="contents print:hidden">
          <FilterSelect label={t.gender} options={GENDER_OPTIONS} value={view.filters.gender} onChange={(gender) => update({ filters: { gender } })} />
          <FilterSelect label={t.diet} options={DIET_OPTIONS} value={view.filters.diet} onChange={(diet) => update({ filters: { diet } })} />
          <FilterSelect
            label={t.hasWarnings}
            options={WARNING_OPTIONS}
            value={view.filters.has_warnings}
            onChange={(has_warnings) => update({ filters: { has_warnings } })}
          />
        </div>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <PrintButton />
          <ExportButton text={t.template} onExport={downloadTemplate} />
          <ExportButton text={t.exportManifest} onExport={() => exportManifest(groupId)} />
          {writable && (
            <>
              <Button variant="secondary" size="sm" onClick={() => setImporting(true)}>
                {t.importManifest}
              </Button>
              <CreateButton size="sm" onClick={() => setEditing("new")} label={t.newPilgrim} />
            </>
          )}
        </div>
      </ListFilters>
      <ListTable
        list={list}
        view={view}
        update={update}
        emptyText={t.pilgrimsEmpty}
        rowName={(pilgrim) => pilgrim.full_name}
        head={
          <>
            <Th>{t.fullName}</Th>
            <Th>{t.gender}</Th>
            <Th>{t.birthDate}</Th>
            <Th>{t.passportNumber}</Th>
            <Th>{t.passportExpiry}</Th>
            <Th>{t.visaNumber}</Th>
            <Th>{t.family}</Th>
            <Th>{t.diet}</Th>
            <Th>{t.warnings}</Th>
          </>
        }
        cells={(pilgrim) => (
          <>
            <Td className="font-medium text-ink">{pilgrim.full_name}</Td>
            <Td>{t.genders[pilgrim.gender]}</Td>
            <Td className="whitespace-nowrap">{pilgrim.birth_date}</Td>
            <Td className="whitespace-nowrap">{pilgrim.passport_number}</Td>
            <Td className="whitespace-nowrap">{pilgrim.passport_expiry}</Td>
            <Td>{pilgrim.visa_number ?? t.noAgent}</Td>
            <Td>{pilgrim.family ?? t.noAgent}</Td>
            <Td>{t.diets[pilgrim.diet]}</Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                {warningBadges(pilgrim.warnings).map((badge) => (
                  <Badge key={badge.warning} tone={badge.tone}>
                    {badge.label}
                  </Badge>
                ))}
              </div>
            </Td>
          </>
        )}
        onEdit={writable ? setEditing : undefined}
        remove={remove}
        deletedMessage={t.pilgrimDeleted}
      />
      {editing && <PilgrimSheet groupId={groupId} pilgrim={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {importing && <ImportDialog groupId={groupId} onClose={() => setImporting(false)} />}
    </div>
  );
}
