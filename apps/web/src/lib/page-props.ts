/** What the router hands every protected page: the title of the route it is shown under. */
export type PageProps = { title: string };
