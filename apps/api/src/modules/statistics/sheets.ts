import type {
  CounterpartyStat,
  DishStat,
  HotelSlice,
  HotelStat,
  KitchenHotelMonth,
  KitchenMonth,
  KitchenStat,
  MenuStat,
  Pnl,
  PnlTotal,
  ProductStat,
  RationStat,
  SectionStat,
  VehicleStat,
} from "@app/contract/schemas/statistics";
import type { Column, Sheet } from "../../http/xlsx-export.ts";

/** The report blocks as spreadsheets: Uzbek headers, money and counts as numbers, months as dates. */
const ORDERS = "Buyurtmalar soni";
const PROFIT = "Foyda";
const REVENUE = "Tushum";

const orderCount = <R extends { order_count: number }>(): Column<R> => ({ header: ORDERS, kind: "number", value: (row) => row.order_count });
const money = <R>(header: string, value: (row: R) => number): Column<R> => ({ header, kind: "money", value });
/** An amount in the currency its row names (the P&L keeps each currency in its own rows). */
const amount = <R>(header: string, value: (row: R) => number): Column<R> => ({ header, kind: "amount", value });
const text = <R>(header: string, value: (row: R) => string): Column<R> => ({ header, kind: "text", value });
/** A chart month yyyy-MM as the date of its first day. */
const month = <R extends { month: string }>(): Column<R> => ({
  header: "Oy",
  kind: "date",
  value: (row) => `01.${row.month.slice(5, 7)}.${row.month.slice(0, 4)}`,
});

export const counterpartySheet: Sheet<CounterpartyStat> = {
  title: "Kontragentlar",
  file: "kontragentlar-statistikasi",
  columns: [text("Kontragent", (row) => row.name), orderCount(), money(PROFIT, (row) => row.price)],
};

export const hotelSheet: Sheet<HotelStat> = {
  title: "Mehmonxonalar",
  file: "mehmonxonalar-statistikasi",
  columns: [text("Mehmonxona", (row) => row.name), orderCount(), money(REVENUE, (row) => row.revenue), money(PROFIT, (row) => row.price)],
};

export const vehicleSheet: Sheet<VehicleStat> = {
  title: "Transport",
  file: "transport-statistikasi",
  columns: [
    text("Haydovchi", (row) => row.name),
    text("Avtomobil", (row) => row.car),
    orderCount(),
    money(REVENUE, (row) => row.revenue),
    money(PROFIT, (row) => row.price),
  ],
};

export const sectionSheet: Sheet<SectionStat> = {
  title: "Bo'limlar",
  file: "taom-bolimlari-statistikasi",
  columns: [text("Bo'lim", (row) => row.name), orderCount(), money(PROFIT, (row) => row.price)],
};

export const dishSheet: Sheet<DishStat> = {
  title: "Taomlar",
  file: "taomlar-statistikasi",
  columns: [text("Taom", (row) => row.name), text("Bo'lim", (row) => row.section), orderCount(), money(PROFIT, (row) => row.price)],
};

export const menuSheet: Sheet<MenuStat> = {
  title: "Menyular",
  file: "menyular-statistikasi",
  columns: [
    text("Menyu", (row) => row.name),
    orderCount(),
    money("Tannarx", (row) => row.net_price),
    money(PROFIT, (row) => row.profit),
    money("Sotuv narxi", (row) => row.gross_price),
  ],
};

export const rationSheet: Sheet<RationStat> = {
  title: "Ratsionlar",
  file: "ratsionlar-statistikasi",
  columns: [text("Ratsion", (row) => row.name), orderCount(), money(PROFIT, (row) => row.price)],
};

const productSheet = (title: string, file: string): Sheet<ProductStat> => ({
  title,
  file,
  columns: [
    text("Mahsulot", (row) => row.name),
    text("Bo'lim", (row) => row.section),
    { header: "Miqdor", kind: "number", value: (row) => row.count },
    text("O'lchov birligi", (row) => row.measure),
    money("Summa", (row) => row.price),
  ],
});

export const receivedProductSheet = productSheet("Kirim", "kirim-mahsulotlar");
export const writtenOffProductSheet = productSheet("Hisobdan chiqarilgan", "hisobdan-chiqarilgan-mahsulotlar");
export const usedProductSheet = productSheet("Eng ko'p ishlatilgan", "eng-kop-ishlatilgan-mahsulotlar");

export const kitchenSheet: Sheet<KitchenStat> = {
  title: "Oshxona",
  file: "oshxona-statistikasi",
  columns: [
    money("Xaridlar", (row) => row.check_in),
    money("Sotuv", (row) => row.checkout),
    money(PROFIT, (row) => row.profit),
    money("Umumiy savdo", (row) => row.general_trade),
    money("Hisobdan chiqarilgan", (row) => row.write_off),
  ],
};

export const kitchenDiagramSheet: Sheet<KitchenMonth> = {
  title: "Oshxona oylar kesimida",
  file: "oshxona-oylar-kesimida",
  columns: [month(), money("Xaridlar", (row) => row.check_in), money(PROFIT, (row) => row.checkout)],
};

export const kitchenHotelDiagramSheet: Sheet<KitchenHotelMonth> = {
  title: "Oshxona va mehmonxona",
  file: "oshxona-va-mehmonxona",
  columns: [
    month(),
    { header: "Mehmonxona buyurtmalari", kind: "number", value: (row) => row.mehmonxona },
    { header: "Ovqat buyurtmalari", kind: "number", value: (row) => row.ovqat },
  ],
};

export const hotelsDiagramSheet: Sheet<HotelSlice> = {
  title: "Mehmonxonalar ulushi",
  file: "mehmonxonalar-ulushi",
  columns: [text("Mehmonxona", (row) => row.name), { header: ORDERS, kind: "number", value: (row) => row.value }],
};

/** A row of the profit-and-loss sheet: a month of one currency, or (month null) its total. */
export type PnlRow = PnlTotal & { month: string | null };

/** Each currency's months, then its total; amounts in different currencies stay in their own rows. */
export const pnlRows = (data: Pnl): PnlRow[] =>
  data.totals.flatMap((total) => [
    ...data.months.filter((month) => month.currency === total.currency),
    { ...total, month: null },
  ]);

export const pnlSheet: Sheet<PnlRow> = {
  title: "Foyda va zarar",
  file: "foyda-va-zarar",
  columns: [
    { header: "Oy", kind: "date", value: (row) => (row.month ? `01.${row.month.slice(5, 7)}.${row.month.slice(0, 4)}` : "Jami") },
    text("Valyuta", (row) => row.currency),
    amount("Mehmonxonalar tushumi", (row) => row.hotels),
    amount("Ovqat tushumi", (row) => row.food),
    amount("Transfer tushumi", (row) => row.transfers),
    amount("Jami tushum", (row) => row.revenue),
    amount("Mehmonxonalar tannarxi", (row) => row.hotel_costs),
    amount("Ovqat tannarxi", (row) => row.food_costs),
    amount("Hisobdan chiqarilgan", (row) => row.write_offs),
    amount("Oyliklar", (row) => row.salaries),
    amount("Xarajatlar", (row) => row.expenses),
    amount("Haydovchilar haqi", (row) => row.driver_fees),
    amount("Jami xarajatlar", (row) => row.costs),
    amount("Natija", (row) => row.result),
  ],
};
