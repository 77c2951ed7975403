/** The page of one invoice. */
export const invoicePath = (id: string) => `/finance/invoices/${id}`;
