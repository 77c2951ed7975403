import type { PageProps } from "../../../lib/page-props.ts";
import { CatalogPage } from "../catalog/catalog-page.tsx";
import { BRANCHES } from "./branches-catalog.ts";

export default function BranchesPage({ title }: PageProps) {
  return <CatalogPage title={title} catalog={BRANCHES} />;
}
