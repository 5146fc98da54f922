// Every section of the staff console, described once: its calls, list columns and form fields,
// typed from @portal/contract. The navigation shows a section when the signed-in role may make its
// list (or detail) call (GET /api/v2/staff/me/ answers the calls of the role).
import { createElement } from 'react';
import type {
  MediaItem,
  SynonymAddRequest,
  SynonymItem,
  AuditEntry,
  BannerAddRequest,
  BannerItem,
  DepartmentAddRequest,
  DepartmentSummary,
  EditorPage,
  EditorPageAddRequest,
  EditorPost,
  EditorPostAddRequest,
  Holiday,
  HolidayAddRequest,
  InboxMessageSummary,
  MailSummary,
  MenuAddRequest,
  MenuItem,
  Office,
  OfficeAddRequest,
  ProcedureAddRequest,
  ProcedureSummary,
  RequirementAddRequest,
  RequirementItem,
  Schedule,
  ScheduleAddRequest,
  StaffAccount,
  StaffAppointment,
  StaffRequestSummary,
  State,
  StateAddRequest,
} from '@portal/contract';
import { i18nKey } from '../i18n';
import { MediaLibraryEditor } from '../media/MediaLibraryEditor';
import { libraryAddress } from '../media/library-address';
import { ROLE_LABELS } from '../console/role-labels';
import { dueLabel, yesNo } from '../console/format';
import { defineSection, type SectionSpec } from './section-spec';
import { ProcedureRequirements } from './ProcedureRequirements';
import { ScheduleDays } from './ScheduleDays';
import { InboxMessageView } from './InboxMessageView';
import { pages as portalPages } from '@portal/pages';
import { MAIL_EVENT_LABELS, MAIL_STATUS_LABELS, MailView } from './MailView';
import { APPOINTMENT_STATUS_LABELS, AppointmentView } from './AppointmentView';
import { RequestView } from './RequestView';
import { PaymentsDayView } from './PaymentsDayView';
import { RegistryView } from './RegistryView';
import { PageFeedbackView } from './PageFeedbackView';
import { NewsletterView } from './NewsletterView';
import { PostEditor } from './PostEditor';
import { PagePreview } from './PagePreview';
import { PageAttachments } from './PageAttachments';
import { POST_STATUS_LABELS } from './post-status';
import { StaffAccountView } from './StaffAccountView';
import { FactorPolicyView } from './FactorPolicyView';
import { consoleDay, consoleInstant, consoleWallTime } from '../console/console-time';
import { openingHoursLines } from '@portal/contract';

const nameOf = (row: Record<string, unknown>) => String(row.name ?? row.title ?? row.id);

const departments = defineSection<DepartmentSummary, DepartmentAddRequest>({
  id: 'departments',
  title: i18nKey('Departments'),
  group: 'catalogue',
  newTitle: i18nKey('New department'),
  editTitle: i18nKey('Edit department'),
  calls: { list: 'department/list', detail: 'department/detail', add: 'department/add', update: 'department/update', delete: 'department/delete' },
  columns: [
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Active'), value: (row, t) => yesNo(row.is_active, t) },
    { label: i18nKey('Procedures'), value: (row) => row.procedure_count },
  ],
  fields: [
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'is_active', label: i18nKey('Active'), kind: 'checkbox' },
  ],
});

