import { act, render, screen } from '@testing-library/react';
import { useAnyDialogOpen } from './use-any-dialog-open';

function Probe() {
  return <p>{useAnyDialogOpen() ? 'dialog' : 'none'}</p>;
}

test('notices a dialog opening and closing anywhere on the page', async () => {
  render(<Probe />);
  expect(screen.getByText('none')).toBeInTheDocument();
  const dialog = document.createElement('dialog');
  document.body.append(dialog);
  await act(async () => dialog.setAttribute('open', ''));
  expect(screen.getByText('dialog')).toBeInTheDocument();
  await act(async () => dialog.removeAttribute('open'));
  expect(screen.getByText('none')).toBeInTheDocument();
  dialog.remove();
});
