// /api/v2/corporate/site/{detail,update}/ (editors): the customer's own site texts (name,
// description, the 'Gobierno Electrónico' link: a row per customer) and contact texts, plus the
// switch every customer of the install shares (`siteDemo`), which only staff bound to no customer
// may change: one city's editor must never change what another city's visitors see.
import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contract';
import type { SiteTexts } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { found, given, ok } from '../corporate/checks.ts';
import { corporateCall, requireUnboundActor } from '../corporate/corporate-call.ts';

async function siteTexts(db: Db, customerId: string): Promise<SiteTexts> {
  const [config, own, customer] = await Promise.all([
    db.selectFrom('site_config').selectAll().where('id', '=', 1).executeTakeFirst(),
    db.selectFrom('customer_site_config').selectAll().where('customer_id', '=', customerId).executeTakeFirst(),
    db.selectFrom('customers').select(['name', 'address', 'phone', 'email', 'one_appointment_per_procedure']).where('id', '=', customerId).executeTakeFirst(),
  ]);
  const shared = found(config, 'La configuración del sitio no existe.');
  const site = { ...shared, ...(own ?? {}) };
  const { one_appointment_per_procedure: onePerProcedure, ...texts } = found(customer, 'El cliente indicado no existe.');
  return {
    siteName: site.site_name, siteDescription: site.site_description, siteDemo: shared.site_demo === 1, egovHost: site.egov_host,
    egovHomePath: site.egov_home_path, customer: texts, oneAppointmentPerProcedure: onePerProcedure === 1,
  };
}

/** Registers the site text calls. */
export function siteTextsRoutes(app: FastifyInstance, ctx: AppContext): void {
  corporateCall(app, ctx, {
    call: calls.siteDetail,
    handler: async ({ body, db }) => ok(await siteTexts(db, body.customer_id)),
  });

  corporateCall(app, ctx, {
    call: calls.siteUpdate, write: { entity: 'site' },
    handler: async ({ body, db, actor }) => {
      const current = await siteTexts(db, body.customer_id);
      // Browsers keep the config's version; a new one tells them the texts changed.
      const version = `staff-${ctx.now().getTime().toString(36)}`;
      if (body.siteDemo !== undefined && body.siteDemo !== current.siteDemo) {
        requireUnboundActor(actor);
        await db.updateTable('site_config').set({ site_demo: body.siteDemo ? 1 : 0, version }).where('id', '=', 1).execute();
      }
      const texts = {
        version, site_name: given(body.siteName, current.siteName).trim(), site_description: given(body.siteDescription, current.siteDescription).trim(),
        egov_host: given(body.egovHost, current.egovHost), egov_home_path: given(body.egovHomePath, current.egovHomePath),
      };
      const updated = await db.updateTable('customer_site_config').set(texts).where('customer_id', '=', body.customer_id).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) await db.insertInto('customer_site_config').values({ customer_id: body.customer_id, ...texts }).execute();
      if (body.oneAppointmentPerProcedure !== undefined) {
        await db.updateTable('customers').set({ one_appointment_per_procedure: body.oneAppointmentPerProcedure ? 1 : 0 }).where('id', '=', body.customer_id).execute();
      }
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
