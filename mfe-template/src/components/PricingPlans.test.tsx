import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestRouter } from '../testing/TestRouter';
import { PricingPlans } from './PricingPlans';

function plan(title: string) {
  return screen.getByRole('heading', { name: title }).closest('article')!;
}

describe('PricingPlans', () => {
  it('starts on Billed Yearly with the yearly prices', () => {
    render(<PricingPlans />, { wrapper: TestRouter });
    expect(screen.getByRole('radio', { name: 'Facturación anual' })).toBeChecked();
    expect(within(plan('Profesional')).getByText('$199.99')).toBeInTheDocument();
    expect(within(plan('Integral')).getByText('$559.99')).toBeInTheDocument();
  });

  it('shows the monthly prices after choosing Billed Monthly, by click or arrow key', async () => {
    const user = userEvent.setup();
    render(<PricingPlans />, { wrapper: TestRouter });
    await user.click(screen.getByRole('radio', { name: 'Facturación mensual' }));
    expect(within(plan('Estándar')).getByText('$29.99')).toBeInTheDocument();
    expect(screen.queryByText('$219.99')).not.toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Facturación anual' })).toBeChecked();
    expect(within(plan('Estándar')).getByText('$219.99')).toBeInTheDocument();
  });
});
