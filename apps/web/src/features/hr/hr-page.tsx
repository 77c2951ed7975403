import { useParams } from "react-router";
import { can } from "@app/contract/roles";
import type { PageProps } from "../../lib/page-props.ts";
import { usePrincipal } from "../../lib/session.tsx";
import { EmployeeCard } from "./employee-card.tsx";
import { EmployeeList } from "./employee-list.tsx";

/** /hr lists the employees, /hr/{id} is one employee's card; readers without HR write rights only look. */
export default function HrPage({ title }: PageProps) {
  const { id } = useParams();
  const writable = can(usePrincipal(), "hr", "write");
  return id ? <EmployeeCard key={id} id={id} writable={writable} /> : <EmployeeList title={title} writable={writable} />;
}
