// The portal's staff roles. Which role may make which corporate call is derived from the table of
// calls (calls/call-roles.ts): each corporate call names its role there.

/** The three staff roles. An admin may make every call; editors and clerks only theirs. */
export const STAFF_ROLES = ['admin', 'editor', 'clerk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];



/** Spanish name of each role, as the console and the server's messages say it. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = { admin: 'administrador', editor: 'editor', clerk: 'funcionario' };
