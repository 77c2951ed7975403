import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { STOCK_BATCHES } from "@app/contract/endpoints/kitchen-stock";
import type { DeliveryInput, ReceiptCorrection, WriteOffInput } from "@app/contract/schemas/kitchen-warehouse";
import { call } from "../../../lib/api-client.ts";
import { exportListXlsx } from "../../../lib/export-file.ts";
import { listQuery } from "../../../lib/list-view.ts";
import { useStockMutation } from "../products/products-api.ts";
import type { WarehouseListProps } from "./warehouse-view.ts";

export function useBatches(view: WarehouseListProps["view"]) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [STOCK_BATCHES.list.path, query],
    queryFn: ({ signal }) => call(STOCK_BATCHES.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const exportBatches = (view: WarehouseListProps["view"]) =>
  exportListXlsx(STOCK_BATCHES.list.path, listQuery(view), "ombor.xlsx");

export const useReceiveDelivery = () =>
  useStockMutation((input: DeliveryInput) => call(STOCK_BATCHES.receiveDelivery, { body: input }));

export const useCorrectReceipt = () =>
  useStockMutation(({ id, input }: { id: string; input: ReceiptCorrection }) =>
    call(STOCK_BATCHES.correct, { params: { id }, body: input }),
  );

export const useWriteOff = () =>
  useStockMutation(({ id, input }: { id: string; input: WriteOffInput }) =>
    call(STOCK_BATCHES.writeOff, { params: { id }, body: input }),
  );
