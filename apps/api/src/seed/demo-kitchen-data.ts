import type { MenuType } from "@app/contract/schemas/kitchen-menus";
import type { WriteOffReason } from "@app/contract/schemas/kitchen-warehouse";

/** The demo kitchen's catalog, in Uzbek: what a pilgrim caterer buys, cooks and serves. */

export const UNITS = {
  kg: "Kilogramm",
  g: "Gramm",
  L: "Litr",
  ml: "Millilitr",
  dona: "Dona",
} as const;
type Unit = keyof typeof UNITS;

/** How a product is counted: in recipes, in the warehouse, and recipe units per stock unit. */
const WEIGHED = { recipe: "g", stock: "kg", factor: 1000 } as const;
const POURED = { recipe: "ml", stock: "L", factor: 1000 } as const;
const COUNTED = { recipe: "dona", stock: "dona", factor: 1 } as const;

type Counting = { recipe: Unit; stock: Unit; factor: number };
/** name, counting, price of one stock unit in riyals (the operating currency), stock units per delivery, low-stock threshold. */
export type DemoProduct = { name: string; counting: Counting; price: number; delivery: number; minStock?: number };

const weighed = (name: string, price: number, delivery: number, minStock?: number): DemoProduct => ({
  name,
  counting: WEIGHED,
  price,
  delivery,
  minStock,
});

export const PRODUCT_SECTIONS: Record<string, DemoProduct[]> = {
  "Go‘sht mahsulotlari": [
    weighed("Mol go‘shti", 48, 60, 20),
    weighed("Qo‘y go‘shti", 55, 50, 15),
    weighed("Tovuq go‘shti", 20, 50, 10),
    weighed("Qiyma", 45, 30, 10),
    weighed("Dumba yog‘i", 35, 8),
  ],
  Sabzavotlar: [
    weighed("Piyoz", 3, 80, 20),
    weighed("Sabzi", 4, 100, 20),
    weighed("Kartoshka", 4, 120, 30),
    weighed("Pomidor", 6, 60),
    weighed("Bodring", 6, 30),
    weighed("Karam", 4, 40),
    weighed("Bulg‘or qalampiri", 10, 30),
    weighed("Sarimsoq", 12, 5),
    weighed("Lavlagi", 5, 20),
    weighed("Qovoq", 5, 30),
  ],
  "Ko‘katlar": [
    weighed("Shivit", 20, 3),
    weighed("Kashnich", 20, 3),
    weighed("Rayhon", 25, 2),
    weighed("Ko‘k piyoz", 15, 3),
  ],
  "Don mahsulotlari": [
    weighed("Guruch", 8, 150, 50),
    weighed("Devzira guruch", 18, 60, 20),
    weighed("Mosh", 10, 20),
    weighed("No‘xat", 9, 15),
    weighed("Grechka", 12, 20),
    weighed("Makaron", 7, 25),
    weighed("Un", 4, 150, 40),
    weighed("Manna yormasi", 6, 15),
    weighed("Suli yormasi", 9, 15),
    weighed("Loviya", 10, 10),
  ],
  "Sut mahsulotlari": [
    { name: "Sut", counting: POURED, price: 6.5, delivery: 120, minStock: 30 },
    { name: "Qatiq", counting: POURED, price: 8, delivery: 60 },
    weighed("Qaymoq", 25, 10),
    weighed("Sariyog‘", 45, 15),
    weighed("Pishloq", 40, 8),
    weighed("Tvorog", 22, 15),
    weighed("Suzma", 20, 5),
    { name: "Tuxum", counting: COUNTED, price: 0.6, delivery: 900, minStock: 300 },
  ],
  "Yog‘lar": [
    { name: "Paxta yog‘i", counting: POURED, price: 12, delivery: 80, minStock: 20 },
    { name: "Kungaboqar yog‘i", counting: POURED, price: 11, delivery: 40 },
    { name: "Zaytun yog‘i", counting: POURED, price: 45, delivery: 5 },
  ],
  Ziravorlar: [
    weighed("Tuz", 2, 30, 5),
    weighed("Qora murch", 60, 2),
    weighed("Zira", 70, 3),
    weighed("Qizil qalampir", 50, 1),
    weighed("Zirk", 60, 1),
    weighed("Dafna yaprog‘i", 40, 0.5),
  ],
  Bakaleya: [
    weighed("Shakar", 5, 60, 15),
    weighed("Asal", 60, 10),
    weighed("Kakao", 55, 3),
    weighed("Qora choy", 40, 5),
    weighed("Ko‘k choy", 35, 8),
    weighed("Mayiz", 25, 10),
    weighed("Yong‘oq", 60, 5),
    weighed("Quritilgan o‘rik", 35, 10),
    weighed("Tomat pastasi", 14, 10),
    weighed("Mayonez", 15, 10),
    { name: "Sirka", counting: POURED, price: 5, delivery: 5 },
  ],
  Mevalar: [weighed("Olma", 7, 40), weighed("Limon", 9, 10), weighed("Banan", 6, 20)],
  "Non mahsulotlari": [
    { name: "Non", counting: COUNTED, price: 1.5, delivery: 300, minStock: 100 },
    { name: "Lavash", counting: COUNTED, price: 2, delivery: 100 },
  ],
};

