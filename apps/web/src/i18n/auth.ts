/** The pages open without a session: login, the password reset, the no-access page, the privacy policy. */
export const uzAuth = {
  title: "Tizimga kirish",
  subtitle: "Davom etish uchun email va parolingizni kiriting",
  tagline: "Mehmonxonalar, oshxona, transport va hisobotlar: ziyoratchilarga xizmat ko‘rsatishning barcha ishlari bir joyda.",
  email: "Email",
  emailPlaceholder: "email@misol.uz",
  password: "Parol",
  passwordPlaceholder: "Kamida 8 ta belgi",
  submit: "Kirish",
  submitting: "Kirilmoqda...",
  forgot: "Parolni unutdingizmi?",
  missing: "Email va parol to'ldirilishi kerak!",
  failed: "Login failed. Please check your credentials.",
  welcome: (name: string) => `Xush kelibsiz, ${name}!`,
  privacy: "Maxfiylik siyosati",
} as const;

export const uzReset = {
  emailTitle: "Parolni tiklash",
  emailText: "Emailingizni kiriting: unga 6 xonali tasdiqlash kodini yuboramiz.",
  sendCode: "Kod yuborish",
  sending: "Yuborilmoqda...",
  emailFailed: "Emailni yuborishda xatolik yuz berdi",
  codeTitle: "Tasdiqlash kodi",
  codeText: (email: string) => `${email} manziliga yuborilgan 6 xonali kodni kiriting.`,
  codeDigit: (position: number) => `Kodning ${position}-raqami`,
  verify: "Tasdiqlash",
  verifying: "Tekshirilmoqda...",
  codeFailed: "Kod noto‘g‘ri yoki muddati tugagan",
  passwordTitle: "Yangi parol o‘rnatish",
  passwordText: "Yangi parolni kiriting va uni takrorlang.",
  newPassword: "Yangi parol",
  repeatPassword: "Yangi parolni takrorlang",
  setPassword: "Parolni saqlash",
  saving: "Saqlanmoqda...",
  mismatch: "Parollar mos emas yoki to'liq emas",
  setFailed: "Parolni o'zgartirishda xatolik yuz berdi",
  doneTitle: "Muvaffaqiyatli o‘zgartirildi!",
  doneText: "Endi yangi parolingiz bilan tizimga qayta kirishingiz mumkin.",
  toLogin: "Kirish sahifasiga qaytish",
} as const;

export const uzUnauthorized = {
  title: "Ruxsat yo‘q",
  text: "Sizning rolingiz uchun tizimda ochiq bo‘lim yo‘q. Kirish huquqini olish uchun administratorga murojaat qiling.",
  back: "Boshqa hisob bilan kirish",
} as const;

export const uzPrivacy = {
  backToLogin: "Tizimga kirish sahifasiga qaytish",
} as const;
