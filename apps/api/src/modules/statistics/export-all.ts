import { mayCall } from "@app/contract/endpoint";
import { STATISTICS_BLOCKS, type STATISTICS_EXPORT } from "@app/contract/endpoints/statistics";
import { STATISTICS } from "@app/contract/schemas/statistics";
import type { AppContext } from "../../context.ts";
import { forbidden } from "../../http/errors.ts";
import type { Handler } from "../../http/route.ts";
import { sendWorkbook } from "../../http/xlsx-export.ts";
import { mediaUrls } from "../media/storage.ts";
import { operatingCurrency } from "../settings/operating-currency.ts";
import { BLOCKS } from "./blocks.ts";
import { periodLabel, periodOf } from "./range.ts";

const REPORT_FILE = "hisobotlar";

/**
 * The whole report of a period as one workbook: a sheet per block, in the screen's order, of
 * only the blocks the caller's own endpoints would answer (a dispatcher's file holds no kitchen
 * money). A role that may read no block is refused rather than sent a workbook with no sheet.
 */
export const exportAll =
  (ctx: AppContext): Handler<typeof STATISTICS_EXPORT.all> =>
  async ({ query, user, request, reply }) => {
    const blocks = STATISTICS.filter((block) => mayCall(user, STATISTICS_BLOCKS[block].access));
    if (!blocks.length) throw forbidden();
    const period = periodOf(query, ctx.now());
    const mediaUrl = mediaUrls(request);
    const currency = await operatingCurrency(ctx);
    const parts = await Promise.all(blocks.map((block) => BLOCKS[block].sheet(ctx, period, mediaUrl, currency)));
    return sendWorkbook(reply, REPORT_FILE, parts, periodLabel(period));
  };
