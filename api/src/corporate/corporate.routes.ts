// /api/v2/corporate/*: the administrative calls of spec section 7 (docs/corporate-api.md). Each
// resource registers its calls with corporateCall(); who may make which call is the table
// CORPORATE_CALL_ROLES (@portal/contract, rules/staff-roles.ts), checked for every route under the
// prefix by registerCorporateAccess (corporate-auth.ts), which app.ts registers before any route.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { departmentRoutes } from '../modules/catalogue/department.routes.ts';
import { holidayRoutes } from '../modules/catalogue/holiday.routes.ts';
import { officeRoutes } from '../modules/catalogue/office.routes.ts';
import { procedureRoutes } from '../modules/catalogue/procedure.routes.ts';
import { requirementRoutes } from '../modules/catalogue/requirement.routes.ts';
import { scheduleRoutes } from '../modules/catalogue/schedule.routes.ts';
import { stateRoutes } from '../modules/catalogue/state.routes.ts';
import { appointmentCorporateRoutes } from '../modules/appointments/appointment-corporate.routes.ts';
import { inboxRoutes } from '../contact/inbox.routes.ts';
import { mailRoutes } from '../modules/notifications/mail.routes.ts';
import { replyRoutes } from '../modules/notifications/reply.routes.ts';
import { requestCorporateRoutes } from '../modules/requests/request-corporate.routes.ts';
import { paymentCorporateRoutes } from '../modules/payments/payment.routes.ts';
import { clerkDashboardRoutes } from '../modules/indicators/clerk-dashboard.ts';
import { editorDashboardRoutes } from '../modules/indicators/editor-dashboard.ts';
import { adminDashboardRoutes } from '../modules/indicators/admin-dashboard.ts';
import { synonymRoutes } from '../modules/search/synonym.routes.ts';
import { certificateRoutes } from '../modules/certificates/certificate.routes.ts';
import { bannerRoutes } from '../content/banner.routes.ts';
import { mediaUploadRoutes } from '../content/media.routes.ts';
import { mediaLibraryRoutes } from '../content/media-library.routes.ts';
import { menuRoutes } from '../content/menu.routes.ts';
import { pageRoutes } from '../content/page.routes.ts';
import { pageFileRoutes } from '../content/page-file.routes.ts';
import { postRoutes } from '../content/post.routes.ts';
import { postWorkflowRoutes } from '../content/post-workflow.routes.ts';
import { postApprovalRoutes } from '../content/post-approval.routes.ts';
import { siteTextsRoutes } from '../content/site-texts.routes.ts';
import { staffRoutes } from '../staff/staff.routes.ts';
import { indexingRoutes } from '../publishing/indexing.routes.ts';
import { feedbackCorporateRoutes } from '../feedback/feedback.routes.ts';
import { newsletterIssueRoutes } from '../modules/newsletter/newsletter-issues.routes.ts';
import { CORPORATE_PREFIX } from './corporate-auth.ts';

/** Registers every corporate call and the staff session calls. */
export async function corporateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await staffRoutes(app, ctx);
  // The catalogue and the inbox (clerks).
  departmentRoutes(app, ctx);
  stateRoutes(app, ctx);
  holidayRoutes(app, ctx);
  requirementRoutes(app, ctx);
  procedureRoutes(app, ctx);
  officeRoutes(app, ctx);
  scheduleRoutes(app, ctx);
  synonymRoutes(app, ctx);
  inboxRoutes(app, ctx);
  replyRoutes(app, ctx);
  mailRoutes(app, ctx);
  appointmentCorporateRoutes(app, ctx);
  requestCorporateRoutes(app, ctx);
  paymentCorporateRoutes(app, ctx);
  clerkDashboardRoutes(app, ctx);
  editorDashboardRoutes(app, ctx);
  adminDashboardRoutes(app, ctx);
  await certificateRoutes(app, ctx);
  // Content (editors).
  postRoutes(app, ctx);
  postWorkflowRoutes(app, ctx);
  postApprovalRoutes(app, ctx);
  pageRoutes(app, ctx);
  await pageFileRoutes(app, ctx);
  menuRoutes(app, ctx);
  bannerRoutes(app, ctx);
  siteTextsRoutes(app, ctx);
  await mediaUploadRoutes(app, ctx);
  mediaLibraryRoutes(app, ctx);
  // Search-engine indexing of the public site (admins).
  indexingRoutes(app, ctx);
  // What citizens answered about the pages (editors).
  feedbackCorporateRoutes(app, ctx);
  newsletterIssueRoutes(app, ctx);

  // Any other corporate path: 401 without a caller (the access check), 404 with one.
  app.all(`${CORPORATE_PREFIX}*`, { config: { csrf: false } }, async () => {
    throw new HttpError(404, 'Operación administrativa no disponible.');
  });
}
