import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { type Endpoint, type ResponseOf, mayCall } from "@app/contract/endpoint";
import { STATISTICS_BLOCKS, STATISTICS_EXPORT } from "@app/contract/endpoints/statistics";
import type { Principal } from "@app/contract/roles";
import type { Statistic } from "@app/contract/schemas/statistics";
import { call } from "../../lib/api-client.ts";
import { downloadFile, exportXlsx } from "../../lib/export-file.ts";
import { type Period, periodProblem } from "../../lib/period.ts";
import { usePrincipal } from "../../lib/session.tsx";

/** What a block answers, as its schema in the contract says. */
export type BlockAnswer<Block extends Statistic> = ResponseOf<(typeof STATISTICS_BLOCKS)[Block]>;

type BlockEndpoint<Block extends Statistic> = Endpoint & { query: z.ZodType; response: z.ZodType<BlockAnswer<Block>> };

/**
 * The blocks' endpoints typed by their answers: through this view a hook generic in the block
 * answers that block's type, which `call` cannot work out from a generic endpoint.
 */
const ENDPOINTS: { [Block in Statistic]: BlockEndpoint<Block> } = STATISTICS_BLOCKS;

/** A ranked table's page; the other blocks read the range alone. */
type PageQuery = { page?: number; per_page?: number };

/** One block's figures for the period; a block the role may not read is never asked for. */
export function useStatistic<Block extends Statistic>(block: Block, period: Period, page: PageQuery = {}) {
  const visible = useBlockVisible(block);
  const endpoint: BlockEndpoint<Block> = ENDPOINTS[block];
  return useQuery({
    queryKey: ["statistics", block, period, page],
    queryFn: ({ signal }) => call(endpoint, { query: { ...period, ...page } }, { signal }),
    enabled: visible && !periodProblem(period),
    placeholderData: keepPreviousData,
  });
}

/** The dashboard shows each role only the blocks its endpoint lets it read, by the server's own rule. */
export const blockVisible = (principal: Principal | null, block: Statistic) =>
  mayCall(principal, STATISTICS_BLOCKS[block].access);

export function useBlockVisible(block: Statistic): boolean {
  return blockVisible(usePrincipal(), block);
}

export function exportStatistic(block: Statistic, period: Period) {
  return exportXlsx(STATISTICS_BLOCKS[block].path, period, `${block}.xlsx`);
}

/** The whole report of the period as one workbook: a sheet per block the role may read. */
export function exportReport(period: Period) {
  return downloadFile(STATISTICS_EXPORT.all.path, period, "hisobotlar.xlsx");
}
