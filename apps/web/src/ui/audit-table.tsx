import { Link } from "react-router";
import { BUSINESS_TIME_ZONE, formatWireDateTime } from "@app/contract/dates";
import type { AuditEntry } from "@app/contract/schemas/audit";
import { uzAudit } from "../i18n/audit.ts";
import { auditChanges, auditRecordPath, auditUserName } from "../lib/audit-format.ts";
import { usePrincipal } from "../lib/session.tsx";
import { useSettings } from "../lib/settings.ts";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";

const t = uzAudit;

type AuditTableProps = {
  entries: readonly AuditEntry[];
  /** The record column, with a link to the record's page where it has one; a record's own Tarix needs none. */
  withRecord: boolean;
};

/** Changes of the journal, one row each: when, who, what was done, to which record, and each field's old → new. */
export function AuditTable({ entries, withRecord }: AuditTableProps) {
  const principal = usePrincipal();
  const timeZone = useSettings().data?.business_timezone ?? BUSINESS_TIME_ZONE;
  return (
    <Table>
      <THead>
        <tr>
          <Th>{t.time}</Th>
          <Th>{t.user}</Th>
          <Th>{t.action}</Th>
          {withRecord && <Th>{t.record}</Th>}
          <Th>{t.changes}</Th>
        </tr>
      </THead>
      <TBody>
        {entries.map((entry) => {
          const path = withRecord ? auditRecordPath(principal, entry) : null;
          const record = `${t.entities[entry.entity]}${entry.entity_id ? ` ${entry.entity_id}` : ""}`;
          const changes = auditChanges(entry, timeZone);
          return (
            <Tr key={entry.id}>
              <Td className="whitespace-nowrap tabular-nums">{formatWireDateTime(new Date(entry.at), timeZone)}</Td>
              <Td className="whitespace-nowrap">{auditUserName(entry.user)}</Td>
              <Td className="whitespace-nowrap">{t.actions[entry.action]}</Td>
              {withRecord && (
                <Td className="break-all">
                  {path ? (
                    <Link to={path} className="font-medium text-brand-800 underline-offset-2 hover:underline">
                      {record}
                    </Link>
                  ) : (
                    record
                  )}
                </Td>
              )}
              <Td>
                {changes.length ? (
                  <ul className="flex flex-col gap-0.5">
                    {changes.map((change) => (
                      <li key={change.field} className="break-words">
                        <span className="text-muted">{change.label}:</span> {change.text}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t.none
                )}
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
