// Table shapes as Kysely sees them. JSON columns hold text so SQLite and PostgreSQL share one schema.
import type { Generated } from 'kysely';

export interface CustomerTable {
  id: string;
  name: string;
  shortname: string;
  logo: string;
  address: string;
  phone: string;
  email: string;
  time_zone: string;
  /** where citizens' replies to the city's e-mails go; '' → `email` */
  mail_reply_to: Generated<string>;
  /** JSON text: { socialNetworks: [{ name, url, image? }] } */
  apps_config: string;
  position: number;
  /** 1 when search engines may index the customer's site (robots 'index, follow'); 0 by default */
  indexing: Generated<number>;
  /** 1: at most one active appointment per cédula and per e-mail for each procedure; 0: no limit */
  one_appointment_per_procedure: Generated<number>;
  /** the staff role that publishes, schedules and approves news posts: 'editor' (default) or 'admin' */
  post_approver_role: Generated<string>;
}

/** One answer to '¿Le resultó útil esta página?': nothing about who gave it. */
export interface PageFeedbackTable {
  id: Generated<number>;
  customer_id: string;
  /** 'procedure', 'post' or 'page' */
  page_kind: string;
  page_id: number;
  /** 1 yes, 0 no */
  helpful: number;
  comment: string;
  created: string;
}

/** Requests refused with 429 per customer, limit and UTC hour ('2026-12-15T16'): counts only. */
export interface RateLimitRefusalTable {
  customer_id: string;
  /** 'write', 'lookup', 'certificate-check', 'lockout' or 'other' (metrics.routes.ts limitName) */
  limit_name: string;
  hour: string;
  count: number;
}

/** A site search that found nothing: the normalised words only, how often and when last (search-misses.ts). */
export interface SearchMissTable {
  customer_id: string;
  words: string;
  count: number;
  /** the UTC day last searched ('2026-12-15') */
  last_seen: string;
}

/** When a customer's indicators were last computed (modules/indicators/compute-indicators.ts). */
export interface IndicatorRunTable {
  customer_id: string;
  computed_at: string;
  period_from: string;
  period_to: string;
}

/** A procedure's or department's figures; null where a count under 5 suppressed it. */
export interface IndicatorFigureTable {
  id: Generated<number>;
  customer_id: string;
  scope: 'procedure' | 'department' | 'city';
  scope_id: number;
  name: string;
  department_id: number | null;
  department_name: string | null;
  standard_days: number | null;
  received: number | null;
  decided: number | null;
  median_days: number | null;
  p90_days: number | null;
  within_share: number | null;
}

export interface IndicatorMonthlyTable {
  id: Generated<number>;
  customer_id: string;
  scope: 'procedure' | 'department' | 'city';
  scope_id: number;
  /** 'YYYY-MM' */
  month: string;
  received: number | null;
}

export interface IndicatorOfficeTable {
  id: Generated<number>;
  customer_id: string;
  office_id: number;
  name: string;
  next_date: string | null;
  next_time: string | null;
}

export interface SiteConfigTable {
  id: number;
  version: string;
  site_name: string;
  site_description: string;
  site_demo: number;
  egov_host: string | null;
  egov_home_path: string;
  /** JSON text { publicKey, serviceId, templateId } or null */
  emailjs: string | null;
  blog_page_size: number;
}

/** A customer's own site texts (the install-wide row keeps what every customer shares). */
export interface CustomerSiteConfigTable {
  customer_id: string;
  version: string;
  site_name: string;
  site_description: string;
  egov_host: string | null;
  egov_home_path: string;
}

export interface MenuEntryTable {
  id: Generated<number>;
  customer_id: string;
  parent_id: number | null;
  position: number;
  label: string;
  url: string;
  page_id: number | null;
}

export interface DepartmentTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  is_active: number;
}

export interface ProcedureTable {
  id: Generated<number>;
  customer_id: string;
  department_id: number;
  name: string;
  description: string;
  /** null when the procedure has no product (free of charge) */
  calc_price: number | null;
  /** working days to decide a request (the service standard); null: none promised */
  standard_days: number | null;
}

/** A customer's catalogue of requirements; procedures ask for them through procedure_requirements. */
export interface RequirementCatalogueTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  description: Generated<string>;
}

/** The requirements a procedure asks for, in order, each with the procedure's note. */
export interface ProcedureRequirementTable {
  procedure_id: number;
  requirement_id: number;
  position: number;
  note: Generated<string>;
}

