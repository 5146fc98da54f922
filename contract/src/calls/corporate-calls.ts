// Every corporate call (POST /api/v2/corporate/<name>/) and the role it belongs to: the staff role
// table (call-roles.ts) is derived from this one. Admins may make every call; a new call is a new
// entry here, then its handler on the server (corporateCall), which fails to typecheck without it.
import { defineCall } from './define-call.ts';

// The catalogue: departments, procedures, requirements, states (clerks).
export const departmentAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/department/add/', role: 'clerk', request: 'DepartmentAddRequestSchema', response: 'DepartmentAddResponseSchema', created: true });
export const departmentDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/department/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'DepartmentDeleteResponseSchema' });
export const departmentDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/department/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'DepartmentDetailResponseSchema' });
export const departmentList = defineCall({ method: 'POST', path: '/api/v2/corporate/department/list/', role: 'clerk', request: 'DepartmentListRequestSchema', response: 'DepartmentListResponseSchema' });
export const departmentUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/department/update/', role: 'clerk', request: 'DepartmentUpdateRequestSchema', response: 'DepartmentUpdateResponseSchema' });
export const procedureAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/add/', role: 'clerk', request: 'ProcedureAddRequestSchema', response: 'ProcedureAddResponseSchema', created: true });
export const procedureAddRequirement = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/addRequirement/', role: 'clerk', request: 'ProcedureAddRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const procedureAvailableRequirements = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/availableRequirements/', role: 'clerk', request: 'ProcedureAvailableRequirementsRequestSchema', response: 'ProcedureAvailableRequirementsResponseSchema' });
export const procedureDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'ProcedureDeleteResponseSchema' });
export const procedureDeleteRequirement = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/deleteRequirement/', role: 'clerk', request: 'ProcedureDeleteRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const procedureDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'ProcedureDetailResponseSchema' });
export const procedureList = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/list/', role: 'clerk', request: 'ProcedureListRequestSchema', response: 'ProcedureListResponseSchema' });
export const procedureUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/update/', role: 'clerk', request: 'ProcedureUpdateRequestSchema', response: 'ProcedureUpdateResponseSchema' });
export const procedureUpdateRequirement = defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/updateRequirement/', role: 'clerk', request: 'ProcedureUpdateRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const requirementAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/add/', role: 'clerk', request: 'RequirementAddRequestSchema', response: 'RequirementAddResponseSchema', created: true });
export const requirementDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'RequirementDeleteResponseSchema' });
export const requirementList = defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/list/', role: 'clerk', request: 'RequirementListRequestSchema', response: 'RequirementListResponseSchema' });
export const requirementUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/update/', role: 'clerk', request: 'RequirementUpdateRequestSchema', response: 'RequirementUpdateResponseSchema' });
export const stateAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/state/add/', role: 'clerk', request: 'StateAddRequestSchema', response: 'StateAddResponseSchema', created: true });
export const stateDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/state/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'StateDeleteResponseSchema' });
export const stateDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/state/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StateDetailResponseSchema' });
export const stateList = defineCall({ method: 'POST', path: '/api/v2/corporate/state/list/', role: 'clerk', request: 'StateListRequestSchema', response: 'StateListResponseSchema' });
export const stateUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/state/update/', role: 'clerk', request: 'StateUpdateRequestSchema', response: 'StateUpdateResponseSchema' });
// The search synonyms of the catalogue and the site search (clerks).
export const synonymAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/add/', role: 'clerk', request: 'SynonymAddRequestSchema', response: 'SynonymAddResponseSchema', created: true });
export const synonymDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'SynonymDeleteResponseSchema' });
export const synonymList = defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/list/', role: 'clerk', request: 'SynonymListRequestSchema', response: 'SynonymListResponseSchema' });
export const synonymUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/update/', role: 'clerk', request: 'SynonymUpdateRequestSchema', response: 'SynonymUpdateResponseSchema' });
// Offices, their weekly schedules and the holidays (clerks).
export const officeAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/office/add/', role: 'clerk', request: 'OfficeAddRequestSchema', response: 'OfficeAddResponseSchema', created: true });
export const officeDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/office/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'OfficeDeleteResponseSchema' });
export const officeDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/office/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'OfficeDetailResponseSchema' });
export const officeList = defineCall({ method: 'POST', path: '/api/v2/corporate/office/list/', role: 'clerk', request: 'OfficeListRequestSchema', response: 'OfficeListResponseSchema' });
export const officeUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/office/update/', role: 'clerk', request: 'OfficeUpdateRequestSchema', response: 'OfficeUpdateResponseSchema' });
export const scheduleAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/add/', role: 'clerk', request: 'ScheduleAddRequestSchema', response: 'ScheduleAddResponseSchema', created: true });
export const scheduleAddDay = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/addDay/', role: 'clerk', request: 'ScheduleAddDayRequestSchema', response: 'ScheduleResponseSchema' });
export const scheduleDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/delete/', role: 'clerk', request: 'ScheduleDeleteRequestSchema', response: 'ScheduleDeleteResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleDeleteDay = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/deleteDay/', role: 'clerk', request: 'ScheduleDeleteDayRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'ScheduleDetailResponseSchema' });
export const scheduleList = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/list/', role: 'clerk', request: 'ScheduleListRequestSchema', response: 'ScheduleListResponseSchema' });
export const scheduleUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/update/', role: 'clerk', request: 'ScheduleUpdateRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleUpdateDay = defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/updateDay/', role: 'clerk', request: 'ScheduleUpdateDayRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const holidayAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/add/', role: 'clerk', request: 'HolidayAddRequestSchema', response: 'HolidayAddResponseSchema', created: true, error: 'AffectedAppointmentsErrorSchema' });
export const holidayDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'HolidayDeleteResponseSchema' });
export const holidayDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'HolidayDetailResponseSchema' });
export const holidayList = defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/list/', role: 'clerk', request: 'HolidayListRequestSchema', response: 'HolidayListResponseSchema' });
export const holidayUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/update/', role: 'clerk', request: 'HolidayUpdateRequestSchema', response: 'HolidayUpdateResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
// The contact inbox (clerks).
export const contactList = defineCall({ method: 'POST', path: '/api/v2/corporate/contact/list/', role: 'clerk', request: 'InboxListRequestSchema', response: 'InboxListResponseSchema' });
export const contactDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/contact/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'InboxDetailResponseSchema' });
export const contactMarkAnswered = defineCall({ method: 'POST', path: '/api/v2/corporate/contact/markAnswered/', role: 'clerk', request: 'InboxMarkAnsweredRequestSchema', response: 'InboxMarkAnsweredResponseSchema' });
export const contactReply = defineCall({ method: 'POST', path: '/api/v2/corporate/contact/reply/', role: 'clerk', request: 'InboxReplyRequestSchema', response: 'InboxReplyResponseSchema' });
// The e-mail delivery log and resending (clerks); the city's reply-to address (admins).
export const mailList = defineCall({ method: 'POST', path: '/api/v2/corporate/mail/list/', role: 'clerk', request: 'MailListRequestSchema', response: 'MailListResponseSchema' });
export const mailDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/mail/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'MailDetailResponseSchema' });
export const mailResend = defineCall({ method: 'POST', path: '/api/v2/corporate/mail/resend/', role: 'clerk', request: 'IdRequestSchema', response: 'MailResendResponseSchema' });
export const mailSettingsDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/mailSettings/detail/', role: 'admin', request: 'MailSettingsRequestSchema', response: 'MailSettingsResponseSchema' });
export const mailSettingsUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/mailSettings/update/', role: 'admin', request: 'MailUpdateSettingsRequestSchema', response: 'MailUpdateSettingsResponseSchema' });
// City certificates: issue, list, read, revoke (clerks).
export const certificateAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/add/', role: 'clerk', request: 'CertificateAddRequestSchema', response: 'CertificateAddResponseSchema', created: true });
export const certificateList = defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/list/', role: 'clerk', request: 'CertificateListRequestSchema', response: 'CertificateListResponseSchema' });
export const certificateDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'CertificateDetailResponseSchema' });
export const certificateRevoke = defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/revoke/', role: 'clerk', request: 'CertificateRevokeRequestSchema', response: 'CertificateRevokeResponseSchema' });
// Content: news posts, pages, menus, banners, site texts, images (editors).
export const postAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/post/add/', role: 'editor', request: 'EditorPostAddRequestSchema', response: 'EditorPostAddResponseSchema', created: true });
export const postDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/post/delete/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostDeleteResponseSchema' });
export const postDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/post/detail/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostDetailResponseSchema' });
export const postList = defineCall({ method: 'POST', path: '/api/v2/corporate/post/list/', role: 'editor', request: 'EditorPostListRequestSchema', response: 'EditorPostListResponseSchema' });
export const postPublish = defineCall({ method: 'POST', path: '/api/v2/corporate/post/publish/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostResponseSchema' });
export const postUnpublish = defineCall({ method: 'POST', path: '/api/v2/corporate/post/unpublish/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostResponseSchema' });
export const postUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/post/update/', role: 'editor', request: 'EditorPostUpdateRequestSchema', response: 'EditorPostResponseSchema' });
export const pageAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/page/add/', role: 'editor', request: 'EditorPageAddRequestSchema', response: 'EditorPageAddResponseSchema', created: true });
export const pageDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/page/delete/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPageDeleteResponseSchema' });
export const pageDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/page/detail/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPageDetailResponseSchema' });
export const pageList = defineCall({ method: 'POST', path: '/api/v2/corporate/page/list/', role: 'editor', request: 'EditorPageListRequestSchema', response: 'EditorPageListResponseSchema' });
export const pageUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/page/update/', role: 'editor', request: 'EditorPageUpdateRequestSchema', response: 'EditorPageUpdateResponseSchema' });
export const menuAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/menu/add/', role: 'editor', request: 'MenuAddRequestSchema', response: 'MenuAddResponseSchema', created: true });
export const menuDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/menu/delete/', role: 'editor', request: 'IdRequestSchema', response: 'MenuDeleteResponseSchema' });
export const menuList = defineCall({ method: 'POST', path: '/api/v2/corporate/menu/list/', role: 'editor', request: 'MenuListRequestSchema', response: 'MenuListResponseSchema' });
export const menuUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/menu/update/', role: 'editor', request: 'MenuUpdateRequestSchema', response: 'MenuUpdateResponseSchema' });
export const bannerAdd = defineCall({ method: 'POST', path: '/api/v2/corporate/banner/add/', role: 'editor', request: 'BannerAddRequestSchema', response: 'BannerAddResponseSchema', created: true });
export const bannerDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/banner/delete/', role: 'editor', request: 'IdRequestSchema', response: 'BannerDeleteResponseSchema' });
export const bannerList = defineCall({ method: 'POST', path: '/api/v2/corporate/banner/list/', role: 'editor', request: 'BannerListRequestSchema', response: 'BannerListResponseSchema' });
export const bannerUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/banner/update/', role: 'editor', request: 'BannerUpdateRequestSchema', response: 'BannerUpdateResponseSchema' });
export const siteDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/site/detail/', role: 'editor', request: 'CustomerRequestSchema', response: 'SiteTextsDetailResponseSchema' });
export const siteUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/site/update/', role: 'editor', request: 'SiteTextsUpdateRequestSchema', response: 'SiteTextsUpdateResponseSchema' });
export const mediaUpload = defineCall({ method: 'POST', path: '/api/v2/corporate/media/upload/', role: 'editor', response: 'MediaUploadResponseSchema', created: true, multipart: true });
// What citizens answered to '¿Le resultó útil esta página?' (editors).
export const feedbackList = defineCall({ method: 'POST', path: '/api/v2/corporate/feedback/list/', role: 'editor', request: 'CustomerRequestSchema', response: 'FeedbackListResponseSchema' });
// Appointments at the offices' counters.
export const appointmentSearch = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/search/', role: 'clerk', request: 'AppointmentSearchRequestSchema', response: 'AppointmentSearchResponseSchema' });
export const appointmentDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentValidate = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/validate/', role: 'clerk', request: 'AppointmentValidateRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/update/', role: 'clerk', request: 'AppointmentUpdateRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentGetAvailable = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/getAvailable/', role: 'clerk', request: 'AvailableRequestSchema', response: 'AvailableResponseSchema' });
export const appointmentCreate = defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/create/', role: 'clerk', request: 'CreateAppointmentRequestSchema', response: 'CreateAppointmentResponseSchema', created: true });
// Citizens' online requests.
export const userProcedureAdminList = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/adminList/', role: 'clerk', request: 'UserProcedureAdminListRequestSchema', response: 'UserProcedureAdminListResponseSchema' });
export const userProcedureDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureChangeState = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/changeState/', role: 'clerk', request: 'UserProcedureChangeStateRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureUpdateRequirementStatus = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/updateRequirementStatus/', role: 'clerk', request: 'UpdateRequirementStatusRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureUpdatePayment = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/updatePayment/', role: 'clerk', request: 'UpdatePaymentRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureDownloadFile = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/downloadFile/', role: 'clerk', request: 'StaffDownloadRequestSchema', file: true });
export const userProcedureDelete = defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'DeletedResponseSchema' });
// Staff accounts, the audit log and the remote registry (admins).
export const staffList = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/list/', role: 'admin', request: 'StaffListRequestSchema', response: 'StaffListResponseSchema' });
export const staffDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/detail/', role: 'admin', request: 'StaffDetailRequestSchema', response: 'StaffDetailResponseSchema' });
export const staffInvite = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/invite/', role: 'admin', request: 'StaffInviteRequestSchema', response: 'StaffInviteResponseSchema', created: true });
export const staffUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/update/', role: 'admin', request: 'StaffUpdateRequestSchema', response: 'StaffUpdateResponseSchema' });
export const staffResetPassword = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/resetPassword/', role: 'admin', request: 'StaffResetPasswordRequestSchema', response: 'StaffResetPasswordResponseSchema' });
export const staffUnlock = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/unlock/', role: 'admin', request: 'StaffUnlockRequestSchema', response: 'StaffUnlockResponseSchema' });
export const staffRevokeSessions = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/revokeSessions/', role: 'admin', request: 'StaffRevokeSessionsRequestSchema', response: 'StaffRevokeSessionsResponseSchema' });
export const staffPolicy = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/policy/', role: 'admin', request: 'CustomerRequestSchema', response: 'StaffPolicyResponseSchema' });
export const staffUpdatePolicy = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/updatePolicy/', role: 'admin', request: 'StaffUpdatePolicyRequestSchema', response: 'StaffUpdatePolicyResponseSchema' });
export const staffLogs = defineCall({ method: 'POST', path: '/api/v2/corporate/staff/logs/', role: 'admin', request: 'StaffLogsRequestSchema', response: 'StaffLogsResponseSchema' });
export const registryDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/registry/detail/', role: 'admin', request: 'CustomerRequestSchema', response: 'RegistryDetailResponseSchema' });
// Whether search engines may index the city's site (admins).
export const indexingDetail = defineCall({ method: 'POST', path: '/api/v2/corporate/indexing/detail/', role: 'admin', request: 'CustomerRequestSchema', response: 'IndexingDetailResponseSchema' });
export const indexingUpdate = defineCall({ method: 'POST', path: '/api/v2/corporate/indexing/update/', role: 'admin', request: 'IndexingUpdateRequestSchema', response: 'IndexingUpdateResponseSchema' });
