/** The company settings sheet, opened from the profile panel by ceo and admin. */
export const uzSettings = {
  open: "Kompaniya sozlamalari",
  title: "Kompaniya sozlamalari",
  description: "Vaqtlar 24 soatlik, Makka vaqti bo‘yicha (ss:dd, masalan 14:00).",
  currency: "Operatsion valyuta",
  currencyHint: "Buyurtmalar paydo bo‘lgach valyuta va vaqt mintaqasini o‘zgartirib bo‘lmaydi.",
  currencies: { SAR: "SAR — Saudiya riyoli", USD: "USD — AQSh dollari", UZS: "UZS — O‘zbek so‘mi" },
  timezone: "Vaqt mintaqasi",
  meals: "Ovqatlanish vaqtlari",
  stay: "Mehmonxona vaqtlari",
  checkIn: "Kirish vaqti",
  checkOut: "Chiqish vaqti",
  ownCounterparty: "O‘z kontragentimiz",
  ownCounterpartyHint: "Kompaniyaning o‘z ovqat buyurtmalari shu kontragent nomidan beriladi.",
  noCounterparty: "Tanlanmagan",
  saved: "Sozlamalar saqlandi",
} as const;
