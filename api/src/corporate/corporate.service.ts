import { HttpError } from '../http/errors.ts';
import type { ProceduresRepository } from '../procedures/procedures.repository.ts';
import { loadCatalogue } from '../procedures/procedures.service.ts';

async function requireCustomer(repo: ProceduresRepository, customerId: string): Promise<void> {
  if (!(await repo.customerExists(customerId))) throw new HttpError(404, 'El cliente indicado no existe.');
}

/** procedure/list: every procedure of a customer. */
export async function listProcedures(repo: ProceduresRepository, customerId: string) {
  await requireCustomer(repo, customerId);
  return { res: 1, data: (await loadCatalogue(repo, customerId)).procedures, message: '' };
}

/** department/list: every department, active or not. */
export async function listDepartments(repo: ProceduresRepository, customerId: string) {
  await requireCustomer(repo, customerId);
  const rows = await repo.departments(customerId);
  return { res: 1, data: rows.map((row) => ({ id: row.id, name: row.name, is_active: row.is_active === 1 })), message: '' };
}

/** department/add: creates a department; the caller invalidates the read cache. */
export async function addDepartment(repo: ProceduresRepository, customerId: string, name: string, isActive: boolean) {
  await requireCustomer(repo, customerId);
  const { id } = await repo.addDepartment(customerId, name.trim(), isActive);
  return { res: 1, data: { id }, message: 'Departamento creado.' };
}
