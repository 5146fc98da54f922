// Every corporate call (POST /api/v2/corporate/<name>/) and the role it belongs to: the staff role
// table (call-roles.ts) is derived from this one. Admins may make every call; a new call is a new
// entry here, then its handler on the server (corporateCall), which fails to typecheck without it.
import { defineCall } from './define-call.ts';

// The catalogue: departments, procedures, requirements, states (clerks).
export const departmentAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/department/add/', role: 'clerk', request: 'DepartmentAddRequestSchema', response: 'DepartmentAddResponseSchema', created: true });
export const departmentDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/department/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'DepartmentDeleteResponseSchema' });
export const departmentDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/department/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'DepartmentDetailResponseSchema' });
export const departmentList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/department/list/', role: 'clerk', request: 'DepartmentListRequestSchema', response: 'DepartmentListResponseSchema' });
export const departmentUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/department/update/', role: 'clerk', request: 'DepartmentUpdateRequestSchema', response: 'DepartmentUpdateResponseSchema' });
export const procedureAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/add/', role: 'clerk', request: 'ProcedureAddRequestSchema', response: 'ProcedureAddResponseSchema', created: true });
export const procedureAddRequirement = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/addRequirement/', role: 'clerk', request: 'ProcedureAddRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const procedureAvailableRequirements = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/availableRequirements/', role: 'clerk', request: 'ProcedureAvailableRequirementsRequestSchema', response: 'ProcedureAvailableRequirementsResponseSchema' });
export const procedureDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'ProcedureDeleteResponseSchema' });
export const procedureDeleteRequirement = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/deleteRequirement/', role: 'clerk', request: 'ProcedureDeleteRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const procedureDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'ProcedureDetailResponseSchema' });
export const procedureList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/list/', role: 'clerk', request: 'ProcedureListRequestSchema', response: 'ProcedureListResponseSchema' });
export const procedureUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/update/', role: 'clerk', request: 'ProcedureUpdateRequestSchema', response: 'ProcedureUpdateResponseSchema' });
export const procedureUpdateRequirement = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/procedure/updateRequirement/', role: 'clerk', request: 'ProcedureUpdateRequirementRequestSchema', response: 'ProcedureRequirementsResponseSchema' });
export const requirementAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/add/', role: 'clerk', request: 'RequirementAddRequestSchema', response: 'RequirementAddResponseSchema', created: true });
export const requirementDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'RequirementDeleteResponseSchema' });
export const requirementList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/list/', role: 'clerk', request: 'RequirementListRequestSchema', response: 'RequirementListResponseSchema' });
export const requirementUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/requirement/update/', role: 'clerk', request: 'RequirementUpdateRequestSchema', response: 'RequirementUpdateResponseSchema' });
export const stateAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/state/add/', role: 'clerk', request: 'StateAddRequestSchema', response: 'StateAddResponseSchema', created: true });
export const stateDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/state/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'StateDeleteResponseSchema' });
export const stateDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/state/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StateDetailResponseSchema' });
export const stateList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/state/list/', role: 'clerk', request: 'StateListRequestSchema', response: 'StateListResponseSchema' });
export const stateUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/state/update/', role: 'clerk', request: 'StateUpdateRequestSchema', response: 'StateUpdateResponseSchema' });
// The search synonyms of the catalogue and the site search (clerks, and editors, who see the searches that found nothing).
export const synonymAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/add/', role: ['clerk', 'editor'], request: 'SynonymAddRequestSchema', response: 'SynonymAddResponseSchema', created: true });
export const synonymDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/delete/', role: ['clerk', 'editor'], request: 'IdRequestSchema', response: 'SynonymDeleteResponseSchema' });
export const synonymList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/list/', role: ['clerk', 'editor'], request: 'SynonymListRequestSchema', response: 'SynonymListResponseSchema' });
export const synonymUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/synonym/update/', role: ['clerk', 'editor'], request: 'SynonymUpdateRequestSchema', response: 'SynonymUpdateResponseSchema' });
// Offices, their weekly schedules and the holidays (clerks).
export const officeAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/office/add/', role: 'clerk', request: 'OfficeAddRequestSchema', response: 'OfficeAddResponseSchema', created: true });
export const officeDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/office/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'OfficeDeleteResponseSchema' });
export const officeDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/office/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'OfficeDetailResponseSchema' });
export const officeList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/office/list/', role: 'clerk', request: 'OfficeListRequestSchema', response: 'OfficeListResponseSchema' });
export const officeUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/office/update/', role: 'clerk', request: 'OfficeUpdateRequestSchema', response: 'OfficeUpdateResponseSchema' });
export const scheduleAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/add/', role: 'clerk', request: 'ScheduleAddRequestSchema', response: 'ScheduleAddResponseSchema', created: true });
export const scheduleAddDay = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/addDay/', role: 'clerk', request: 'ScheduleAddDayRequestSchema', response: 'ScheduleResponseSchema' });
export const scheduleDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/delete/', role: 'clerk', request: 'ScheduleDeleteRequestSchema', response: 'ScheduleDeleteResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleDeleteDay = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/deleteDay/', role: 'clerk', request: 'ScheduleDeleteDayRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'ScheduleDetailResponseSchema' });
export const scheduleList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/list/', role: 'clerk', request: 'ScheduleListRequestSchema', response: 'ScheduleListResponseSchema' });
export const scheduleUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/update/', role: 'clerk', request: 'ScheduleUpdateRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const scheduleUpdateDay = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/schedule/updateDay/', role: 'clerk', request: 'ScheduleUpdateDayRequestSchema', response: 'ScheduleResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
export const holidayAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/add/', role: 'clerk', request: 'HolidayAddRequestSchema', response: 'HolidayAddResponseSchema', created: true, error: 'AffectedAppointmentsErrorSchema' });
export const holidayDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'HolidayDeleteResponseSchema' });
export const holidayDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'HolidayDetailResponseSchema' });
export const holidayList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/list/', role: 'clerk', request: 'HolidayListRequestSchema', response: 'HolidayListResponseSchema' });
export const holidayUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/holiday/update/', role: 'clerk', request: 'HolidayUpdateRequestSchema', response: 'HolidayUpdateResponseSchema', error: 'AffectedAppointmentsErrorSchema' });
// The contact inbox (clerks).
export const contactList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/contact/list/', role: 'clerk', request: 'InboxListRequestSchema', response: 'InboxListResponseSchema' });
export const contactDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/contact/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'InboxDetailResponseSchema' });
export const contactMarkAnswered = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/contact/markAnswered/', role: 'clerk', request: 'InboxMarkAnsweredRequestSchema', response: 'InboxMarkAnsweredResponseSchema' });
export const contactReply = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/contact/reply/', role: 'clerk', request: 'InboxReplyRequestSchema', response: 'InboxReplyResponseSchema' });
// The e-mail delivery log and resending (clerks); the city's reply-to address (admins).
export const mailList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/mail/list/', role: 'clerk', request: 'MailListRequestSchema', response: 'MailListResponseSchema' });
export const mailDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/mail/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'MailDetailResponseSchema' });
export const mailResend = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/mail/resend/', role: 'clerk', request: 'IdRequestSchema', response: 'MailResendResponseSchema' });
export const mailSettingsDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/mailSettings/detail/', role: 'admin', request: 'MailSettingsRequestSchema', response: 'MailSettingsResponseSchema' });
export const mailSettingsUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/mailSettings/update/', role: 'admin', request: 'MailUpdateSettingsRequestSchema', response: 'MailUpdateSettingsResponseSchema' });
// City certificates: issue, list, read, revoke (clerks).
export const certificateAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/add/', role: 'clerk', request: 'CertificateAddRequestSchema', response: 'CertificateAddResponseSchema', created: true });
export const certificateList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/list/', role: 'clerk', request: 'CertificateListRequestSchema', response: 'CertificateListResponseSchema' });
export const certificateDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'CertificateDetailResponseSchema' });
export const certificateRevoke = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/certificate/revoke/', role: 'clerk', request: 'CertificateRevokeRequestSchema', response: 'CertificateRevokeResponseSchema' });
// Content: news posts, pages, menus, banners, site texts, images (editors).
export const postAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/add/', role: 'editor', request: 'EditorPostAddRequestSchema', response: 'EditorPostAddResponseSchema', created: true });
export const postDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/delete/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostDeleteResponseSchema' });
export const postDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/detail/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostDetailResponseSchema' });
export const postList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/list/', role: 'editor', request: 'EditorPostListRequestSchema', response: 'EditorPostListResponseSchema' });
export const postPublish = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/publish/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostResponseSchema' });
export const postUnpublish = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/unpublish/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostResponseSchema' });
export const postRestore = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/restore/', role: 'editor', request: 'EditorPostRestoreRequestSchema', response: 'EditorPostResponseSchema' });
export const postRevisions = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/revisions/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostRevisionsResponseSchema' });
export const postSchedule = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/schedule/', role: 'editor', request: 'EditorPostScheduleRequestSchema', response: 'EditorPostResponseSchema' });
export const postSubmit = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/submit/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPostResponseSchema' });
export const postUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/post/update/', role: 'editor', request: 'EditorPostUpdateRequestSchema', response: 'EditorPostResponseSchema' });
export const pageAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/page/add/', role: 'editor', request: 'EditorPageAddRequestSchema', response: 'EditorPageAddResponseSchema', created: true });
export const pageDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/page/delete/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPageDeleteResponseSchema' });
export const pageDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/page/detail/', role: 'editor', request: 'IdRequestSchema', response: 'EditorPageDetailResponseSchema' });
export const pageList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/page/list/', role: 'editor', request: 'EditorPageListRequestSchema', response: 'EditorPageListResponseSchema' });
export const pageUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/page/update/', role: 'editor', request: 'EditorPageUpdateRequestSchema', response: 'EditorPageUpdateResponseSchema' });
export const menuAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/menu/add/', role: 'editor', request: 'MenuAddRequestSchema', response: 'MenuAddResponseSchema', created: true });
export const menuDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/menu/delete/', role: 'editor', request: 'IdRequestSchema', response: 'MenuDeleteResponseSchema' });
export const menuList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/menu/list/', role: 'editor', request: 'MenuListRequestSchema', response: 'MenuListResponseSchema' });
export const menuUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/menu/update/', role: 'editor', request: 'MenuUpdateRequestSchema', response: 'MenuUpdateResponseSchema' });
export const bannerAdd = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/banner/add/', role: 'editor', request: 'BannerAddRequestSchema', response: 'BannerAddResponseSchema', created: true });
export const bannerDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/banner/delete/', role: 'editor', request: 'IdRequestSchema', response: 'BannerDeleteResponseSchema' });
export const bannerList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/banner/list/', role: 'editor', request: 'BannerListRequestSchema', response: 'BannerListResponseSchema' });
export const bannerUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/banner/update/', role: 'editor', request: 'BannerUpdateRequestSchema', response: 'BannerUpdateResponseSchema' });
export const siteDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/site/detail/', role: 'editor', request: 'CustomerRequestSchema', response: 'SiteTextsDetailResponseSchema' });
export const siteUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/site/update/', role: 'editor', request: 'SiteTextsUpdateRequestSchema', response: 'SiteTextsUpdateResponseSchema' });
export const mediaUpload = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/media/upload/', role: 'editor', response: 'MediaUploadResponseSchema', created: true, multipart: true });
// What citizens answered to '¿Le resultó útil esta página?' (editors).
export const feedbackList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/feedback/list/', role: 'editor', request: 'CustomerRequestSchema', response: 'FeedbackListResponseSchema' });
// The newsletter's issues.
export const newsletterIssueList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/newsletterIssue/list/', role: 'editor', request: 'CustomerRequestSchema', response: 'NewsletterIssueListResponseSchema' });
export const newsletterIssueSend = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/newsletterIssue/send/', role: 'editor', request: 'NewsletterIssueSendRequestSchema', response: 'NewsletterIssueSendResponseSchema', created: true });
// Appointments at the offices' counters.
export const appointmentSearch = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/search/', role: 'clerk', request: 'AppointmentSearchRequestSchema', response: 'AppointmentSearchResponseSchema' });
export const appointmentDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentValidate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/validate/', role: 'clerk', request: 'AppointmentValidateRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/update/', role: 'clerk', request: 'AppointmentUpdateRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentMoveByClerk = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/move/', role: 'clerk', request: 'StaffAppointmentMoveRequestSchema', response: 'StaffAppointmentResponseSchema' });
export const appointmentGetAvailable = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/getAvailable/', role: 'clerk', request: 'AvailableRequestSchema', response: 'AvailableResponseSchema' });
export const appointmentCreate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/appointment/create/', role: 'clerk', request: 'CreateAppointmentRequestSchema', response: 'CreateAppointmentResponseSchema', created: true });
// Citizens' online requests.
export const userProcedureAdminList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/adminList/', role: 'clerk', request: 'UserProcedureAdminListRequestSchema', response: 'UserProcedureAdminListResponseSchema' });
export const userProcedureDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/detail/', role: 'clerk', request: 'IdRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureChangeState = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/changeState/', role: 'clerk', request: 'UserProcedureChangeStateRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureUpdateRequirementStatus = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/updateRequirementStatus/', role: 'clerk', request: 'UpdateRequirementStatusRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureUpdatePayment = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/updatePayment/', role: 'clerk', request: 'UpdatePaymentRequestSchema', response: 'StaffRequestResponseSchema' });
export const userProcedureDownloadFile = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/downloadFile/', role: 'clerk', request: 'StaffDownloadRequestSchema', file: true });
export const userProcedureDelete = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/userProcedure/delete/', role: 'clerk', request: 'IdRequestSchema', response: 'DeletedResponseSchema' });
// Staff accounts, the audit log and the remote registry (admins).
export const staffList = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/list/', role: 'admin', request: 'StaffListRequestSchema', response: 'StaffListResponseSchema' });
export const staffDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/detail/', role: 'admin', request: 'StaffDetailRequestSchema', response: 'StaffDetailResponseSchema' });
export const staffInvite = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/invite/', role: 'admin', request: 'StaffInviteRequestSchema', response: 'StaffInviteResponseSchema', created: true });
export const staffUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/update/', role: 'admin', request: 'StaffUpdateRequestSchema', response: 'StaffUpdateResponseSchema' });
export const staffResetPassword = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/resetPassword/', role: 'admin', request: 'StaffResetPasswordRequestSchema', response: 'StaffResetPasswordResponseSchema' });
export const staffUnlock = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/unlock/', role: 'admin', request: 'StaffUnlockRequestSchema', response: 'StaffUnlockResponseSchema' });
export const staffRevokeSessions = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/revokeSessions/', role: 'admin', request: 'StaffRevokeSessionsRequestSchema', response: 'StaffRevokeSessionsResponseSchema' });
export const staffPolicy = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/policy/', role: 'admin', request: 'CustomerRequestSchema', response: 'StaffPolicyResponseSchema' });
export const staffUpdatePolicy = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/updatePolicy/', role: 'admin', request: 'StaffUpdatePolicyRequestSchema', response: 'StaffUpdatePolicyResponseSchema' });
export const staffLogs = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/staff/logs/', role: 'admin', request: 'StaffLogsRequestSchema', response: 'StaffLogsResponseSchema' });
export const registryDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/registry/detail/', role: 'admin', request: 'CustomerRequestSchema', response: 'RegistryDetailResponseSchema' });
// Whether search engines may index the city's site (admins).
export const indexingDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/indexing/detail/', role: 'admin', request: 'CustomerRequestSchema', response: 'IndexingDetailResponseSchema' });
export const postApprovalDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/postApproval/detail/', role: 'admin', request: 'CustomerRequestSchema', response: 'PostApprovalDetailResponseSchema' });
export const postApprovalUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/postApproval/update/', role: 'admin', request: 'PostApprovalUpdateRequestSchema', response: 'PostApprovalUpdateResponseSchema' });
export const indexingUpdate = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/indexing/update/', role: 'admin', request: 'IndexingUpdateRequestSchema', response: 'IndexingUpdateResponseSchema' });
// The console's first screen: each role's dashboard.
export const clerkDashboardDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/clerkDashboard/detail/', role: 'clerk', request: 'ClerkDashboardRequestSchema', response: 'ClerkDashboardResponseSchema' });
export const editorDashboardDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/editorDashboard/detail/', role: 'editor', request: 'EditorDashboardRequestSchema', response: 'EditorDashboardResponseSchema' });
export const adminDashboardDetail = /*#__PURE__*/ defineCall({ method: 'POST', path: '/api/v2/corporate/adminDashboard/detail/', role: 'admin', request: 'AdminDashboardRequestSchema', response: 'AdminDashboardResponseSchema' });
