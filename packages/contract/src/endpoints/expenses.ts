import { allowed, endpoint } from "../endpoint.ts";
import { idParams } from "../schemas/common.ts";
import { generalExpense, generalExpenseInput, generalExpenseListQuery, generalExpensePage } from "../schemas/expenses.ts";

const read = allowed("expenses", "read");
const write = allowed("expenses", "write");

const LIST = "/expenses/";
const ONE = "/expenses/:id/";
const MISSING = "Xarajat topilmadi";

/** The company's general expenses (rent, utilities, taxes…), each in its own currency. */
export const GENERAL_EXPENSES = {
  list: endpoint({
    method: "GET",
    path: LIST,
    access: read,
    summary: "General expenses, newest first, filtered and searched, one page with the sums per currency; or an xlsx file",
    query: generalExpenseListQuery,
    response: generalExpensePage,
    xlsx: true,
  }),
  create: endpoint({
    method: "POST",
    path: LIST,
    access: write,
    summary: "Record a general expense",
    body: generalExpenseInput,
    response: generalExpense,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: ONE,
    access: read,
    summary: "One general expense",
    params: idParams,
    response: generalExpense,
    missing: MISSING,
  }),
  replace: endpoint({
    method: "PUT",
    path: ONE,
    access: write,
    summary: "Change a general expense",
    params: idParams,
    body: generalExpenseInput,
    response: generalExpense,
    missing: MISSING,
  }),
  remove: endpoint({
    method: "DELETE",
    path: ONE,
    access: write,
    summary: "Delete a general expense",
    params: idParams,
    status: 204,
    missing: MISSING,
  }),
};