export interface OfficeTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  address: string;
  // `opening_hours` (free text) is no longer read: hours are the office's schedules (2026-11-29-office-hours).
  phone: Generated<string>;
  email: Generated<string>;
  latitude: number | null;
  longitude: number | null;
}

export interface ProcedureOfficeTable {
  procedure_id: number;
  office_id: number;
}

/** An office's weekly schedule: its opening hours and, usually, its appointments; days and times in the customer's time zone. */
export interface ScheduleTable {
  id: Generated<number>;
  customer_id: string;
  office_id: number;
  name: Generated<string>;
  slot_minutes: number;
  capacity: number;
  valid_from: string | null;
  valid_to: string | null;
  /** 1: citizens book its slots; 0: opening hours only (they come without an appointment) */
  takes_appointments: Generated<number>;
}

/** One opening range of a schedule: ISO weekday (1 Monday) and 'HH:MM' times. */
export interface ScheduleDayTable {
  id: Generated<number>;
  schedule_id: number;
  weekday: number;
  start_time: string;
  end_time: string;
}

export interface ProcedureStateTable {
  id: Generated<number>;
  customer_id: string;
  name: string;
  position: number;
  /** 1 when reaching this state decides the request (approved, rejected, delivered) */
  decides: Generated<number>;
}

export interface PostTable {
  id: Generated<number>;
  customer_id: string;
  title: string;
  excerpt: string;
  image: string;
  /** what the picture shows, for screen readers ('' when there is no picture) */
  image_alt: Generated<string>;
  /** JSON text: string[] */
  images: string;
  body: string;
  format: string;
  /** JSON text: string[] */
  features_img: string;
  created: string;
  updated: string;
  /** 'draft', 'review', 'scheduled', 'published' or 'unpublished' (public calls show published posts only) */
  status: Generated<string>;
  /** when first published; the date citizens see */
  published_at: string | null;
  /** when the scheduled-publish job publishes a 'scheduled' post (an ISO instant) */
  scheduled_at: string | null;
}

/** One saved version of a post: every add, update and restore writes one. */
export interface PostRevisionTable {
  id: Generated<number>;
  customer_id: string;
  post_id: number;
  title: string;
  excerpt: string;
  body: string;
  image: string;
  image_alt: string;
  format: string;
  /** who saved it: the staff e-mail (the audit label) */
  author: string;
  created: string;
}

export interface PageTable {
  id: Generated<number>;
  customer_id: string;
  slug: string;
  title: string;
  body: string;
}

export interface PageFileTable {
  id: Generated<number>;
  customer_id: string;
  page_id: number;
  name: string;
  path: string;
  size: number;
  mime: string;
  position: Generated<number>;
}

export interface BannerTable {
  id: Generated<number>;
  customer_id: string;
  image: string;
  title: string;
  link: string;
  position: number;
  image_alt: Generated<string>;
}

export interface MediaItemTable {
  id: Generated<number>;
  customer_id: string;
  path: string;
  name: string;
  alt: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  created: string;
}

export interface SnippetTable {
  id: Generated<number>;
  customer_id: string;
  enabled: number;
  position: string;
  html: string;
  script: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  customer_id: string;
  kind: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  idempotency_key: string | null;
  /** sha256 of the message's content (kind, name, email, phone, message); null on rows stored before 2026-11-23 */
  request_hash: string | null;
  created: string;
  /** 'C-2026-000123'; null only while a send is being stored */
  reference: string | null;
  answered_at: string | null;
  /** the staff e-mail or token label that marked it answered */
  answered_by: string | null;
  answered_staff_id: number | null;
  answer_note: string | null;
}

/** Per-customer, per-year counters of references ('C' for contact messages). */
export interface ReferenceCounterTable {
  customer_id: string;
  kind: string;
  counter_year: number;
  last_number: number;
}

export interface StaffAccountTable {
  id: Generated<number>;
  email: string;
  role: string;
  customer_id: string | null;
  password_hash: string;
  disabled: Generated<number>;
  created: string;
  last_login: string | null;
  /** 1: e-mail this account the daily digest (its owner's choice) */
  daily_digest: Generated<number>;
  /** the city's day (YYYY-MM-DD) the last digest was queued for */
  digest_sent_on: string | null;
}

export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
}