const procedures = defineSection<ProcedureSummary, ProcedureAddRequest>({
  id: 'procedures',
  title: i18nKey('Procedures'),
  group: 'catalogue',
  newTitle: i18nKey('New procedure'),
  editTitle: i18nKey('Edit procedure'),
  calls: { list: 'procedure/list', detail: 'procedure/detail', add: 'procedure/add', update: 'procedure/update', delete: 'procedure/delete' },
  columns: [
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Department'), value: (row) => row.department_name },
    { label: i18nKey('Price'), value: (row, t) => (row.calc_price == null ? t('Free') : row.calc_price) },
    { label: i18nKey('Requirements'), value: (row) => row.requirement_count },
    { label: i18nKey('Offices'), value: (row) => row.office_count },
  ],
  fields: [
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'description', label: i18nKey('Description'), kind: 'textarea', maxLength: 5000 },
    { name: 'department_id', label: i18nKey('Department'), kind: 'select', required: true, source: { call: 'department/list', label: nameOf } },
    { name: 'calc_price', label: i18nKey('Price'), kind: 'number', blankIsNull: true, hint: i18nKey('Leave it blank for a free procedure.') },
    {
      name: 'standard_days', label: i18nKey('Working days to decide'), kind: 'number', blankIsNull: true,
      hint: i18nKey('The service standard citizens are promised: weekends and holidays are not counted. Leave it blank when there is none.'),
    },
    {
      name: 'requirement_ids',
      label: i18nKey('Requirements'),
      kind: 'checkboxes',
      addOnly: true,
      source: { call: 'requirement/list', label: nameOf },
      hint: i18nKey('After saving, add notes and order them under the form.'),
    },
    { name: 'office_ids', label: i18nKey('Offices where it is done'), kind: 'checkboxes', source: { call: 'office/list', label: nameOf } },
  ],
  Children: ProcedureRequirements,
});

const requirements = defineSection<RequirementItem, RequirementAddRequest>({
  id: 'requirements',
  title: i18nKey('Requirement catalogue'),
  group: 'catalogue',
  newTitle: i18nKey('New requirement'),
  editTitle: i18nKey('Edit requirement'),
  calls: { list: 'requirement/list', add: 'requirement/add', update: 'requirement/update', delete: 'requirement/delete' },
  columns: [
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Description'), value: (row) => row.description },
    { label: i18nKey('Procedures'), value: (row) => row.procedure_count },
  ],
  fields: [
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'description', label: i18nKey('Description'), kind: 'textarea', maxLength: 1000 },
  ],
});

const states = defineSection<State, StateAddRequest>({
  id: 'states',
  title: i18nKey('Request states'),
  group: 'catalogue',
  newTitle: i18nKey('New state'),
  editTitle: i18nKey('Edit state'),
  calls: { list: 'state/list', detail: 'state/detail', add: 'state/add', update: 'state/update', delete: 'state/delete' },
  columns: [
    { label: i18nKey('Position'), value: (row) => row.position },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Decides the request'), value: (row, t) => yesNo(row.decides, t) },
  ],
  fields: [
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 100 },
    { name: 'position', label: i18nKey('Position'), kind: 'number', hint: i18nKey('Leave it blank to put it last.') },
    {
      name: 'decides', label: i18nKey('Decides the request'), kind: 'checkbox',
      hint: i18nKey('Tick it for a final answer (approved, rejected): the time to decide is measured to the first such state.'),
    },
  ],
});

const offices = defineSection<Office, OfficeAddRequest>({
  id: 'offices',
  title: i18nKey('Offices'),
  group: 'catalogue',
  newTitle: i18nKey('New office'),
  editTitle: i18nKey('Edit office'),
  calls: { list: 'office/list', detail: 'office/detail', add: 'office/add', update: 'office/update', delete: 'office/delete' },
  columns: [
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Address'), value: (row) => row.address },
    // Never typed here: the office's schedules are its hours (the section «Opening hours and appointments»).
    { label: i18nKey('Opening hours'), value: (row, t) => row.hours.flatMap((period) => openingHoursLines(period.days, t)).join('; ') || '—' },
    { label: i18nKey('Gives appointments'), value: (row, t) => yesNo(row.takes_appointments, t) },
  ],
  fields: [
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'address', label: i18nKey('Address'), kind: 'text', required: true, maxLength: 500, hint: i18nKey('Its opening hours are its schedules, in «Opening hours and appointments».') },
    { name: 'phone', label: i18nKey('Phone'), kind: 'text' },
    { name: 'email', label: i18nKey('E-mail'), kind: 'email' },
    { name: 'latitude', label: i18nKey('Latitude'), kind: 'number', blankIsNull: true },
    { name: 'longitude', label: i18nKey('Longitude'), kind: 'number', blankIsNull: true },
    { name: 'procedure_ids', label: i18nKey('Procedures done here'), kind: 'checkboxes', source: { call: 'procedure/list', label: nameOf } },
  ],
});

