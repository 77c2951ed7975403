/**
 * Titles of every sidebar route and of the detail pages under them. The route table reads
 * them before any page loads, so they live apart from the shell's own strings.
 */
export const uzPages = {
  apiDocs: "API hujjatlari",
  ordersActive: "Faol buyurtmalar",
  ordersCompleted: "Yakunlangan buyurtmalar",
  ordersPlanned: "Rejalashtirilgan buyurtmalar",
  ordersAnalytics: "Buyurtmalar tahlili",
  hotelOrder: "Mehmonxona buyurtmasi",
  foodOrder: "Taom buyurtmasi",
  hotels: "Mehmonxonalar",
  hotel: "Mehmonxona",
  rooms: "Xonalar",
  reservations: "Bronlar",
  guests: "Mehmonlar",
  rations: "Retseptlar",
  menu: "Menyu",
  dishes: "Taomlar",
  dishSections: "Taom bo‘limlari",
  products: "Mahsulotlar",
  warehouses: "Ombor",
  productSections: "Filiallar",
  units: "O‘lchov birliklari",
  hr: "HR",
  employee: "Xodim",
  payroll: "Oylik to‘lovlar",
  expenses: "Xarajatlar",
  counterparties: "Kontragentlar",
  taxi: "Taksi bazasi",
  report: "Hisobotlar",
} as const;
