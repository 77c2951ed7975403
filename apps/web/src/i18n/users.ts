import type { Role } from "@app/contract/roles";

/** Accounts: the own profile (its panel and dialogs), the users page, role names. */

/** The password rule in words, under the password of a new account (users page and HR). */
export const PASSWORD_HINT = "Kamida 8 ta belgi, harflar ham, raqamlar ham bo‘lsin; keng tarqalgan yoki ismingizga, emailingizga o‘xshash parol qabul qilinmaydi.";

export const uzProfile = {
  title: "Shaxsiy profil",
  description: "Shaxsiy ma’lumotlaringiz va hisob sozlamalari",
  fullName: "To‘liq ism",
  email: "Email",
  birthdate: "Tug‘ilgan sana",
  gender: "Jinsi",
  male: "Erkak",
  female: "Ayol",
  editAction: "Ma’lumotlarni tahrirlash",
  passwordAction: "Parolni o‘zgartirish",
  logout: "Tizimdan chiqish",
  editTitle: "Ma’lumotlarni tahrirlash",
  editText: "Ism, tug‘ilgan sana va jinsingizni yangilang.",
  passwordTitle: "Yangi parol",
  passwordText: "Hozirgi parolingizni kiriting va yangisini ikki marta yozing.",
  currentPassword: "Hozirgi parol",
  currentPasswordHint: "Tizimga kirishda ishlatadigan parolingiz.",
  newPassword: "Yangi parol",
  // Advice worded for people (8 characters, digits and letters), not the server's full rule.
  newPasswordHint: "Kamida 8 ta belgi: raqamlar va harflardan iborat bo‘lsin.",
  confirmPassword: "Yangi parolni tasdiqlang",
  confirmPasswordHint: "Yangi parolni aynan shu ko‘rinishda qayta kiriting.",
  mismatch: "Kiritilgan parollar o‘zaro mos emas. Iltimos, to‘g‘ri parolni tasdiqlang.",
  saved: "Muvaffaqiyatli tahrirlandi",
} as const;

export const uzUsers = {
  title: "Foydalanuvchilar",
  searchLabel: "Foydalanuvchilarni qidirish",
  searchPlaceholder: "Ism yoki email bo‘yicha qidirish",
  add: "Yangi foydalanuvchi",
  fullName: "To‘liq ism",
  email: "Email",
  password: "Parol",
  passwordHint: PASSWORD_HINT,
  role: "Rol",
  rolePlaceholder: "Rolni tanlang",
  status: "Holati",
  activeSwitch: "Faol foydalanuvchi",
  activeHint: "Faol bo‘lmagan foydalanuvchi tizimga kira olmaydi.",
  createTitle: "Yangi foydalanuvchi",
  editTitle: "Foydalanuvchini tahrirlash",
  created: "Foydalanuvchi qo‘shildi",
  updated: "Foydalanuvchi yangilandi",
  deleted: "Foydalanuvchi o‘chirildi",
  empty: "Foydalanuvchilar topilmadi.",
} as const;

export const uzRoles = {
  superuser: "Superadmin",
  admin: "Administrator",
  ceo: "Rahbar (CEO)",
  catering: "Katering",
  analytics: "Tahlilchi",
  warehouse: "Omborchi",
  hotel: "Mehmonxona xodimi",
  chef: "Oshpaz",
  hr: "Kadrlar bo‘limi (HR)",
  transportation: "Transport",
  operator: "Operator",
  reception: "Qabulxona",
} as const satisfies Record<Role, string>;

export const uzNoRole = "Rolsiz";
