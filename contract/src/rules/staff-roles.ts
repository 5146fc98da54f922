// Who may make which corporate call: THE table of the portal's staff roles (issue 16). The server
// authorises every /api/v2/corporate/<call>/ request with roleMayCall(); the staff console reads the
// same table (and GET /api/v2/staff/me/ answers the calls of the signed-in role) to show only the
// sections a role may use. A call missing from the table is for admins only.
//
// Adding a call: one line here (`'certificate/add': 'clerk',`). api/test/staff-roles.test.ts fails
// for a call registered on the server without a line here, and for a line without a role test.

/** The three staff roles. An admin may make every call; editors and clerks only theirs. */
export const STAFF_ROLES = ['admin', 'editor', 'clerk'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every corporate call (the path after /api/v2/corporate/) and the role it belongs to. */
export const CORPORATE_CALL_ROLES = {
  // The catalogue: departments, procedures, requirements, states (clerks).
  'department/add': 'clerk',
  'department/delete': 'clerk',
  'department/detail': 'clerk',
  'department/list': 'clerk',
  'department/update': 'clerk',
  'procedure/add': 'clerk',
  'procedure/addRequirement': 'clerk',
  'procedure/availableRequirements': 'clerk',
  'procedure/delete': 'clerk',
  'procedure/deleteRequirement': 'clerk',
  'procedure/detail': 'clerk',
  'procedure/list': 'clerk',
  'procedure/update': 'clerk',
  'procedure/updateRequirement': 'clerk',
  'requirement/add': 'clerk',
  'requirement/delete': 'clerk',
  'requirement/list': 'clerk',
  'requirement/update': 'clerk',
  'state/add': 'clerk',
  'state/delete': 'clerk',
  'state/detail': 'clerk',
  'state/list': 'clerk',
  'state/update': 'clerk',
  // The search synonyms of the catalogue and the site search (clerks).
  'synonym/add': 'clerk',
  'synonym/delete': 'clerk',
  'synonym/list': 'clerk',
  'synonym/update': 'clerk',
  // Offices, their weekly schedules and the holidays (clerks).
  'office/add': 'clerk',
  'office/delete': 'clerk',
  'office/detail': 'clerk',
  'office/list': 'clerk',
  'office/update': 'clerk',
  'schedule/add': 'clerk',
  'schedule/addDay': 'clerk',
  'schedule/delete': 'clerk',
  'schedule/deleteDay': 'clerk',
  'schedule/detail': 'clerk',
  'schedule/list': 'clerk',
  'schedule/update': 'clerk',
  'schedule/updateDay': 'clerk',
  'holiday/add': 'clerk',
  'holiday/delete': 'clerk',
  'holiday/detail': 'clerk',
  'holiday/list': 'clerk',
  'holiday/update': 'clerk',
  // The contact inbox (clerks).
  'contact/list': 'clerk',
  'contact/detail': 'clerk',
  'contact/markAnswered': 'clerk',
  'contact/reply': 'clerk',
  // The e-mail delivery log and resending (clerks); the city's reply-to address (admins).
  'mail/list': 'clerk',
  'mail/detail': 'clerk',
  'mail/resend': 'clerk',
  'mailSettings/detail': 'admin',
  'mailSettings/update': 'admin',
  // The console's first screen (clerks): today's appointments, requests waiting, unanswered messages.
  'clerkDashboard/detail': 'clerk',
  // City certificates: issue, list, read, revoke (clerks).
  'certificate/add': 'clerk',
  'certificate/list': 'clerk',
  'certificate/detail': 'clerk',
  'certificate/revoke': 'clerk',
  // Content: news posts, pages, menus, banners, site texts, images (editors).
  // The console's first screen (editors): drafts and readers' answers.
  'editorDashboard/detail': 'editor',
  'post/add': 'editor',
  'post/delete': 'editor',
  'post/detail': 'editor',
  'post/list': 'editor',
  'post/publish': 'editor',
  'post/unpublish': 'editor',
  'post/update': 'editor',
  'page/add': 'editor',
  'page/delete': 'editor',
  'page/detail': 'editor',
  'page/list': 'editor',
  'page/update': 'editor',
  'menu/add': 'editor',
  'menu/delete': 'editor',
  'menu/list': 'editor',
  'menu/update': 'editor',
  'banner/add': 'editor',
  'banner/delete': 'editor',
  'banner/list': 'editor',
  'banner/update': 'editor',
  'site/detail': 'editor',
  'site/update': 'editor',
  'media/upload': 'editor',
  // What citizens answered to '¿Le resultó útil esta página?' (editors).
  'feedback/list': 'editor',
  // Appointments at the offices' counters (issue 17).
  'appointment/search': 'clerk',
  'appointment/detail': 'clerk',
  'appointment/validate': 'clerk',
  'appointment/update': 'clerk',
  'appointment/getAvailable': 'clerk',
  'appointment/create': 'clerk',
  // Citizens' online requests (issue 17).
  'userProcedure/adminList': 'clerk',
  'userProcedure/detail': 'clerk',
  'userProcedure/changeState': 'clerk',
  'userProcedure/updateRequirementStatus': 'clerk',
  'userProcedure/updatePayment': 'clerk',
  'userProcedure/downloadFile': 'clerk',
  'userProcedure/delete': 'clerk',
  // Staff accounts, the audit log and the remote registry (admins).
  'staff/list': 'admin',
  'staff/detail': 'admin',
  'staff/invite': 'admin',
  'staff/update': 'admin',
  'staff/resetPassword': 'admin',
  'staff/unlock': 'admin',
  'staff/revokeSessions': 'admin',
  'staff/policy': 'admin',
  'staff/updatePolicy': 'admin',
  'staff/logs': 'admin',
  // The console's first screen (admins): sign-in failures, delivery failures, today's changes.
  'adminDashboard/detail': 'admin',
  'registry/detail': 'admin',
  // Whether search engines may index the city's site (admins).
  'indexing/detail': 'admin',
  'indexing/update': 'admin',
} as const satisfies Record<string, StaffRole>;

/** A corporate call the table names. */
export type CorporateCall = keyof typeof CORPORATE_CALL_ROLES;

/** The role a call belongs to; a call the table does not name belongs to admins. */
export function roleOfCall(call: string): StaffRole {
  return Object.hasOwn(CORPORATE_CALL_ROLES, call) ? CORPORATE_CALL_ROLES[call as CorporateCall] : 'admin';
}

/** True when `role` may make `call`: admins every call, the others the calls of their role. */
export function roleMayCall(role: StaffRole, call: string): boolean {
  return role === 'admin' || roleOfCall(call) === role;
}

/** The calls of the table a role may make, in the table's order. */
export function callsOfRole(role: StaffRole): CorporateCall[] {
  return (Object.keys(CORPORATE_CALL_ROLES) as CorporateCall[]).filter((call) => roleMayCall(role, call));
}

/** Spanish name of each role, as the console and the server's messages say it. */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = { admin: 'administrador', editor: 'editor', clerk: 'funcionario' };
