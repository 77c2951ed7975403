/** Every role a user can hold. `superuser` is also the is_superuser flag. */
export const ROLES = [
  "superuser",
  "admin",
  "ceo",
  "catering",
  "analytics",
  "warehouse",
  "hotel",
  "chef",
  "hr",
  "transportation",
  "operator",
  "reception",
] as const;

export type Role = (typeof ROLES)[number];

/** The legacy front end spelled analytics this way in its route guard; accept it on input. */
const ROLE_ALIASES: Partial<Record<string, Role>> = { analiytics: "analytics" };

export function normalizeRole(value: string): Role | undefined {
  const role = ROLE_ALIASES[value] ?? value;
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : undefined;
}

/**
 * Areas of the product. Each sidebar entry and each API route belongs to one (or, for
 * shared endpoints, several) of these, so the menu and the server cannot disagree.
 */
export const AREAS = [
  "orders",
  "orders_planned",
  "order_analytics",
  "hotels",
  "kitchen_recipes",
  "kitchen_menu",
  "kitchen_products",
  "kitchen_warehouse",
  "kitchen_branches",
  "kitchen_units",
  "kitchen_plan",
  "hr",
  "expenses",
  "counterparties",
  "guest_groups",
  "rooming",
  "taxi",
  "reports",
  "finance",
  "users",
  "settings",
  "audit",
] as const;

export type Area = (typeof AREAS)[number];
export type Action = "read" | "write";

type Grant = { read: readonly Role[]; write: readonly Role[] };

const recipeRoles = ["admin", "ceo", "catering", "chef"] as const;

/**
 * The permission matrix. `read` lists the roles that may open the area, which is also whose
 * sidebar shows it, without superuser, who is implied everywhere; `write` drops the read-only
 * analytics role and the roles that only look up data in an area (warehouse in orders, for
 * instance).
 */
export const MATRIX: Record<Area, Grant> = {
  orders: {
    read: ["admin", "ceo", "catering", "analytics", "warehouse"],
    write: ["admin", "ceo", "catering"],
  },
  orders_planned: {
    read: ["admin", "ceo", "catering", "analytics"],
    write: ["admin", "ceo", "catering"],
  },
  order_analytics: { read: ["admin", "ceo", "analytics"], write: [] },
  hotels: { read: ["admin", "ceo", "hotel", "analytics"], write: ["admin", "ceo", "hotel"] },
  kitchen_recipes: { read: recipeRoles, write: recipeRoles },
  kitchen_menu: { read: [...recipeRoles, "analytics"], write: recipeRoles },
  kitchen_products: {
    read: [...recipeRoles, "warehouse", "analytics"],
    write: [...recipeRoles, "warehouse"],
  },
  kitchen_warehouse: {
    read: ["admin", "ceo", "catering", "warehouse", "analytics"],
    write: ["admin", "ceo", "catering", "warehouse"],
  },
  kitchen_branches: { read: ["admin", "ceo", "catering"], write: ["admin", "ceo", "catering"] },
  kitchen_units: {
    read: ["admin", "ceo", "catering", "warehouse"],
    write: ["admin", "ceo", "catering", "warehouse"],
  },
  // The day's plan from who stays where, the purchase list and the menu cycle: the chef and
  // catering run them, the warehouse and the ceo look on.
  kitchen_plan: {
    read: ["admin", "ceo", "catering", "chef", "warehouse"],
    write: ["admin", "catering", "chef"],
  },
  hr: { read: ["admin", "ceo", "hr", "analytics"], write: ["admin", "ceo", "hr"] },
  // The company's general expenses: HR already keeps the money paid to people (salaries, hiring
  // costs) and the counterparties an expense is paid to, so it keeps these too.
  expenses: { read: ["admin", "ceo", "hr", "analytics"], write: ["admin", "ceo", "hr"] },
  counterparties: { read: ["admin", "ceo", "hr", "analytics"], write: ["admin", "ceo", "hr"] },
  // The Guruhlar page and the manifest: hotel staff book the groups, operator and reception work
  // their pilgrims, the ceo and analytics look on.
  guest_groups: {
    read: ["admin", "ceo", "hotel", "operator", "reception", "analytics"],
    write: ["admin", "hotel", "operator", "reception"],
  },
  // Putting a group's pilgrims into the rooms of its stays: the hotel staff and the reception desk
  // do it, the operator, the ceo and analytics look on.
  rooming: {
    read: ["admin", "ceo", "hotel", "reception", "operator", "analytics"],
    write: ["admin", "hotel", "reception"],
  },
  // The operator who brings the groups in follows their transfers and flights.
  taxi: {
    read: ["admin", "ceo", "transportation", "analytics", "operator"],
    write: ["admin", "ceo", "transportation"],
  },
  reports: {
    read: ["admin", "ceo", "analytics", "hr", "catering", "transportation", "warehouse", "hotel"],
    write: [],
  },
  // The company's result (profit and loss) and the ledger of who owes what: the ceo keeps the
  // ledger, analytics looks on.
  finance: { read: ["admin", "ceo", "analytics"], write: ["admin", "ceo"] },
  users: { read: ["admin"], write: ["admin"] },
  // The company's settings screen; every signed-in user reads the values themselves (GET /settings/).
  settings: { read: ["admin", "ceo"], write: ["admin", "ceo"] },
  // The journal of who changed what: read by those who answer for the data, written by no one.
  audit: { read: ["admin", "ceo"], write: [] },
};

