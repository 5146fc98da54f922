// /api/v2/corporate/site/{detail,update}/ (editors): the site config's texts (shared by every
// customer of the install) and the customer's own name and contact texts.
import type { FastifyInstance } from 'fastify';
import { CustomerRequestSchema, SiteTextsDetailResponseSchema, SiteTextsUpdateRequestSchema, SiteTextsUpdateResponseSchema } from '@portal/contract/schemas';
import type { SiteTexts } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, given, ok } from '../corporate/checks.ts';
import { corporateCall } from '../corporate/corporate-call.ts';

async function siteTexts(db: Db, customerId: string): Promise<SiteTexts> {
  const [config, customer] = await Promise.all([
    db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('customers').select(['name', 'address', 'phone', 'email']).where('id', '=', customerId).executeTakeFirst(),
  ]);
  const site = found(config, 'La configuración del sitio no existe.');
  return {
    siteName: site.site_name, siteDescription: site.site_description, siteDemo: site.site_demo === 1, egovHost: site.egov_host,
    egovHomePath: site.egov_home_path, customer: found(customer, 'El cliente indicado no existe.'),
  };
}

/** Registers the site text calls. */
export function siteTextsRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: 'site/detail', body: CustomerRequestSchema, answer: SiteTextsDetailResponseSchema,
    handler: async ({ body, db }) => ok(await siteTexts(db, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: 'site/update', body: SiteTextsUpdateRequestSchema, answer: SiteTextsUpdateResponseSchema, write: { entity: 'site' },
    handler: async ({ body, db }) => {
      const current = await siteTexts(db, body.customer_id);
      await db.updateTable('site_config')
        .set({
          site_name: given(body.siteName, current.siteName).trim(), site_description: given(body.siteDescription, current.siteDescription).trim(),
          site_demo: given(body.siteDemo, current.siteDemo) ? 1 : 0, egov_host: given(body.egovHost, current.egovHost),
          egov_home_path: given(body.egovHomePath, current.egovHomePath),
          // Browsers keep the config's version; a new one tells them the texts changed.
          version: `staff-${ctx.now().getTime().toString(36)}`,
        })
        .where('id', '=', 1).execute();
      if (body.customer) {
        const customer = body.customer;
        await db.updateTable('customers')
          .set({
            name: given(customer.name, current.customer.name).trim(), address: given(customer.address, current.customer.address).trim(),
            phone: given(customer.phone, current.customer.phone).trim(), email: given(customer.email, current.customer.email).trim(),
          })
          .where('id', '=', body.customer_id).execute();
      }
      return ok(await siteTexts(db, body.customer_id), 'Textos del sitio actualizados.');
    },
  });
}
