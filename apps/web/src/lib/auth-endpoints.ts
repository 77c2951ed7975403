/**
 * The sign-in and session endpoints, loaded on first use. They carry the contract's zod schemas,
 * which must stay out of what the login page downloads before it is interactive; the first use
 * (signing in, or a refresh or logout of a session) comes when the shell is about to need zod anyway.
 */
export const authEndpoints = () => import("@app/contract/endpoints/auth").then((module) => module.AUTH);
