import type { Role } from "@app/contract/roles";
import type { AppContext } from "../context.ts";
import { users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/passwords.ts";

export const DEMO_PASSWORD = "demo12345";

const MOBILE_CODES = ["90", "91", "93", "94", "95", "97", "99", "88", "33"];

type Staff = { role: Exclude<Role, "superuser">; fullName: string; gender: "male" | "female"; birthdate: string };

const STAFF: Staff[] = [
  { role: "admin", fullName: "Abdullayev Jasur Karimovich", gender: "male", birthdate: "1986-04-12" },
  { role: "ceo", fullName: "Rahimov Botir Ismoilovich", gender: "male", birthdate: "1974-09-03" },
  { role: "catering", fullName: "Yusupova Dilnoza Anvarovna", gender: "female", birthdate: "1990-01-27" },
  { role: "analytics", fullName: "Karimova Malika Rustamovna", gender: "female", birthdate: "1994-06-15" },
  { role: "warehouse", fullName: "Tursunov Sardor Baxtiyorovich", gender: "male", birthdate: "1988-11-08" },
  { role: "hotel", fullName: "Nazarova Gulnora Shavkatovna", gender: "female", birthdate: "1985-03-21" },
  { role: "chef", fullName: "Xolmatov Sherzod Olimovich", gender: "male", birthdate: "1979-12-30" },
  { role: "hr", fullName: "Ergasheva Nodira Akramovna", gender: "female", birthdate: "1991-08-19" },
  { role: "transportation", fullName: "Qodirov Aziz Farhodovich", gender: "male", birthdate: "1983-05-05" },
  { role: "operator", fullName: "Sobirova Madina Jamshidovna", gender: "female", birthdate: "1997-02-11" },
  { role: "reception", fullName: "Mirzayev Otabek Ulug‘bekovich", gender: "male", birthdate: "1995-10-24" },
];

/** One account per role, `<role>@demo.uz`, all with DEMO_PASSWORD. */
export async function seedDemoStaff(_ctx: AppContext, db: AppContext["db"]) {
  // scrypt is deliberately slow: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      STAFF.map((person, index) => ({
        email: `${person.role}@demo.uz`,
        fullName: person.fullName,
        passwordHash,
        phoneNumber: `+998${MOBILE_CODES[index % MOBILE_CODES.length]}${1_234_501 + index * 7_919}`,
        birthdate: person.birthdate,
        gender: person.gender,
        dateCome: `2024-0${(index % 9) + 1}-15`,
        fromCome: "Toshkent",
        passportNumber: `A${String.fromCharCode(65 + index)}${4_718_203 + index * 131}`,
        givenBy: "Toshkent shahar IIB",
        validityPeriod: `203${index % 5}-12-31`,
        role: person.role,
        isStaff: person.role === "admin",
      })),
    )
    .onConflictDoNothing({ target: users.email });
}