/** A dish: markup per portion and its ingredients, [product, quantity in the product's recipe unit]. */
export type DemoDish = { name: string; profit: number; ingredients: Array<[string, number]> };

export const DISH_SECTIONS: Record<string, DemoDish[]> = {
  "Suyuq taomlar": [
    { name: "Shurva", profit: 6, ingredients: [["Mol go‘shti", 150], ["Kartoshka", 150], ["Sabzi", 60], ["Piyoz", 40], ["Pomidor", 40], ["Tuz", 5]] },
    { name: "Mastava", profit: 5, ingredients: [["Mol go‘shti", 80], ["Guruch", 50], ["Kartoshka", 80], ["Sabzi", 40], ["Piyoz", 30], ["Pomidor", 30], ["Tuz", 4]] },
    { name: "Moshxo‘rda", profit: 4.5, ingredients: [["Mosh", 60], ["Guruch", 40], ["Mol go‘shti", 70], ["Piyoz", 30], ["Sabzi", 30], ["Tuz", 4]] },
    { name: "Tovuq sho‘rva", profit: 4, ingredients: [["Tovuq go‘shti", 150], ["Kartoshka", 120], ["Sabzi", 40], ["Piyoz", 30], ["Shivit", 5], ["Tuz", 4]] },
    { name: "Qaynatma shurva", profit: 7, ingredients: [["Qo‘y go‘shti", 180], ["Kartoshka", 150], ["Sabzi", 60], ["Piyoz", 40], ["Bulg‘or qalampiri", 30], ["Tuz", 5]] },
    { name: "Lag‘mon", profit: 6, ingredients: [["Un", 150], ["Mol go‘shti", 120], ["Bulg‘or qalampiri", 40], ["Pomidor", 50], ["Piyoz", 30], ["Sarimsoq", 5], ["Paxta yog‘i", 20], ["Tuz", 4]] },
    { name: "Mampar", profit: 5, ingredients: [["Un", 100], ["Mol go‘shti", 80], ["Pomidor", 40], ["Kartoshka", 60], ["Piyoz", 30], ["Tuz", 4]] },
  ],
  "Quyuq taomlar": [
    { name: "Osh", profit: 7.5, ingredients: [["Guruch", 200], ["Qo‘y go‘shti", 120], ["Sabzi", 150], ["Piyoz", 50], ["Paxta yog‘i", 40], ["No‘xat", 20], ["Zira", 2], ["Tuz", 5]] },
    { name: "To‘y oshi", profit: 9, ingredients: [["Devzira guruch", 200], ["Mol go‘shti", 130], ["Sabzi", 150], ["Piyoz", 50], ["Paxta yog‘i", 50], ["Mayiz", 10], ["Zira", 2], ["Tuz", 5]] },
    { name: "Dimlama", profit: 6, ingredients: [["Mol go‘shti", 120], ["Kartoshka", 150], ["Karam", 100], ["Sabzi", 60], ["Piyoz", 40], ["Pomidor", 50], ["Bulg‘or qalampiri", 30], ["Tuz", 5]] },
    { name: "Qozon kabob", profit: 8, ingredients: [["Qo‘y go‘shti", 200], ["Kartoshka", 200], ["Piyoz", 40], ["Paxta yog‘i", 30], ["Tuz", 5]] },
    { name: "Norin", profit: 7, ingredients: [["Mol go‘shti", 150], ["Un", 100], ["Piyoz", 30], ["Qora murch", 1], ["Tuz", 3]] },
    { name: "Qovurma lag‘mon", profit: 6, ingredients: [["Un", 150], ["Mol go‘shti", 100], ["Bulg‘or qalampiri", 40], ["Pomidor", 40], ["Sarimsoq", 5], ["Paxta yog‘i", 30], ["Tuz", 4]] },
    { name: "Manti", profit: 6, ingredients: [["Un", 120], ["Qiyma", 150], ["Piyoz", 80], ["Dumba yog‘i", 20], ["Qora murch", 1], ["Tuz", 4]] },
    { name: "Chuchvara", profit: 5, ingredients: [["Un", 100], ["Qiyma", 120], ["Piyoz", 40], ["Qatiq", 50], ["Tuz", 3]] },
    { name: "Xonim", profit: 4, ingredients: [["Un", 120], ["Kartoshka", 100], ["Qovoq", 80], ["Piyoz", 40], ["Paxta yog‘i", 20], ["Tuz", 3]] },
    { name: "Do‘lma", profit: 5.5, ingredients: [["Qiyma", 120], ["Guruch", 40], ["Bulg‘or qalampiri", 120], ["Pomidor", 40], ["Piyoz", 30], ["Tuz", 3]] },
    { name: "Kotlet", profit: 4.5, ingredients: [["Qiyma", 150], ["Non", 0.25], ["Piyoz", 30], ["Tuxum", 0.5], ["Tuz", 3]] },
    { name: "Tovuq kabob", profit: 5.5, ingredients: [["Tovuq go‘shti", 250], ["Piyoz", 40], ["Qatiq", 30], ["Qizil qalampir", 1], ["Tuz", 4]] },
    { name: "Shashlik", profit: 7.5, ingredients: [["Qo‘y go‘shti", 200], ["Piyoz", 60], ["Sirka", 10], ["Zira", 1], ["Tuz", 4]] },
    { name: "Go‘shtli makaron", profit: 4, ingredients: [["Makaron", 120], ["Mol go‘shti", 100], ["Piyoz", 30], ["Tomat pastasi", 20], ["Paxta yog‘i", 15], ["Tuz", 3]] },
    { name: "Go‘shtli grechka", profit: 4, ingredients: [["Grechka", 100], ["Mol go‘shti", 100], ["Piyoz", 30], ["Sariyog‘", 10], ["Tuz", 3]] },
    { name: "Somsa", profit: 2.5, ingredients: [["Un", 80], ["Qiyma", 80], ["Piyoz", 50], ["Dumba yog‘i", 20], ["Zira", 1], ["Tuz", 2]] },
  ],
  Salatlar: [
    { name: "Achichuk", profit: 2, ingredients: [["Pomidor", 120], ["Piyoz", 40], ["Rayhon", 3], ["Tuz", 2]] },
    { name: "Vinegret", profit: 2, ingredients: [["Lavlagi", 80], ["Kartoshka", 60], ["Sabzi", 40], ["Bodring", 40], ["Kungaboqar yog‘i", 15], ["Tuz", 2]] },
    { name: "Olivye", profit: 3, ingredients: [["Kartoshka", 80], ["Tovuq go‘shti", 60], ["Tuxum", 1], ["Bodring", 40], ["Mayonez", 30], ["Sabzi", 30], ["Tuz", 2]] },
    { name: "Bahor salati", profit: 2, ingredients: [["Karam", 100], ["Bodring", 60], ["Shivit", 5], ["Kungaboqar yog‘i", 10], ["Tuz", 2]] },
  ],
  "Nonushta taomlari": [
    { name: "Sutli guruch bo‘tqa", profit: 2.5, ingredients: [["Sut", 250], ["Guruch", 60], ["Shakar", 15], ["Sariyog‘", 10], ["Tuz", 1]] },
    { name: "Manna bo‘tqa", profit: 2, ingredients: [["Sut", 250], ["Manna yormasi", 40], ["Shakar", 15], ["Sariyog‘", 10]] },
    { name: "Suli bo‘tqa", profit: 2, ingredients: [["Sut", 200], ["Suli yormasi", 50], ["Asal", 15]] },
    { name: "Tuxum qovurma", profit: 2, ingredients: [["Tuxum", 2], ["Sariyog‘", 10], ["Non", 0.25], ["Tuz", 1]] },
    { name: "Quymoq", profit: 2, ingredients: [["Un", 60], ["Tuxum", 1], ["Sut", 100], ["Shakar", 10], ["Kungaboqar yog‘i", 15]] },
    { name: "Tvorogli quymoq", profit: 2.5, ingredients: [["Tvorog", 120], ["Un", 30], ["Tuxum", 1], ["Shakar", 15], ["Kungaboqar yog‘i", 15]] },
  ],
  Ichimliklar: [
    { name: "Ko‘k choy", profit: 1, ingredients: [["Ko‘k choy", 5], ["Shakar", 10]] },
    { name: "Limonli qora choy", profit: 1.25, ingredients: [["Qora choy", 5], ["Limon", 15], ["Shakar", 10]] },
    { name: "O‘rik kompoti", profit: 1.5, ingredients: [["Quritilgan o‘rik", 40], ["Shakar", 20]] },
    { name: "Olma kompoti", profit: 1.5, ingredients: [["Olma", 100], ["Shakar", 20]] },
    { name: "Ayron", profit: 1.25, ingredients: [["Qatiq", 200], ["Tuz", 1]] },
    { name: "Kakao", profit: 1.5, ingredients: [["Sut", 200], ["Kakao", 10], ["Shakar", 15]] },
    { name: "Asalli yong‘oq", profit: 3, ingredients: [["Asal", 30], ["Yong‘oq", 30]] },
  ],
};

