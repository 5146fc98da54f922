import type { Department, Procedure, ProceduresDocument } from '@portal/contract';

/** A department as the server sends it. */
export function department(id: number, name: string, isActive = true): Department {
  return { id, name, is_active: isActive };
}

/** A procedure with sensible defaults; override what a test is about. */
export function procedure(id: number, name: string, dep: Department, overrides: Partial<Procedure> = {}): Procedure {
  return {
    id,
    name,
    description: `Trámite de ${dep.name}: ${name.toLowerCase()}.`,
    department: dep,
    departmentId: dep.id,
    requirements: [],
    product: null,
    ...overrides,
  };
}

/** A procedures.json document. */
export function catalogue(procedures: Procedure[], departments: Department[], version = 'v1'): ProceduresDocument {
  return { procedures, departments, states: [], version };
}