const schedules = defineSection<Schedule, ScheduleAddRequest>({
  id: 'schedules',
  title: i18nKey('Opening hours and appointments'),
  group: 'catalogue',
  newTitle: i18nKey('New schedule'),
  editTitle: i18nKey('Edit schedule'),
  calls: { list: 'schedule/list', detail: 'schedule/detail', add: 'schedule/add', update: 'schedule/update', delete: 'schedule/delete' },
  columns: [
    { label: i18nKey('Office (console)'), value: (row) => row.office_name },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Minutes per appointment'), value: (row) => row.slot_minutes },
    { label: i18nKey('Places per slot'), value: (row) => row.capacity },
    { label: i18nKey('Gives appointments'), value: (row, t) => yesNo(row.takes_appointments, t) },
    { label: i18nKey('Opening hours'), value: (row, t) => openingHoursLines(row.days, t).join('; ') || '—' },
  ],
  rowLabel: (row) => `${row.office_name} ${row.name}`.trim(),
  bookingsReason: (_values, t) => t("change of the office's opening hours"),
  fields: [
    { name: 'office_id', label: i18nKey('Office (console)'), kind: 'select', required: true, addOnly: true, source: { call: 'office/list', label: nameOf } },
    { name: 'name', label: i18nKey('Name'), kind: 'text', maxLength: 100 },
    { name: 'slot_minutes', label: i18nKey('Minutes per appointment'), kind: 'number', required: true },
    { name: 'capacity', label: i18nKey('Places per slot'), kind: 'number', required: true },
    { name: 'valid_from', label: i18nKey('Valid from'), kind: 'date', blankIsNull: true },
    { name: 'valid_to', label: i18nKey('Valid until'), kind: 'date', blankIsNull: true },
    {
      name: 'takes_appointments', label: i18nKey('Gives appointments'), kind: 'checkbox',
      hint: i18nKey('Untick it for an office citizens visit without an appointment: its hours are still shown on the procedure pages.'),
    },
  ],
  Children: ScheduleDays,
});

const holidays = defineSection<Holiday, HolidayAddRequest>({
  id: 'holidays',
  title: i18nKey('Holidays'),
  group: 'catalogue',
  newTitle: i18nKey('New holiday'),
  editTitle: i18nKey('Edit holiday'),
  calls: { list: 'holiday/list', detail: 'holiday/detail', add: 'holiday/add', update: 'holiday/update', delete: 'holiday/delete' },
  bookingsReason: (values, t) => t('holiday «{{name}}»', { name: String(values.name ?? '').trim() }),
  columns: [
    { label: i18nKey('Date'), value: (row) => row.date },
    { label: i18nKey('Name'), value: (row) => row.name },
  ],
  fields: [
    { name: 'date', label: i18nKey('Date'), kind: 'date', required: true },
    { name: 'name', label: i18nKey('Name'), kind: 'text', required: true, maxLength: 150 },
  ],
});

// The search's synonyms (clerks and editors): a word and the words a search for it also finds. The
// editor's dashboard links a search that found nothing here, its words filled in as the term.
const synonyms = defineSection<SynonymItem, SynonymAddRequest>({
  id: 'synonyms',
  title: i18nKey('Search synonyms'),
  group: 'content',
  newTitle: i18nKey('New synonym'),
  editTitle: i18nKey('Edit synonym'),
  calls: { list: 'synonym/list', add: 'synonym/add', update: 'synonym/update', delete: 'synonym/delete' },
  columns: [
    { label: i18nKey('Word'), value: (row) => row.term },
    { label: i18nKey('Also finds'), value: (row) => row.alternatives.join(', ') },
  ],
  rowLabel: (row) => row.term,
  prefill: ['term'],
  fields: [
    { name: 'term', label: i18nKey('Word'), kind: 'text', required: true, maxLength: 60, hint: i18nKey('One word, as citizens type it.') },
    { name: 'alternatives', label: i18nKey('Also finds'), kind: 'words', required: true, hint: i18nKey('The words a search for it also finds, separated by commas.') },
  ],
});