export type DemoMenu = { name: string; type: MenuType; profit: number; dishes: string[] };

export const MENUS: DemoMenu[] = [
  { name: "Nonushta №1", type: "breakfast", profit: 2.5, dishes: ["Sutli guruch bo‘tqa", "Tuxum qovurma", "Quymoq", "Tvorogli quymoq", "Ko‘k choy", "Kakao", "Olma kompoti"] },
  { name: "Nonushta №2", type: "breakfast", profit: 2.5, dishes: ["Manna bo‘tqa", "Suli bo‘tqa", "Tuxum qovurma", "Somsa", "Bahor salati", "Limonli qora choy", "Ayron"] },
  { name: "Tushlik №1", type: "lunch", profit: 5, dishes: ["Shurva", "Osh", "Achichuk", "Vinegret", "Somsa", "Ko‘k choy", "O‘rik kompoti"] },
  { name: "Tushlik №2", type: "lunch", profit: 5, dishes: ["Mastava", "Lag‘mon", "Manti", "Olivye", "Bahor salati", "Limonli qora choy", "Olma kompoti"] },
  { name: "Tushlik №3", type: "lunch", profit: 6, dishes: ["Qaynatma shurva", "To‘y oshi", "Dimlama", "Achichuk", "Somsa", "Ko‘k choy", "Ayron"] },
  { name: "Kechki ovqat №1", type: "dinner", profit: 4, dishes: ["Moshxo‘rda", "Qozon kabob", "Shashlik", "Vinegret", "Chuchvara", "Ko‘k choy", "Olma kompoti"] },
  { name: "Kechki ovqat №2", type: "dinner", profit: 4, dishes: ["Tovuq sho‘rva", "Tovuq kabob", "Kotlet", "Olivye", "Xonim", "Limonli qora choy", "Kakao"] },
  { name: "Kechki ovqat №3", type: "dinner", profit: 4.5, dishes: ["Mampar", "Norin", "Do‘lma", "Go‘shtli makaron", "Go‘shtli grechka", "Qovurma lag‘mon", "Asalli yong‘oq"] },
];

export const RATIONS = [
  { name: "Standart kunlik ratsion", profit: 7.5, menus: ["Nonushta №1", "Tushlik №1", "Kechki ovqat №1"] },
  { name: "Oilaviy ratsion", profit: 9, menus: ["Nonushta №2", "Tushlik №2", "Kechki ovqat №2"] },
  { name: "Ziyofat ratsioni", profit: 12.5, menus: ["Nonushta №1", "Tushlik №3", "Kechki ovqat №3"] },
];

export const ADDRESSES = [
  "Makka, Ajyad ko‘chasi, Hilton mehmonxonasi",
  "Makka, Ibrohim Xalil ko‘chasi, 12-bino",
  "Madina, Markaziya, Dar Al-Iman",
  "Madina, Quba yo‘li, 45-uy",
  "Makka, Aziziya, 7-bino",
];

export const WRITE_OFFS: Array<{ reason: WriteOffReason; note: string }> = [
  { reason: "expired", note: "Muddati o‘tgan" },
  { reason: "spoiled", note: "Namlangan, yaroqsiz" },
  { reason: "damaged", note: "Tashishda shikastlangan" },
  { reason: "inventory", note: "Inventarizatsiyada kamomad" },
];
