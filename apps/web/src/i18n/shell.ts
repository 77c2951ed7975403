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
} as const;
