import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** A memory router with the v7 behaviour the shell opts into, so tests run without warnings. */
export function TestRouter({ children, initialEntries }: { children?: ReactNode; initialEntries?: string[] }) {
  return (
    <MemoryRouter initialEntries={initialEntries} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {children}
    </MemoryRouter>
  );
}
