// The editors' calls for the newsletter's issues: list (with the subscribers and each issue's
// deliveries) and send (queued for every confirmed subscriber in the call's transaction).
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { AppContext } from '../../context.ts';
import { corporateCall } from '../../corporate/corporate-call.ts';
import { ok } from '../../corporate/checks.ts';
import { listIssues, sendIssue } from './newsletter-issues.ts';

export function newsletterIssueRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.newsletterIssueList,
    handler: async ({ body, db }) => ok(await listIssues(db, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: calls.newsletterIssueSend,
    // No public page shows an issue: the read caches stay.
    write: { entity: 'newsletter_issue', invalidates: false },
    handler: async ({ body, db, actor }) => {
      const issue = await sendIssue(db, ctx.config, body, actor.label, ctx.now());
      return ok(issue, `Boletín en cola para ${issue.recipients} suscriptores confirmados.`);
    },
  });
}
