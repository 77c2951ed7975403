import type { PageProps } from "../../../lib/page-props.ts";
import { CatalogPage } from "../catalog/catalog-page.tsx";
import { PRODUCT_SECTION_CATALOG } from "./product-sections-catalog.ts";

export default function ProductSectionsPage({ title }: PageProps) {
  return <CatalogPage title={title} catalog={PRODUCT_SECTION_CATALOG} />;
}