const inbox = defineSection<InboxMessageSummary, object>({
  id: 'inbox',
  title: i18nKey('Contact inbox'),
  group: 'inbox',
  calls: { list: 'contact/list', detail: 'contact/detail' },
  columns: [
    { label: i18nKey('Reference'), value: (row) => row.reference },
    { label: i18nKey('Received'), value: (row, t, zone) => consoleInstant(row.created, zone, t) },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('E-mail'), value: (row) => row.email },
    { label: i18nKey('Message'), value: (row) => row.excerpt },
    { label: i18nKey('Status'), value: (row, t) => (row.status === 'new' ? t('New') : t('Answered')) },
  ],
  rowLabel: (row) => row.reference,
  filters: [
    {
      name: 'status',
      label: i18nKey('Status'),
      options: [
        { value: '', label: i18nKey('All') },
        { value: 'new', label: i18nKey('New') },
        { value: 'answered', label: i18nKey('Answered') },
      ],
    },
  ],
  Editor: InboxMessageView,
});

const mailLog = defineSection<MailSummary, object>({
  id: 'mail',
  title: i18nKey('E-mail sent'),
  group: 'inbox',
  calls: { list: 'mail/list', detail: 'mail/detail' },
  columns: [
    { label: i18nKey('Queued at'), value: (row, t, zone) => consoleInstant(row.created, zone, t) },
    { label: i18nKey('Event'), value: (row, t) => t(MAIL_EVENT_LABELS[row.event]) },
    { label: i18nKey('Recipient'), value: (row) => row.recipient },
    { label: i18nKey('Subject'), value: (row) => row.subject },
    { label: i18nKey('Status'), value: (row, t) => (row.attempts > 1 && row.status !== 'failed' ? t('{{status}} (attempt {{count}})', { status: t(MAIL_STATUS_LABELS[row.status]), count: String(row.attempts) }) : t(MAIL_STATUS_LABELS[row.status])) },
    { label: i18nKey('Answer of the mail server'), value: (row) => row.last_error ?? '—' },
  ],
  rowLabel: (row) => row.subject,
  filters: [
    {
      name: 'status',
      label: i18nKey('Status'),
      options: [{ value: '', label: i18nKey('All') }, ...Object.entries(MAIL_STATUS_LABELS).map(([value, label]) => ({ value, label }))],
    },
  ],
  Editor: MailView,
});

const mailSettings: SectionSpec = {
  id: 'mail-settings',
  title: i18nKey('E-mail settings'),
  group: 'administration',
  singleton: true,
  calls: { detail: 'mailSettings/detail', update: 'mailSettings/update' },
  columns: [],
  fields: [
    { name: 'reply_to', label: i18nKey('Address citizens\' replies go to'), kind: 'email', maxLength: 254, hint: i18nKey('Empty: the municipality\'s e-mail.') },
  ],
};

const paymentsDay = defineSection<{ id: number }, object>({
  id: 'payments-day',
  title: i18nKey('Payments of the day'),
  group: 'inbox',
  calls: { detail: 'payment/daily' },
  columns: [],
  singleton: true,
  Editor: PaymentsDayView,
});

