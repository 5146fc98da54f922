import type { Department, Procedure } from '@portal/contract';
// The department dropdown (spec section 5): only active departments with at least one procedure.

export interface DepartmentOption {
  id: number;
  name: string;
  /** How many procedures the department has, shown beside its name. */
  count: number;
}

/** Active departments that have procedures, sorted by name the way Spanish readers expect. */
export function departmentOptions(departments: readonly Department[], procedures: readonly Procedure[]): DepartmentOption[] {
  const counts = new Map<number, number>();
  for (const procedure of procedures) counts.set(procedure.departmentId, (counts.get(procedure.departmentId) ?? 0) + 1);
  return departments
    .filter((department) => department.is_active && (counts.get(department.id) ?? 0) > 0)
    .map((department) => ({ id: department.id, name: department.name, count: counts.get(department.id)! }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a.id - b.id);
}

/** Reads the `departamento` URL parameter: a department id, or null when absent or not a number. */
export function parseDepartmentParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}
