import type { Db } from '../db/database.ts';

/** Reads departments, procedures, requirements and states of one customer. */
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
        .selectFrom('requirements')
        .innerJoin('procedures', 'procedures.id', 'requirements.procedure_id')
        .select(['requirements.id', 'requirements.procedure_id', 'requirements.name'])
        .where('procedures.customer_id', '=', customerId)
        .orderBy('requirements.procedure_id')
        .orderBy('requirements.position')
        .execute(),
    states: (customerId: string) =>
      db.selectFrom('procedure_states').select(['id', 'name']).where('customer_id', '=', customerId).orderBy('position').execute(),
    addDepartment: (customerId: string, name: string, isActive: boolean) =>
      db
        .insertInto('departments')
        .values({ customer_id: customerId, name, is_active: isActive ? 1 : 0 })
        .returning('id')
        .executeTakeFirstOrThrow(),
  };
}

export type ProceduresRepository = ReturnType<typeof proceduresRepository>;