const paymentSettings: SectionSpec = {
  id: 'payment-settings',
  title: i18nKey('Payment settings'),
  group: 'administration',
  singleton: true,
  calls: { detail: 'paymentSettings/detail', update: 'paymentSettings/update' },
  columns: [],
  fields: [
    { name: 'transfer_enabled', label: i18nKey('Take bank transfers'), kind: 'checkbox' },
    { name: 'mobile_enabled', label: i18nKey('Take Pago Móvil'), kind: 'checkbox' },
    { name: 'card_enabled', label: i18nKey('Take cards through the payment gateway'), kind: 'checkbox' },
    { name: 'bank_name', label: i18nKey('Bank of the account'), kind: 'text', maxLength: 100, hint: i18nKey('Citizens see these details and the exact amount on the payments page.') },
    { name: 'account_number', label: i18nKey('Account number (20 digits)'), kind: 'text', maxLength: 30 },
    { name: 'account_holder', label: i18nKey('Account holder'), kind: 'text', maxLength: 200 },
    { name: 'rif', label: i18nKey('RIF of the municipality'), kind: 'text', maxLength: 20 },
    { name: 'mobile_bank', label: i18nKey('Pago Móvil bank (code and name)'), kind: 'text', maxLength: 100 },
    { name: 'mobile_phone', label: i18nKey('Pago Móvil phone'), kind: 'text', maxLength: 20 },
    { name: 'currency', label: i18nKey('Currency (ISO code)'), kind: 'text', required: true, maxLength: 3 },
  ],
};

/** 'YYYY-MM-DD' of a day from today, in this browser's time zone (the console's day filter). */
const dayFromToday = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const appointments = defineSection<StaffAppointment, object>({
  id: 'appointments',
  title: i18nKey('Appointments'),
  group: 'inbox',
  calls: { list: 'appointment/search', detail: 'appointment/detail' },
  columns: [
    { label: i18nKey('Code'), value: (row) => row.code },
    { label: i18nKey('Date'), value: (row, t, zone) => `${row.date} ${consoleWallTime(row.start, row.time_zone || zone, t)}` },
    { label: i18nKey('Office (console)'), value: (row) => row.office.name },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('National id'), value: (row) => row.national_id },
    { label: i18nKey('Status'), value: (row, t) => t(APPOINTMENT_STATUS_LABELS[row.status]) },
  ],
  rowLabel: (row) => row.code,
  filters: [
    { name: 'date', label: i18nKey('Day'), options: [{ value: '', label: i18nKey('All') }, { value: dayFromToday(0), label: i18nKey('Today') }, { value: dayFromToday(1), label: i18nKey('Tomorrow') }] },
    {
      name: 'status',
      label: i18nKey('Status'),
      options: [{ value: '', label: i18nKey('All') }, ...Object.entries(APPOINTMENT_STATUS_LABELS).map(([value, label]) => ({ value, label }))],
    },
  ],
  Editor: AppointmentView,
});

const onlineRequests = defineSection<StaffRequestSummary, object>({
  id: 'requests',
  title: i18nKey('Online requests'),
  group: 'inbox',
  calls: { list: 'userProcedure/adminList', detail: 'userProcedure/detail' },
  columns: [
    { label: i18nKey('Code'), value: (row) => row.code },
    { label: i18nKey('Procedure'), value: (row) => row.procedure_name },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('State'), value: (row) => row.state_name ?? '—' },
    { label: i18nKey('Documents to review'), value: (row) => row.submitted },
    { label: i18nKey('Due by'), value: (row, t) => dueLabel(row.due_date, row.due_flag, t) },
    { label: i18nKey('Updated'), value: (row, t, zone) => consoleInstant(row.updated, zone, t) },
  ],
  rowLabel: (row) => row.code,
  filters: [
    {
      name: 'order',
      label: i18nKey('Order'),
      options: [{ value: '', label: i18nKey('Newest first') }, { value: 'due', label: i18nKey('Due date, overdue first') }],
    },
  ],
  Editor: RequestView,
});

