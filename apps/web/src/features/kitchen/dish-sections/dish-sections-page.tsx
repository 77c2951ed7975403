import type { PageProps } from "../../../lib/page-props.ts";
import { CatalogPage } from "../catalog/catalog-page.tsx";
import { DISH_SECTION_CATALOG } from "./dish-sections-catalog.ts";

export default function DishSectionsPage({ title }: PageProps) {
  return <CatalogPage title={title} catalog={DISH_SECTION_CATALOG} />;
}
