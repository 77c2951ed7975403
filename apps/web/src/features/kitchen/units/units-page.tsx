import type { PageProps } from "../../../lib/page-props.ts";
import { CatalogPage } from "../catalog/catalog-page.tsx";
import { UNITS_OF_MEASUREMENT } from "./units-catalog.ts";

export default function UnitsPage({ title }: PageProps) {
  return <CatalogPage title={title} catalog={UNITS_OF_MEASUREMENT} />;
}