/** Reserved sign-in attempts per (account, address) and wrong tokens per address (staff/signin-throttle.ts). */
export interface StaffSigninThrottleTable {
  /** 'password' or 'token' */
  scope: string;
  /** the normalised e-mail ('' for tokens) */
  account: string;
  address: string;
  hits: number;
  /** the current lock's length; doubles with each further failure (bigint: text on PostgreSQL) */
  lock_ms: number | string;
  /** epoch ms; 0 when not locked */
  locked_until: number | string;
  last_at: number | string;
}

/** The distinct accounts that failed from one address within its window. */
export interface StaffSigninAddressTable {
  address: string;
  /** '|h1|h2|' short hashes of the e-mails */
  accounts: string;
  account_count: number;
  window_start: number | string;
}

export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  credential_id: string;
  /** base64url of the COSE public key */
  public_key: string;
  counter: number | string;
  /** comma-separated AuthenticatorTransport names */
  transports: string;
  name: string;
  created: string;
  last_used: string | null;
}

export interface StaffWebauthnChallengeTable {
  id: string;
  challenge: string;
  /** 'register' or 'sign-in' */
  purpose: string;
  staff_id: number | null;
  rp_id: string;
  origin: string;
  created_at: number | string;
}

export interface StaffTotpTable {
  staff_id: number;
  secret: string | null;
  pending_secret: string | null;
  created: string;
  last_step: number | string | null;
}

export interface StaffAccountLinkTable {
  token_hash: string;
  staff_id: number;
  /** 'invite' or 'reset' */
  purpose: string;
  created_at: string;
  expires_at: string;
  created_by: string;
}

export interface StaffFactorPolicyTable {
  customer_id: string;
  role: string;
  required: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  actor: string;
  call_name: string;
  entity: string;
  entity_id: number | null;
  customer_id: string | null;
  /** JSON [{ field, before, after }] of an audited change; null when none were recorded */
  changes: Generated<string | null>;
}

/** One e-mail of the transactional outbox (modules/notifications). */
export interface OutboxTable {
  id: Generated<number>;
  customer_id: string;
  event: string;
  entity: string;
  entity_id: number | null;
  recipient: string;
  language: string;
  message_id: string;
  from_address: string;
  reply_to: string;
  subject: string;
  body_text: string;
  body_html: string;
  /** JSON [{ filename, contentType, content }] */
  attachments: string;
  /** JSON { name: value } of extra headers (List-Unsubscribe, …) */
  headers: string;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  claim_token: string | null;
  claimed_until: string | null;
  last_error: string | null;
  created: string;
  sent_at: string | null;
}

/** One delivery attempt of an outbox row, with the server's answer. */
export interface OutboxAttemptTable {
  id: Generated<number>;
  outbox_id: number;
  customer_id: string;
  at: string;
  outcome: 'sent' | 'retry' | 'failed' | 'resend';
  response: string;
}

/** A newsletter address: pending until its confirmation link is followed (double opt-in). */
/** A newsletter issue an editor sent; its copies are outbox rows (newsletter.issue, entity_id = id). */
export interface NewsletterIssueTable {
  id: Generated<number>;
  customer_id: string;
  subject: string;
  intro: string;
  /** JSON array of the news posts' ids, in the order the issue lists them */
  post_ids: string;
  recipients: number;
  created_by: string;
  created: string;
}

/** A scheduled job's last run (jobs/job-runs.ts): one row per job name. */
export interface JobRunTable {
  name: string;
  started_at: string | null;
  finished_at: string | null;
  /** the instance that took the run now going on, or that took the last one */
  holder: string | null;
  outcome: 'ok' | 'failed' | null;
  /** what the run reported: a backup's file and size, or the error */
  detail: Generated<string>;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  customer_id: string;
  email: string;
  status: 'pending' | 'confirmed';
  language: string;
  /** sha256 of the confirmation link's token; null once confirmed */
  confirm_token_hash: string | null;
  /** the one-click unsubscribe link's token (it can do nothing but unsubscribe this address) */
  unsubscribe_token: string;
  created: string;
  confirmed_at: string | null;
}

/** A clerk's answer to a contact message. */
export interface ContactReplyTable {
  id: Generated<number>;
  customer_id: string;
  message_id: number;
  body: string;
  at: string;
  author: string;
  outbox_id: number | null;
}

export interface HolidayTable {
  id: Generated<number>;
  customer_id: string;
  /** 'YYYY-MM-DD', a day in the customer's time zone */
  date: string;
  name: string;
}

