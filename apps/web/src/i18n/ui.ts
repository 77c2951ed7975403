/** Strings of the shared widgets in src/ui: list states, pagination, confirmations, pickers, image upload. */
export const uzList = {
  failed: "Xatolik yuz berdi.",
  empty: "Hozircha hech narsa yo‘q.",
  emptySearch: "Qidiruv bo‘yicha hech narsa topilmadi.",
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
