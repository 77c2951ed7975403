import type { PageProps } from "../../../lib/page-props.ts";
import { CatalogPage } from "../catalog/catalog-page.tsx";
import { FOOD_SECTIONS } from "./food-sections-catalog.ts";

export default function FoodSectionsPage({ title }: PageProps) {
  return <CatalogPage title={title} catalog={FOOD_SECTIONS} />;
}