export interface AppointmentTable {
  id: Generated<number>;
  customer_id: string;
  /** 'A-' and 8 letters and digits without look-alikes */
  code: string;
  office_id: number;
  procedure_id: number | null;
  /** the slot, in the customer's time zone */
  date: string;
  start_time: string;
  end_time: string;
  /** the slot as ISO instants */
  starts_at: string;
  ends_at: string;
  /** the place held in the slot (1 … capacity); null once cancelled */
  place: number | null;
  status: 'booked' | 'cancelled' | 'attended' | 'missed';
  name: string;
  /** 'V-12345678' */
  national_id: string;
  email: string;
  phone: string;
  created: string;
  cancelled_at: string | null;
  attended_at: string | null;
  /** who cancelled: the citizen, or the city (a clerk, a holiday, a schedule change) */
  cancelled_by: Generated<'citizen' | 'city' | null>;
  /** the city's reason, which the citizen reads on the appointment's page */
  cancel_reason: Generated<string | null>;
  /** the audit label of the staff member who cancelled it */
  cancelled_by_staff: Generated<string | null>;
  /** when the reminder e-mail of the day before was queued; null until then */
  reminded_at: Generated<string | null>;
  /** '<customer>|<procedure or office>|<cédula>' while the booking holds the person's one place (unique) */
  hold_national_id: Generated<string | null>;
  /** the same for the e-mail, lower case */
  hold_email: Generated<string | null>;
  /** times moved to another day or time (the calendar file's SEQUENCE) */
  moves: Generated<number>;
}

export interface UserProcedureTable {
  id: Generated<number>;
  customer_id: string;
  /** 'T-' and 8 letters and digits without look-alikes */
  code: string;
  procedure_id: number;
  state_id: number | null;
  name: string;
  national_id: string;
  email: string;
  phone: string;
  created: string;
  updated: string;
  payment_status: 'not_required' | 'pending' | 'paid';
  payment_amount: number | null;
  payment_reference: string;
  paid_at: string | null;
  /** the fee when the request was filed, in cents of the customer's currency; null when free */
  amount_due_cents: Generated<number | null>;
  /** the last working day to decide, on the customer's clock ('YYYY-MM-DD'); null without a standard */
  due_date: Generated<string | null>;
  /** when the request first reached a deciding state */
  decided_at: Generated<string | null>;
}

export interface UserProcedureRequirementTable {
  id: Generated<number>;
  user_procedure_id: number;
  requirement_id: number;
  name: string;
  position: number;
  status: 'pending' | 'submitted' | 'accepted' | 'rejected';
  note: string;
  /** relative to the media folder, in its private area */
  file_path: string | null;
  file_name: string | null;
  file_mime: string | null;
  file_size: number | null;
}

export interface UserProcedureHistoryTable {
  id: Generated<number>;
  user_procedure_id: number;
  at: string;
  actor: string;
  event: string;
  detail: string;
}

/** A customer's synonym: a word citizens type and the words the site uses (JSON text: string[]). */
export interface SynonymTable {
  id: Generated<number>;
  customer_id: string;
  term: string;
  alternatives: string;
}

/** A certificate the city issued (migration 2026-11-26-certificates). */
export interface CertificateTable {
  id: Generated<number>;
  customer_id: string;
  number: string;
  register_id: string;
  type: string;
  procedure_id: number | null;
  procedure_name: string | null;
  department_id: number | null;
  department_name: string | null;
  holder_name: string;
  holder_national_id: string;
  issued_on: string;
  expires_on: string | null;
  /** 'valid' | 'revoked' */
  status: string;
  revoked_on: string | null;
  revocation_reason: string | null;
  /** relative to the media folder, in its private area */
  pdf_path: string | null;
  pdf_sha256: string | null;
  pdf_size: number | null;
  created: string;
}

/** A citizen of one customer, known by a verified e-mail and/or cédula (migration 2026-12-01-citizen-folder). */
export interface CitizenAccountTable {
  id: Generated<number>;
  customer_id: string;
  email: string | null;
  national_id: string | null;
  created_at: string;
}

export interface CitizenSessionTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  customer_id: string;
  method: 'email' | 'oidc';
  user_agent: string;
  created_at: string;
  last_seen_at: string;
}