const posts = defineSection<EditorPost, EditorPostAddRequest>({
  id: 'posts',
  title: i18nKey('News'),
  group: 'content',
  newTitle: i18nKey('New post'),
  calls: { list: 'post/list', detail: 'post/detail', add: 'post/add', update: 'post/update', delete: 'post/delete' },
  columns: [
    { label: i18nKey('Title'), value: (row) => row.title },
    { label: i18nKey('Status'), value: (row, t) => t(POST_STATUS_LABELS[row.status]) },
    { label: i18nKey('Published on'), value: (row, _t, zone) => consoleDay(row.published_at, zone) },
  ],
  filters: [
    {
      name: 'status',
      label: i18nKey('Status'),
      options: [
        { value: '', label: i18nKey('All') },
        ...Object.entries(POST_STATUS_LABELS).map(([value, label]) => ({ value, label })),
      ],
    },
  ],
  Editor: PostEditor,
});

const pages = defineSection<EditorPage, EditorPageAddRequest>({
  id: 'pages',
  title: i18nKey('Pages'),
  group: 'content',
  newTitle: i18nKey('New page'),
  editTitle: i18nKey('Edit page'),
  calls: { list: 'page/list', detail: 'page/detail', add: 'page/add', update: 'page/update', delete: 'page/delete' },
  columns: [
    { label: i18nKey('Title'), value: (row) => row.title },
    { label: i18nKey('Address'), value: (row) => portalPages.cityPage.href({ '*': row.slug }) },
  ],
  fields: [
    { name: 'title', label: i18nKey('Title'), kind: 'text', required: true, maxLength: 200 },
    { name: 'slug', label: i18nKey('Address name'), kind: 'text', required: true, maxLength: 100, hint: i18nKey('Lowercase letters, digits and hyphens: the page is at /page/<name>.') },
    { name: 'body', label: i18nKey('Content'), kind: 'richtext', hint: i18nKey('After saving, attach files under the form.') },
  ],
  Children: PageAttachments,
  Preview: PagePreview,
});

const menus = defineSection<MenuItem, MenuAddRequest>({
  id: 'menus',
  title: i18nKey('Menu'),
  group: 'content',
  newTitle: i18nKey('New menu entry'),
  editTitle: i18nKey('Edit menu entry'),
  calls: { list: 'menu/list', add: 'menu/add', update: 'menu/update', delete: 'menu/delete' },
  columns: [
    { label: i18nKey('Label'), value: (row) => `${'— '.repeat(row.depth)}${row.label}` },
    { label: i18nKey('Link'), value: (row) => row.url },
    { label: i18nKey('Position'), value: (row) => row.position },
  ],
  rowLabel: (row) => row.label,
  fields: [
    { name: 'label', label: i18nKey('Label'), kind: 'text', required: true, maxLength: 100 },
    { name: 'url', label: i18nKey('Link'), kind: 'text', required: true, hint: i18nKey('A path such as /contact, # or a full https:// address.') },
    { name: 'parent_id', label: i18nKey('Inside the entry'), kind: 'select', blankIsNull: true, source: { call: 'menu/list', label: (row) => String(row.label) } },
    { name: 'page_id', label: i18nKey('Page'), kind: 'select', blankIsNull: true, source: { call: 'page/list', label: (row) => String(row.title) } },
    { name: 'position', label: i18nKey('Position'), kind: 'number' },
  ],
});

const banners = defineSection<BannerItem, BannerAddRequest>({
  id: 'banners',
  title: i18nKey('Banners'),
  group: 'content',
  newTitle: i18nKey('New banner'),
  editTitle: i18nKey('Edit banner'),
  calls: { list: 'banner/list', add: 'banner/add', update: 'banner/update', delete: 'banner/delete' },
  columns: [
    { label: i18nKey('Title'), value: (row) => row.title },
    { label: i18nKey('Link'), value: (row) => row.link },
    { label: i18nKey('Position'), value: (row) => row.position },
  ],
  fields: [
    { name: 'title', label: i18nKey('Title'), kind: 'text', required: true },
    { name: 'image', label: i18nKey('Picture'), kind: 'media', required: true, altField: 'image_alt' },
    { name: 'image_alt', label: i18nKey('Alternative text of the picture'), kind: 'text', maxLength: 300, hint: i18nKey('What the picture shows; it comes from the library and may be changed here.') },
    { name: 'link', label: i18nKey('Link'), kind: 'text' },
    { name: 'position', label: i18nKey('Position'), kind: 'number' },
  ],
});