/** Who is asking: a role (possibly none) and the superuser flag. */
export type Principal = { role: Role | null; isSuperuser: boolean };

export function isSuperuser(principal: Principal): boolean {
  return principal.isSuperuser || principal.role === "superuser";
}

/** May this principal perform `action` in any of `areas`? */
export function can(principal: Principal, areas: Area | readonly Area[], action: Action): boolean {
  if (isSuperuser(principal)) return true;
  const role = principal.role;
  if (!role) return false;
  const list = typeof areas === "string" ? [areas] : areas;
  return list.some((area) => MATRIX[area][action].includes(role));
}

/** The roles HR hires into: every role without power over other accounts or the whole business. */
const STAFF_ROLES: readonly Role[] = [
  "catering",
  "analytics",
  "warehouse",
  "hotel",
  "chef",
  "transportation",
  "operator",
  "reception",
  "hr",
];

/**
 * The roles this principal may give an account. Each level grants only below itself, so nobody
 * can raise an account (their own included) above what they hold: superuser grants every role,
 * admin every role but superuser, ceo neither superuser nor admin, hr the staff roles.
 */
export function grantableRoles(principal: Principal): readonly Role[] {
  if (isSuperuser(principal)) return ROLES;
  switch (principal.role) {
    case "admin":
      return ROLES.filter((role) => role !== "superuser");
    case "ceo":
      return ROLES.filter((role) => role !== "superuser" && role !== "admin");
    case "hr":
      return STAFF_ROLES;
    default:
      return [];
  }
}

export function mayGrant(principal: Principal, role: Role): boolean {
  return grantableRoles(principal).includes(role);
}

/**
 * The account flags follow the roles they stand beside: is_superuser is superuser power, and
 * is_staff marks the admin level, so each is set only by whoever may grant that role.
 */
export function mayGrantFlag(principal: Principal, flag: "is_superuser" | "is_staff"): boolean {
  return mayGrant(principal, flag === "is_superuser" ? "superuser" : "admin");
}

/**
 * May this principal change or delete the account `target` describes as it stands now? Only if
 * they could have granted its power, so HR cannot edit, reset or remove an admin. An account
 * with no role is anyone's who grants at all.
 */
export function mayManage(principal: Principal, target: Principal): boolean {
  if (isSuperuser(target)) return isSuperuser(principal);
  return target.role === null ? grantableRoles(principal).length > 0 : mayGrant(principal, target.role);
}
