import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathOf, PATHS } from "@app/contract/routes";
import type { Page } from "@app/contract/schemas/common";
import type {
  Batch,
  ReceiptCorrection,
  ReceiptInput,
  WriteOffInput,
  WriteOffResult,
} from "@app/contract/schemas/kitchen-warehouse";
import { get, patch, post } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { listQuery } from "../../../lib/list-view.ts";
import { useStockMutation } from "../products/products-api.ts";
import type { WarehouseListProps } from "./warehouse-view.ts";

export function useBatches(view: WarehouseListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [PATHS.warehouses.list, query],
    queryFn: ({ signal }) => get<Page<Batch>>(PATHS.warehouses.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportBatches = (view: WarehouseListProps["view"]) =>
  exportListXlsx(PATHS.warehouses.list, listQuery(view), "ombor.xlsx");

export const useReceive = () => useStockMutation((input: ReceiptInput) => post<Batch>(PATHS.warehouses.list, input));

export const useCorrectReceipt = () =>
  useStockMutation(({ id, input }: { id: string; input: ReceiptCorrection }) =>
    patch<Batch>(pathOf(PATHS.warehouses.item, { id }), input),
  );

export const useWriteOff = () =>
  useStockMutation(({ id, input }: { id: string; input: WriteOffInput }) =>
    post<WriteOffResult>(pathOf(PATHS.warehouses.item, { id }), input),
  );
