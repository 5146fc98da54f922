// Rows → the procedures.json document of the contract.
import { createHash } from 'node:crypto';
import type { Department, Procedure, ProceduresDocument, PublicOffice, Requirement } from '@portal/contract';
import type { ProceduresRepository } from './procedures.repository.ts';
import { hoursOf } from '../schedule/office-hours.ts';

/** Every department, procedure, office and state of a customer; version changes whenever the content does. */
export async function loadCatalogue(repo: ProceduresRepository, customerId: string, now: Date): Promise<ProceduresDocument> {
  const [departmentRows, procedureRows, requirementRows, states, officeRows, links, synonyms, hours] = await Promise.all([
    repo.departments(customerId),
    repo.procedures(customerId),
    repo.requirements(customerId),
    repo.states(customerId),
    repo.offices(customerId),
    repo.procedureOffices(customerId),
    repo.synonyms(customerId),
    repo.officeHours(customerId, now),
  ]);
  const departments: Department[] = departmentRows.map((row) => ({ id: row.id, name: row.name, is_active: row.is_active === 1 }));
  const departmentById = new Map(departments.map((department) => [department.id, department]));
  const requirementsByProcedure = new Map<number, Requirement[]>();
  for (const row of requirementRows) {
    const list = requirementsByProcedure.get(row.procedure_id) ?? [];
    list.push({ id: row.id, name: row.name });
    requirementsByProcedure.set(row.procedure_id, list);
  }
  const officeIdsByProcedure = new Map<number, number[]>();
  for (const link of links) officeIdsByProcedure.set(link.procedure_id, [...(officeIdsByProcedure.get(link.procedure_id) ?? []), link.office_id]);
  const offices: PublicOffice[] = officeRows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    ...hoursOf(hours, row.id),
    phone: row.phone,
    email: row.email,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
  }));
  const procedures: Procedure[] = procedureRows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    department: departmentById.get(row.department_id) ?? { id: row.department_id, name: '', is_active: false },
    departmentId: row.department_id,
    requirements: requirementsByProcedure.get(row.id) ?? [],
    // PostgreSQL may hand back numeric text; the contract promises a number.
    product: row.calc_price === null ? null : { calc_price: Number(row.calc_price) },
    officeIds: officeIdsByProcedure.get(row.id) ?? [],
  }));
  const body = { procedures, departments, states, offices, synonyms };
  const version = createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return { ...body, version };
}
