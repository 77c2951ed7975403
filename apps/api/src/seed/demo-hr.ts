import { and, inArray, sql } from "drizzle-orm";
import { addDays, businessDateOf, formatIsoDate, zonedDateTime } from "@app/contract/dates";
import type { Role } from "@app/contract/roles";
import type { AppContext } from "../context.ts";
import { hiringExpenses, monthlySalaries, users } from "../db/schema/index.ts";
import { hashPassword } from "../modules/auth/passwords.ts";
import { generateSalaries } from "../modules/hr/salaries.ts";
import { DEMO_PASSWORD } from "./demo-staff.ts";

export const DEMO_EMPLOYEE_COUNT = 25;

type Person = { fullName: string; gender: "male" | "female"; role: Exclude<Role, "superuser" | "admin" | "ceo"> };

const PEOPLE: Person[] = [
  { fullName: "Saidov Jamshid Rustamovich", gender: "male", role: "chef" },
  { fullName: "Ahmedova Feruza Bahodirovna", gender: "female", role: "catering" },
  { fullName: "Tojiboyev Ulug‘bek Erkinovich", gender: "male", role: "transportation" },
  { fullName: "Qosimova Shahnoza Ilhomovna", gender: "female", role: "reception" },
  { fullName: "Mamatqulov Bobur Shuhratovich", gender: "male", role: "warehouse" },
  { fullName: "Yo‘ldosheva Munisa Alisherovna", gender: "female", role: "hotel" },
  { fullName: "Hamidov Sanjar Abduvaliyevich", gender: "male", role: "chef" },
  { fullName: "Ismoilova Zarina Farhodovna", gender: "female", role: "operator" },
  { fullName: "Normatov Doniyor Hasanovich", gender: "male", role: "transportation" },
  { fullName: "Raximova Sevara O‘tkirovna", gender: "female", role: "catering" },
  { fullName: "Ergashev Akmal Tohirovich", gender: "male", role: "warehouse" },
  { fullName: "Sultonova Mohira Davronovna", gender: "female", role: "hr" },
  { fullName: "Jo‘rayev Otabek Nodirovich", gender: "male", role: "hotel" },
  { fullName: "Xudoyberdiyeva Lola Sobirovna", gender: "female", role: "reception" },
  { fullName: "Aminov Farrux Muxtorovich", gender: "male", role: "chef" },
  { fullName: "Sharipova Nilufar Jasurovna", gender: "female", role: "operator" },
  { fullName: "Usmonov Bilol Oybekovich", gender: "male", role: "transportation" },
  { fullName: "Olimova Dildora Zafarovna", gender: "female", role: "catering" },
  { fullName: "Berdiyev Sherali Qahramonovich", gender: "male", role: "warehouse" },
  { fullName: "Nurmatova Kamola Ravshanovna", gender: "female", role: "hotel" },
  { fullName: "Karimov Islom Baxromovich", gender: "male", role: "chef" },
  { fullName: "Mahmudova Gulchehra Ergashevna", gender: "female", role: "reception" },
  { fullName: "Xasanov Javlon Ulmasovich", gender: "male", role: "transportation" },
  { fullName: "Abdurahmonova Oydin Shavkatovna", gender: "female", role: "catering" },
  { fullName: "Rasulov Temur Anvarovich", gender: "male", role: "hr" },
];

const CITIES = ["Toshkent", "Samarqand", "Buxoro", "Andijon", "Namangan", "Farg'ona", "Qarshi", "Termiz", "Nukus", "Xiva"];
const MOBILE_CODES = ["90", "91", "93", "94", "95", "97", "99", "88", "33"];
const SALARIES = ["650", "800", "950", "1100", "1250", "1500", "1800", "2200"];

/** Costs of bringing someone over, as titles and typical amounts (USD). */
const EXPENSES: Array<[string, number]> = [
  ["Ishchi vizasi", 420],
  ["Aviachipta Toshkent – Jidda", 380],
  ["Tibbiy ko'rik", 60],
  ["Mehnat shartnomasi notarial tasdig'i", 35],
  ["Iqoma (yashash ruxsatnomasi)", 300],
  ["Birinchi oy turar joyi", 250],
];

/** Latin login names: the apostrophes of Uzbek spelling dropped. */
const loginName = (fullName: string) => {
  const [surname, name] = fullName.toLowerCase().replace(/['’]/g, "").split(" ");
  return `${name}.${surname}`;
};

/**
 * 25 employees beside the per-role accounts: hired over the past year and a half, passports of
 * various validity (a few ending within the warning window or already ended), hiring expenses,
 * and their salary months generated through the HR service, the older ones paid.
 */
export async function seedDemoHr(ctx: AppContext, db: AppContext["db"]) {
  const scoped = { ...ctx, db };
  const today = businessDateOf(ctx.now());
  const hireDate = (index: number) => addDays(today, -(30 + index * 21));
  // scrypt is deliberately slow: one hash serves every demo account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const employees = await db
    .insert(users)
    .values(
      PEOPLE.map((person, index) => {
        const passportEnds = index % 6 === 0 ? addDays(today, 10 + index) : index % 11 === 4 ? addDays(today, -20) : addDays(today, 400 + index * 37);
        return {
          email: `${loginName(person.fullName)}@demo.uz`,
          fullName: person.fullName,
          passwordHash,
          gender: person.gender,
          role: person.role,
          phoneNumber: `+998${MOBILE_CODES[index % MOBILE_CODES.length]}${String(3_104_217 + index * 86_311).slice(0, 7)}`,
          birthdate: formatIsoDate({ year: 1975 + (index % 24), month: (index % 12) + 1, day: (index % 27) + 1 }),
          dateCome: formatIsoDate(hireDate(index)),
          fromCome: CITIES[index % CITIES.length],
          passportNumber: `${String.fromCharCode(65 + (index % 3))}${String.fromCharCode(65 + ((index * 7) % 26))}${String(1_234_567 + index * 271_829).slice(-7)}`,
          givenBy: `${CITIES[index % CITIES.length]} shahar IIB`,
          validityPeriod: formatIsoDate(passportEnds),
          baseSalary: SALARIES[index % SALARIES.length],
          isActive: index !== 17,
        };
      }),
    )
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });

  const expenses = employees.flatMap((employee, index) =>
    EXPENSES.slice(0, 2 + (index % 4)).map(([title, cost], line) => ({
      userId: employee.id,
      title,
      date: zonedDateTime(addDays(hireDate(index), line * 3 - 14), 9 + line, 30),
      cost: String(cost + (index % 5) * 15),
      status: line < 2 || index % 3 !== 0,
    })),
  );
  await db.insert(hiringExpenses).values(expenses);

  for (const employee of employees) await generateSalaries(scoped, employee.id);
  // Salaries are paid by bank on the 5th after the month ends: every month before last is settled, last month for most.
  const lastMonth = today.year * 12 + today.month - 2;
  const settle = (ids: string[], throughMonth: number) =>
    db
      .update(monthlySalaries)
      .set({
        status: true,
        paidAt: sql`(make_date(${monthlySalaries.year}, ${monthlySalaries.month}, 5) + interval '1 month')::date`,
        method: "bank",
      })
      .where(
        and(
          inArray(monthlySalaries.userId, ids),
          sql`${monthlySalaries.year} * 12 + ${monthlySalaries.month} - 1 <= ${throughMonth}`,
        ),
      );
  await settle(employees.map((employee) => employee.id), lastMonth - 1);
  await settle(employees.filter((_, index) => index % 4 !== 1).map((employee) => employee.id), lastMonth);
}