export interface CitizenSignInLinkTable {
  id: Generated<number>;
  token_hash: string;
  customer_id: string;
  email: string;
  browser_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CitizenClaimTable {
  id: Generated<number>;
  account_id: number;
  customer_id: string;
  kind: 'appointment' | 'request';
  entity_id: number;
  created_at: string;
}

export type PaymentMethod = 'counter' | 'transfer' | 'mobile' | 'card';
export type PaymentState = 'pending' | 'reported' | 'confirmed' | 'rejected' | 'refunded';

/** Where a city's citizens pay and which methods it takes. */
export interface PaymentSettingsTable {
  customer_id: string;
  currency: Generated<string>;
  bank_name: Generated<string>;
  account_number: Generated<string>;
  account_holder: Generated<string>;
  rif: Generated<string>;
  mobile_bank: Generated<string>;
  mobile_phone: Generated<string>;
  transfer_enabled: Generated<number>;
  mobile_enabled: Generated<number>;
  card_enabled: Generated<number>;
  updated: string | null;
}

/** One payment of a request, in integer cents. */
export interface RequestPaymentTable {
  id: Generated<number>;
  customer_id: string;
  user_procedure_id: number;
  amount_cents: number;
  currency: string;
  method: PaymentMethod;
  reference: Generated<string>;
  payer_bank: Generated<string>;
  paid_on: string | null;
  payer_name: Generated<string>;
  state: PaymentState;
  note: Generated<string>;
  created_at: string;
  created_by: string;
  decided_by: string | null;
  decided_at: string | null;
  provider: string | null;
  provider_payment_id: string | null;
  receipt_number: string | null;
  receipt_sha256: string | null;
  receipt_path: Generated<string | null>;
}

/** An event a card provider sent, kept so a replay is recognised. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  received_at: string;
  payment_id: number | null;
}

/** A checkout of the sandbox card provider (its side of the books). */
export interface SandboxCheckoutTable {
  id: string;
  amount_cents: number;
  currency: string;
  description: string;
  status: 'pending' | 'approved' | 'declined' | 'abandoned';
  return_url: string;
  created_at: string;
}

export interface Database {
  customers: CustomerTable;
  page_feedback: PageFeedbackTable;
  rate_limit_refusals: RateLimitRefusalTable;
  search_misses: SearchMissTable;
  site_config: SiteConfigTable;
  customer_site_config: CustomerSiteConfigTable;
  menu_entries: MenuEntryTable;
  departments: DepartmentTable;
  procedures: ProcedureTable;
  requirement_catalogue: RequirementCatalogueTable;
  procedure_requirements: ProcedureRequirementTable;
  offices: OfficeTable;
  procedure_offices: ProcedureOfficeTable;
  schedules: ScheduleTable;
  schedule_days: ScheduleDayTable;
  procedure_states: ProcedureStateTable;
  posts: PostTable;
  post_revisions: PostRevisionTable;
  pages: PageTable;
  page_files: PageFileTable;
  banners: BannerTable;
  media_items: MediaItemTable;
  snippets: SnippetTable;
  contact_messages: ContactMessageTable;
  holidays: HolidayTable;
  reference_counters: ReferenceCounterTable;
  staff_accounts: StaffAccountTable;
  staff_sessions: StaffSessionTable;
  staff_signin_throttle: StaffSigninThrottleTable;
  staff_signin_addresses: StaffSigninAddressTable;
  staff_passkeys: StaffPasskeyTable;
  staff_webauthn_challenges: StaffWebauthnChallengeTable;
  staff_totp: StaffTotpTable;
  staff_account_links: StaffAccountLinkTable;
  staff_factor_policies: StaffFactorPolicyTable;
  audit_log: AuditLogTable;
  appointments: AppointmentTable;
  user_procedures: UserProcedureTable;
  user_procedure_requirements: UserProcedureRequirementTable;
  user_procedure_history: UserProcedureHistoryTable;
  payment_settings: PaymentSettingsTable;
  request_payments: RequestPaymentTable;
  payment_events: PaymentEventTable;
  sandbox_checkouts: SandboxCheckoutTable;
  synonyms: SynonymTable;
  certificates: CertificateTable;
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptTable;
  contact_replies: ContactReplyTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  job_runs: JobRunTable;
  newsletter_issues: NewsletterIssueTable;
  citizen_accounts: CitizenAccountTable;
  citizen_sessions: CitizenSessionTable;
  citizen_sign_in_links: CitizenSignInLinkTable;
  citizen_claims: CitizenClaimTable;
  indicator_runs: IndicatorRunTable;
  indicator_figures: IndicatorFigureTable;
  indicator_monthly: IndicatorMonthlyTable;
  indicator_offices: IndicatorOfficeTable;
}
