/** What users may use of auth: a password's rules and hash, and ending a user's sessions. */
export { replacePassword } from "./credentials.ts";
export { forgetUserSessions } from "./live-sessions.ts";
export { assertPasswordUnlikeIdentity, hashPassword } from "./passwords.ts";
export { revokeUserSessions, userInactive } from "./sessions.ts";
