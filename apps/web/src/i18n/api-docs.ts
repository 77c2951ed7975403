/** The API documentation page. */
export const uzApiDocs = {
  intro: "Tizimning barcha API so‘rovlari: yo‘li, kimga ruxsat berilgani, qabul qiladigan va qaytaradigan ma’lumotlari.",
  searchPlaceholder: "Yo‘l, tavsif yoki guruh bo‘yicha qidirish",
  download: "OpenAPI JSON yuklab olish",
  empty: "Qidiruvga mos so‘rov topilmadi.",
  roles: "Ruxsat",
  inPath: "yo‘lda",
  inQuery: "so‘rov qatorida",
  required: "majburiy",
  body: "So‘rov tanasi",
  response: "Javob",
  open: "API hujjatlari",
} as const;
