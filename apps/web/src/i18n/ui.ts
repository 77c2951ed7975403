/** Strings of the shared widgets in src/ui: list states, pagination, confirmations, pickers, image upload. */
export const uzList = {
  failed: "Xatolik yuz berdi.",
  empty: "Hozircha hech narsa yo‘q.",
  emptySearch: "Qidiruv bo‘yicha hech narsa topilmadi.",
  retry: "Qayta urinish",
  clearFilters: "Filtrlarni tozalash",
} as const;

/** The question of lib/leave-guard.tsx, asked before another page drops a form's unsaved changes. */
export const uzLeave = {
  text: "Sahifadan chiqsangiz, kiritilgan o‘zgarishlar yo‘qoladi.",
  leave: "Saqlamasdan chiqish",
} as const;

/** The column chooser of ui/column-chooser.tsx. */
export const uzColumns = {
  button: "Ustunlar",
  legend: "Ko‘rinadigan ustunlar",
} as const;

/** The print button of ui/print-button.tsx. */
export const uzPrint = {
  button: "Chop etish",
  printedAt: (when: string) => `Chop etilgan: ${when} (Makka vaqti)`,
} as const;

/** The date and time fields of ui/date-field.tsx and ui/time-field.tsx. */
export const uzDateField = {
  datePlaceholder: "kk.oo.yyyy",
  timePlaceholder: "ss:dd",
  openCalendar: "Kalendarni ochish",
  makkaTime: "(Makka vaqti)",
  time: "Vaqt",
} as const;

export const uzPagination = {
  label: "Sahifalar",
  previous: "Oldingi sahifa",
  next: "Keyingi sahifa",
  page: (page: number) => `${page}-sahifa`,
  pageSize: "Sahifadagi qatorlar soni",
} as const;

export const uzConfirm = {
  title: "O'chirishni tasdiqlaysizmi?",
  description: "Bu amalni ortga qaytarib bo‘lmaydi: o‘chirilgan ma’lumot qayta tiklanmaydi.",
  cancel: "Bekor qilish",
  confirm: "Ha, o'chirish",
} as const;

/** The columns of ui/shortage-table.tsx. */
export const uzShortage = {
  product: "Mahsulot",
  missing: "Yetishmaydi",
} as const;

/** The picker of ui/search-select.tsx. */
export const uzSearchSelect = {
  noMatches: "Hech narsa topilmadi",
} as const;

/** The image field of ui/image-upload.tsx; the two limits word the server's own messages. */
export const uzImageUpload = {
  choose: "Rasm tanlash",
  replace: "Rasmni almashtirish",
  remove: "Rasmni olib tashlash",
  none: "Rasm tanlanmagan",
  preview: "Tanlangan rasm",
  hint: "JPEG, PNG yoki WebP, 5 MB gacha",
  wrongType: "Faqat JPEG, PNG yoki WebP rasm yuklash mumkin",
  tooLarge: "Rasm hajmi 5 MB dan oshmasligi kerak",
} as const;

/** A group's trips (ui/trip-table.tsx) and their plan from its flights and stays (ui/transfer-planner.tsx). */
export const uzTrips = {
  time: "Vaqt",
  route: "Yo‘nalish",
  vehicle: "Transport",
  driver: "Haydovchi",
  passengers: "Yo‘lovchilar",
  flight: "Reys",
  planButton: "Rejalash",
  planPreview: "Reja (hali saqlanmagan)",
  planSummary: (count: number, unassigned: number) =>
    `${count} ta transfer rejalandi` + (unassigned ? `; ${unassigned} yo‘lovchiga bo‘sh transport topilmadi` : ""),
  planSave: "Rejani saqlash",
  planDiscard: "Bekor qilish",
  planSaved: (count: number) => `${count} ta transfer saqlandi`,
} as const;

/** The group picker of ui/group-select.tsx. */
export const uzGroupSelect = {
  headCount: (count: number) => `${count} kishi`,
} as const;
