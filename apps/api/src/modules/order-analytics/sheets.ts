import type { FastifyReply } from "fastify";
import {
  type DayCount,
  type HotelOccupancy,
  type HotelStay,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  type OrderAnalytics,
  type TopCounterparty,
} from "@app/contract/schemas/order-analytics";
import type { Currency } from "@app/contract/schemas/money";
import { type Sheet, part, sendWorkbook } from "../../http/xlsx-export.ts";
import { type Period, periodLabel } from "../statistics/public.ts";

const ANALYTICS_FILE = "buyurtmalar-tahlili";

const daySheet: Sheet<DayCount> = {
  title: "Kunlar",
  file: ANALYTICS_FILE,
  columns: [
    { header: "Sana", kind: "date", value: (row) => row.date },
    { header: "Turi", kind: "text", value: (row) => ORDER_KIND_LABELS[row.kind] },
    { header: "Holati", kind: "text", value: (row) => ORDER_STATUS_LABELS[row.status] ?? row.status },
    { header: "Buyurtmalar soni", kind: "number", value: (row) => row.count },
  ],
};

const occupancySheet: Sheet<HotelOccupancy> = {
  title: "Bandlik",
  file: ANALYTICS_FILE,
  columns: [
    { header: "Mehmonxona", kind: "text", value: (row) => row.hotel },
    { header: "Oy", kind: "date", value: (row) => `01.${row.month.slice(5, 7)}.${row.month.slice(0, 4)}` },
    { header: "Band xona-kechalar", kind: "number", value: (row) => row.booked_nights },
    { header: "Mavjud xona-kechalar", kind: "number", value: (row) => row.available_nights },
    { header: "Bandlik, %", kind: "number", value: (row) => Math.round(row.rate * 10_000) / 100 },
  ],
};

const staySheet: Sheet<HotelStay> = {
  title: "Turar muddati",
  file: ANALYTICS_FILE,
  columns: [
    { header: "Mehmonxona", kind: "text", value: (row) => row.hotel },
    { header: "Buyurtmalar soni", kind: "number", value: (row) => row.order_count },
    { header: "O'rtacha kechalar", kind: "number", value: (row) => row.average_nights },
    { header: "O'rtacha kishilar", kind: "number", value: (row) => row.average_people },
  ],
};

const counterpartySheet: Sheet<TopCounterparty> = {
  title: "Top kontragentlar",
  file: ANALYTICS_FILE,
  columns: [
    { header: "Kontragent", kind: "text", value: (row) => row.name },
    { header: "Buyurtmalar soni", kind: "number", value: (row) => row.order_count },
    { header: "Tushum", kind: "money", value: (row) => row.revenue },
    { header: "Foyda", kind: "money", value: (row) => row.profit },
  ],
};

/** The screen's figures as one workbook, a sheet per table, named after the period. */
export function sendAnalyticsXlsx(reply: FastifyReply, data: OrderAnalytics, period: Period, operatingCurrency: Currency) {
  const parts = [
    part(daySheet, data.days, operatingCurrency),
    part(occupancySheet, data.occupancy, operatingCurrency),
    part(staySheet, data.stays, operatingCurrency),
    part(counterpartySheet, data.top_counterparties, operatingCurrency),
  ];
  return sendWorkbook(reply, ANALYTICS_FILE, parts, periodLabel(period));
}
