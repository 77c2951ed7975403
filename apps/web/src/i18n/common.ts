/**
 * Strings every screen shares, the login page included: buttons, labels and error toasts.
 * Every string of the app is copied to the letter, including which apostrophe it uses
 * (' or ’ or ‘): users and the e2e tests know them as they are, so do not "fix" them. Each
 * area has its own file beside this one, so a page chunk carries only its own strings.
 */
import type { Meal } from "@app/contract/schemas/hotel-orders";

export const uzAppName = "Hajj back-office";

/** The day's meals, as the settings' meal times and a stay's meals name them. */
export const uzMeals = { breakfast: "Nonushta", lunch: "Tushlik", dinner: "Kechki ovqat" } as const satisfies Record<Meal, string>;

export const uzCommon = {
  loading: "Loading...",
  dateFrom: "Sanadan",
  dateTo: "Sanagacha",
  save: "Saqlash",
  cancel: "Bekor qilish",
  close: "Yopish",
  edit: "Tahrirlash",
  delete: "O‘chirish",
  search: "Qidirish",
  actions: "Amallar",
  number: "№",
  active: "Faol",
  inactive: "Faol emas",
  showPassword: "Parolni ko‘rsatish",
  hidePassword: "Parolni yashirish",
  requiredField: "Bu maydon to‘ldirilishi shart",
  notSet: "Ko‘rsatilmagan",
  all: "Barchasi",
  status: "Holati",
  editRow: (name: string) => `Tahrirlash: ${name}`,
  deleteRow: (name: string) => `O‘chirish: ${name}`,
  unsavedTitle: "O‘zgarishlar saqlanmagan",
  unsavedText: "Oynani yopsangiz, kiritilgan o‘zgarishlar yo‘qoladi.",
  keepEditing: "Tahrirlashda davom etish",
  discard: "Saqlamasdan yopish",
} as const;

export const uzErrors = {
  toast: (message: string) => `Xatolik: ${message}`,
  unknown: "Noma’lum xatolik yuz berdi",
  network: "Server bilan aloqa yo‘q. Internet ulanishini tekshiring.",
  sessionExpired: "Sessiya tugadi. Iltimos, qayta kiring.",
  pageLoad: "Sahifani yuklab bo‘lmadi. Sahifani yangilang.",
  reload: "Sahifani yangilash",
} as const;
