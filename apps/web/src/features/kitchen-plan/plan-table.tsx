import { Table, TBody, THead, Td, Th, Tr } from "../../ui/table.tsx";

/** A cell's text, or a figure the kitchen must act on (a shortage), shown in red. */
export type PlanCell = string | { text: string; danger: true };

/** A plain table of the plan pages: headers and rows of text; the first column names the row. */
export function PlanTable({ label, headers, rows }: { label: string; headers: string[]; rows: PlanCell[][] }) {
  return (
    <Table aria-label={label}>
      <THead>
        <Tr>
          {headers.map((header) => (
            <Th key={header}>{header}</Th>
          ))}
        </Tr>
      </THead>
      <TBody>
        {rows.map((row, index) => (
          // Rows are rebuilt whole on every answer; their order is the answer's.
          <Tr key={index}>
            {row.map((cell, column) =>
              typeof cell === "string" ? (
                <Td key={column}>{cell}</Td>
              ) : (
                <Td key={column} className="font-semibold text-danger">
                  {cell.text}
                </Td>
              ),
            )}
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
