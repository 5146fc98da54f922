import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Descargar Certificado">
        <label>
          Nombre <input data-autofocus />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Cancelar
        </button>
      </Dialog>
      <p>{open ? 'abierto' : 'cerrado'}</p>
    </>
  );
}

test('opening names the dialog by its title and focuses the marked field', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  expect(screen.getByRole('dialog', { name: 'Descargar Certificado' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
});

test('the close button closes it and focus returns to the opener', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await userEvent.click(opener);
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(screen.getByText('cerrado')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('closing from inside (Cancelar) also returns focus to the opener', async () => {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Abrir' });
  await userEvent.click(opener);
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(screen.getByText('cerrado')).toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('Tab from the last control wraps to the first, and Shift+Tab from the first to the last', async () => {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
  const field = screen.getByRole('textbox', { name: 'Nombre' });
  const close = screen.getByRole('button', { name: 'Cerrar' });
  const cancel = screen.getByRole('button', { name: 'Cancelar' });
  cancel.focus();
  await userEvent.tab();
  expect(close).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(cancel).toHaveFocus();
  field.focus();
  await userEvent.tab({ shift: true });
  expect(close).toHaveFocus();
});
