import { useEffect } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { currentCustomerAtom, departmentsAtom, fetchProcedures, proceduresAtom, proceduresLoadedAtom, procedureStatesAtom } from '@portal/shared';

/** Trámites en Línea: the procedures catalogue of the current customer. */
export default function ProceduresPage() {
  const customer = useAtomValue(currentCustomerAtom);
  const [procedures, setProcedures] = useAtom(proceduresAtom);
  const [loaded, setLoaded] = useAtom(proceduresLoadedAtom);
  const setDepartments = useSetAtom(departmentsAtom);
  const setStates = useSetAtom(procedureStatesAtom);

  useEffect(() => {
    if (!customer) return;
    fetchProcedures(customer.shortname)
      .then((data) => {
        setProcedures(data.procedures);
        setDepartments(data.departments);
        setStates(data.states);
        setLoaded(true);
      })
      .catch((error: unknown) => console.error('Error cargando los trámites:', error));
  }, [customer, setProcedures, setDepartments, setStates, setLoaded]);

  return (
    <section className="container">
      <h1>Trámites en Línea</h1>
      {!loaded ? (
        <p role="status">Cargando trámites...</p>
      ) : (
        <ul>
          {procedures.map((p) => (
            <li key={p.id}>{p.name}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
