import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestRouter } from '../testing/TestRouter';
import ComingSoonPage from './ComingSoonPage';

describe('ComingSoonPage', () => {
  it('shows zeros because the launch date has passed', () => {
    const { container } = render(<ComingSoonPage />, { wrapper: TestRouter });
    const values = [...container.querySelectorAll('.countdown dd')].map((dd) => dd.textContent);
    expect(values).toEqual(['00', '00', '00', '00']);
  });

  it('has a labelled email field, and Notify Me sends nothing and says so', async () => {
    const user = userEvent.setup();
    render(<ComingSoonPage />, { wrapper: TestRouter });
    const email = screen.getByLabelText('Correo electrónico');
    await user.type(email, 'vecina@example.com');
    await user.click(screen.getByRole('button', { name: 'Avísenme' }));
    expect(screen.getByRole('status')).toHaveTextContent('no se envió nada');
    // The typed address is kept: nothing is lost.
    expect(email).toHaveValue('vecina@example.com');
  });
});
