// Rows → the procedures.json document of the contract.
import { createHash } from 'node:crypto';
import type { ProceduresRepository } from './procedures.repository.ts';

export interface Department {
  id: number;
  name: string;
  is_active: boolean;
}

export interface Procedure {
  id: number;
  name: string;
  description: string;
  department: Department;
  departmentId: number;
  requirements: { id: number; name: string }[];
  product: { calc_price: number } | null;
}

/** Every department, procedure and state of a customer; version changes whenever the content does. */
export async function loadCatalogue(repo: ProceduresRepository, customerId: string) {
  const [departmentRows, procedureRows, requirementRows, states] = await Promise.all([
    repo.departments(customerId),
    repo.procedures(customerId),
    repo.requirements(customerId),
    repo.states(customerId),
  ]);
  const departments: Department[] = departmentRows.map((row) => ({ id: row.id, name: row.name, is_active: row.is_active === 1 }));
  const departmentById = new Map(departments.map((department) => [department.id, department]));
  const requirementsByProcedure = new Map<number, { id: number; name: string }[]>();
  for (const row of requirementRows) {
    const list = requirementsByProcedure.get(row.procedure_id) ?? [];
    list.push({ id: row.id, name: row.name });
    requirementsByProcedure.set(row.procedure_id, list);
  }
  const procedures: Procedure[] = procedureRows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    department: departmentById.get(row.department_id) ?? { id: row.department_id, name: '', is_active: false },
    departmentId: row.department_id,
    requirements: requirementsByProcedure.get(row.id) ?? [],
    // PostgreSQL may hand back numeric text; the contract promises a number.
    product: row.calc_price === null ? null : { calc_price: Number(row.calc_price) },
  }));
  const body = { procedures, departments, states };
  const version = createHash('sha1').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return { ...body, version };
}
