import type { Db } from '../../db/database.ts';
import { customerSynonyms } from '../search/synonyms.repository.ts';
import { customerToday, officeHours } from '../schedule/office-hours.ts';

/** Reads departments, procedures, requirements, offices and states of one customer. */
export function proceduresRepository(db: Db) {
  return {
    customerIdByShortname: async (shortname: string) =>
      (await db.selectFrom('customers').select('id').where('shortname', '=', shortname).executeTakeFirst())?.id ?? null,
    customerExists: async (id: string) =>
      (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
    departments: (customerId: string) =>
      db.selectFrom('departments').selectAll().where('customer_id', '=', customerId).orderBy('name').orderBy('id').execute(),
    procedures: (customerId: string) =>
      db.selectFrom('procedures').selectAll().where('customer_id', '=', customerId).orderBy('name').orderBy('id').execute(),
    requirements: (customerId: string) =>
      db
        .selectFrom('procedure_requirements')
        .innerJoin('requirement_catalogue', 'requirement_catalogue.id', 'procedure_requirements.requirement_id')
        .select(['requirement_catalogue.id', 'procedure_requirements.procedure_id', 'requirement_catalogue.name'])
        .where('requirement_catalogue.customer_id', '=', customerId)
        .orderBy('procedure_requirements.procedure_id')
        .orderBy('procedure_requirements.position')
        .orderBy('requirement_catalogue.name')
        .execute(),
    offices: (customerId: string) =>
      db.selectFrom('offices').selectAll().where('customer_id', '=', customerId).orderBy('name').orderBy('id').execute(),
    procedureOffices: (customerId: string) =>
      db
        .selectFrom('procedure_offices')
        .innerJoin('offices', 'offices.id', 'procedure_offices.office_id')
        .select(['procedure_offices.procedure_id', 'procedure_offices.office_id'])
        .where('offices.customer_id', '=', customerId)
        .orderBy('procedure_offices.procedure_id')
        .orderBy('offices.name')
        .execute(),
    synonyms: (customerId: string) => customerSynonyms(db, customerId),
    officeHours: async (customerId: string, now: Date) => officeHours(db, customerId, await customerToday(db, customerId, now)),
    procedureExists: async (customerId: string, id: number) =>
      (await db.selectFrom('procedures').select('id').where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst()) !== undefined,
    states: (customerId: string) =>
      db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', customerId).orderBy('position').execute(),
  };
}

export type ProceduresRepository = ReturnType<typeof proceduresRepository>;
