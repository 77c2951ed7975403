import { Link } from "react-router";
import { BUSINESS_TIME_ZONE, formatWireDateTime } from "@app/contract/dates";
import type { AuditEntry } from "@app/contract/schemas/audit";
import { uzAudit } from "../i18n/audit.ts";
import { auditChanges, auditRecordPath, auditUserName, type AuditChange } from "../lib/audit-format.ts";
import { usePrincipal } from "../lib/session.tsx";
import { useSettings } from "../lib/settings.ts";
import { Table, TBody, Td, Th, THead, Tr } from "./table.tsx";

const t = uzAudit;

type AuditTableProps = {
  entries: readonly AuditEntry[];
  /**
   * "journal" (the Audit page): time, user, action and record each in a column, the record linked
   * to its page where it has one. "record" (a record's Tarix, often in a narrow sheet): when, who
   * and what in one column, beside the changes.
   */
  variant: "journal" | "record";
};

function Changes({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return <>{t.none}</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {changes.map((change) => (
        <li key={change.field} className="wrap-anywhere">
          <span className="text-muted">{change.label}:</span> {change.text}
        </li>
      ))}
    </ul>
  );
}

function Record({ entry }: { entry: AuditEntry }) {
  const path = auditRecordPath(usePrincipal(), entry);
  const label = t.entities[entry.entity];
  return (
    <>
      {path ? (
        <Link to={path} className="font-medium text-brand-800 underline-offset-2 hover:underline">
          {label}
        </Link>
      ) : (
        label
      )}
      {entry.entity_id && <span className="block font-mono text-xs whitespace-nowrap text-muted"> {entry.entity_id}</span>}
    </>
  );
}

/** Changes of the journal, one row each: when, who, what was done, to which record, and each field's old → new. */
export function AuditTable({ entries, variant }: AuditTableProps) {
  const timeZone = useSettings().data?.business_timezone ?? BUSINESS_TIME_ZONE;
  const journal = variant === "journal";
  return (
    <Table>
      <THead>
        <tr>
          {journal ? (
            <>
              <Th>{t.time}</Th>
              <Th>{t.user}</Th>
              <Th>{t.action}</Th>
              <Th>{t.record}</Th>
            </>
          ) : (
            <Th>{t.who}</Th>
          )}
          <Th>{t.changes}</Th>
        </tr>
      </THead>
      <TBody>
        {entries.map((entry) => {
          const time = formatWireDateTime(new Date(entry.at), timeZone);
          const user = auditUserName(entry.user);
          const action = t.actions[entry.action];
          return (
            <Tr key={entry.id}>
              {journal ? (
                <>
                  <Td className="whitespace-nowrap tabular-nums">{time}</Td>
                  <Td className="whitespace-nowrap">{user}</Td>
                  <Td className="whitespace-nowrap">{action}</Td>
                  <Td>
                    <Record entry={entry} />
                  </Td>
                </>
              ) : (
                <Td className="whitespace-nowrap">
                  <span className="block tabular-nums">{time}</span>
                  <span className="block">{user}</span>
                  <span className="block text-muted">{action}</span>
                </Td>
              )}
              <Td className="min-w-56">
                <Changes changes={auditChanges(entry, timeZone)} />
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
