/** The signed-in frame: the sidebar and its menu groups. */
export const uzShell = {
  navigation: "Asosiy menyu",
  openMenu: "Menyuni ochish",
  settings: "Sozlamalar",
  logout: "Tizimdan chiqish",
  skipToContent: "Asosiy mazmunga o‘tish",
} as const;

export const uzMenu = {
  orders: "Buyurtmalar",
  hotels: "Mehmonxona",
  kitchen: "Oshxona",
  finance: "Moliya",
} as const;

/** The search box in the header: guests, pilgrims, bookings, groups, counterparties and orders at once. */
export const uzGlobalSearch = {
  label: "Umumiy qidiruv",
  placeholder: "Ism yoki raqam bo‘yicha qidirish",
  shortcut: "/ yoki Ctrl+K",
  results: "Qidiruv natijalari",
  searching: "Qidirilmoqda…",
  nothingFound: "Hech narsa topilmadi",
  nothingFoundHint: "Imloni tekshiring yoki ismning bir qismini yozing.",
  failed: "Qidirib bo‘lmadi.",
  retry: "Qayta urinish",
  kinds: {
    guest: "Mehmonlar",
    pilgrim: "Ziyoratchilar",
    booking: "Bronlar",
    group: "Guruhlar",
    counter_agent: "Kontragentlar",
    food_order: "Ovqat buyurtmalari",
    transfer: "Taksi buyurtmalari",
  },
} as const;