const mediaLibrary = defineSection<MediaItem, object>({
  id: 'media',
  title: i18nKey('Media library'),
  group: 'content',
  newTitle: i18nKey('Upload a picture'),
  editTitle: i18nKey('Picture'),
  calls: { list: 'media/list', detail: 'media/detail', add: 'media/upload', delete: 'media/delete' },
  columns: [
    { label: i18nKey('Picture'), value: (row) => createElement('img', { src: libraryAddress(row.path, 480), alt: '', width: 96, height: 60, loading: 'lazy', className: 'admin-media-thumb' }) },
    { label: i18nKey('Name'), value: (row) => row.name },
    { label: i18nKey('Alternative text of the picture'), value: (row) => row.alt },
    { label: i18nKey('Size'), value: (row) => `${row.width} × ${row.height}` },
  ],
  rowLabel: (row) => row.name,
  Editor: MediaLibraryEditor,
});

const siteTexts: SectionSpec = {
  id: 'site',
  title: i18nKey('Site texts'),
  group: 'content',
  singleton: true,
  calls: { detail: 'site/detail', update: 'site/update' },
  columns: [],
  fields: [
    { name: 'siteName', label: i18nKey('Site name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'siteDescription', label: i18nKey('Site description'), kind: 'textarea', maxLength: 1000 },
    { name: 'egovHomePath', label: i18nKey('E-government path'), kind: 'text', hint: i18nKey('A path such as /tramites, appended to the e-government address.') },
    { name: 'customer.name', label: i18nKey('Municipality name'), kind: 'text', required: true, maxLength: 200 },
    { name: 'customer.address', label: i18nKey('Municipality address'), kind: 'text' },
    { name: 'customer.phone', label: i18nKey('Municipality phone'), kind: 'text' },
    { name: 'customer.email', label: i18nKey('Municipality e-mail'), kind: 'email' },
    { name: 'siteDemo', label: i18nKey('Show the template demonstration'), kind: 'checkbox' },
    { name: 'oneAppointmentPerProcedure', label: i18nKey('One active appointment per person and procedure'), kind: 'checkbox', hint: i18nKey('A second booking with the same ID number or e-mail is refused until the first is cancelled or over.') },
  ],
};

/** How a staff account stands, in a word or two. */
const accountState = (row: StaffAccount, t: (key: string) => string) =>
  [row.disabled ? t('disabled') : row.invited ? t('invited') : t('active'), row.locked > 0 ? t('locked') : ''].filter(Boolean).join(', ');

const staff = defineSection<StaffAccount, object>({
  id: 'staff',
  title: i18nKey('Staff accounts'),
  group: 'administration',
  newTitle: i18nKey('Invite a person'),
  calls: { list: 'staff/list', detail: 'staff/detail', add: 'staff/invite' },
  rowLabel: (row) => row.email,
  columns: [
    { label: i18nKey('E-mail'), value: (row) => row.email },
    { label: i18nKey('Role'), value: (row, t) => t(ROLE_LABELS[row.role]) },
    { label: i18nKey('State'), value: (row, t) => accountState(row, t) },
    { label: i18nKey('Second factor'), value: (row, t) => (row.passkeys > 0 ? t('passkey') : row.totp ? t('authenticator app') : t('None')) },
    { label: i18nKey('Last sign-in'), value: (row, t, zone) => consoleInstant(row.last_login, zone, t) },
  ],
  Editor: StaffAccountView,
});

const signInSecurity = defineSection<{ id: number }, object>({
  id: 'sign-in',
  title: i18nKey('Sign-in security'),
  group: 'administration',
  calls: { detail: 'staff/policy' },
  columns: [],
  singleton: true,
  Editor: FactorPolicyView,
});

const auditLog = defineSection<AuditEntry, object>({
  id: 'audit',
  title: i18nKey('Audit log'),
  group: 'administration',
  calls: { list: 'staff/logs' },
  columns: [
    { label: i18nKey('When'), value: (row, t, zone) => consoleInstant(row.at, zone, t) },
    { label: i18nKey('Who'), value: (row) => row.actor },
    { label: i18nKey('Call'), value: (row) => row.call },
    { label: i18nKey('Entity'), value: (row) => `${row.entity}${row.entity_id == null ? '' : ` #${row.entity_id}`}` },
    { label: i18nKey('Changes'), value: (row) => row.changes.map((change) => `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`).join('; ') },
  ],
});

const registry = defineSection<{ id: number }, object>({
  id: 'registry',
  title: i18nKey('Remote registry'),
  group: 'administration',
  calls: { detail: 'registry/detail' },
  columns: [],
  singleton: true,
  Editor: RegistryView,
});

const newsletter = defineSection<{ id: number }, object>({
  id: 'newsletter',
  title: i18nKey('Newsletter'),
  group: 'content',
  calls: { detail: 'newsletterIssue/list' },
  columns: [],
  singleton: true,
  Editor: NewsletterView,
});

const pageFeedback = defineSection<{ id: number }, object>({
  id: 'page-feedback',
  title: i18nKey('Was this page useful?'),
  group: 'content',
  calls: { detail: 'feedback/list' },
  columns: [],
  singleton: true,
  Editor: PageFeedbackView,
});

// Whether search engines may index the city's public site (off by default: every page says
// 'noindex, follow' until an admin ticks the box).
const searchEngines: SectionSpec = {
  id: 'search-engines',
  title: i18nKey('Search engines'),
  group: 'administration',
  singleton: true,
  calls: { detail: 'indexing/detail', update: 'indexing/update' },
  columns: [],
  fields: [
    {
      name: 'indexing', label: i18nKey('Let search engines index the public site'), kind: 'checkbox',
      hint: i18nKey('While unticked, every page asks search engines not to list it. The sitemap (/sitemap.xml) and the news feed (/noticias/feed.xml) are published either way.'),
    },
  ],
};

const newsApproval: SectionSpec = {
  id: 'news-approval',
  title: i18nKey('News approval'),
  group: 'administration',
  singleton: true,
  calls: { detail: 'postApproval/detail', update: 'postApproval/update' },
  columns: [],
  fields: [
    {
      name: 'approver_role', label: i18nKey('Who publishes news posts'), kind: 'select', required: true,
      source: { options: [{ value: 'editor', label: i18nKey('Editors (each publishes their own)') }, { value: 'admin', label: i18nKey('Administrators (editors send for review)') }] },
      hint: i18nKey('Whoever publishes also schedules posts and approves those sent for review.'),
    },
  ],
};

/** Every section, in the navigation's order. */
export const SECTIONS: SectionSpec[] = [departments, procedures, requirements, states, offices, schedules, holidays, inbox, mailLog, appointments, onlineRequests, paymentsDay, posts, pages, menus, banners, mediaLibrary, siteTexts, synonyms, newsletter, pageFeedback, staff, signInSecurity, mailSettings, paymentSettings, searchEngines, newsApproval, auditLog, registry];

/** The call that decides whether a role sees a section. */
export function gateCallOf(section: SectionSpec) {
  return section.calls.list ?? section.calls.detail!;
}

export const GROUP_TITLES = {
  catalogue: i18nKey('Procedures catalogue'),
  inbox: i18nKey('Citizens'),
  content: i18nKey('Site content'),
  administration: i18nKey('Administration'),
} as const;
