import { render, screen, within } from '@testing-library/react';
import { PortalProviders, currentCustomerAtom, portalStore } from '@portal/shared';
import { setBoot } from '@portal/shared/testing/boot';
import { testCustomer } from '@portal/shared/testing/fixtures';
import { ContactInfo } from './ContactInfo';

function renderInfo() {
  render(
    <PortalProviders>
      <ContactInfo />
    </PortalProviders>,
  );
}
const block = (name: string) => screen.getByRole('region', { name });

beforeEach(() => setBoot({ customerId: '1', apiHost: 'http://api.test', csrfToken: '', registry: {} }));

test('the blocks show the customer\'s phone, email, logo and address', () => {
  portalStore.set(currentCustomerAtom, testCustomer({
    logo: 'logos/sanrafael.svg', address: 'Av. Bolívar, Palacio Municipal.', phone: '+58 251 555 0100', email: 'atencion@sanrafael.test',
  }));
  renderInfo();
  expect(block('Teléfono')).toHaveTextContent('Atención al cliente de lunes a viernes de 8:00 a 16:00');
  expect(within(block('Teléfono')).getByRole('link', { name: '+58 251 555 0100' })).toHaveAttribute('href', 'tel:+582515550100');
  expect(block('Correo electrónico')).toHaveTextContent('responde en un plazo de 48 horas en horario laboral');
  expect(within(block('Correo electrónico')).getByRole('link', { name: 'atencion@sanrafael.test' })).toHaveAttribute('href', 'mailto:atencion@sanrafael.test');
  const office = block('SEDE');
  expect(within(office).getByRole('img', { name: 'Logo de San Rafael' })).toHaveAttribute('src', 'http://api.test/djmedia/logos/sanrafael.svg');
  expect(office).toHaveTextContent('Av. Bolívar, Palacio Municipal.');
});

test('without address or phone the spec\'s fallbacks show', () => {
  portalStore.set(currentCustomerAtom, testCustomer());
  renderInfo();
  expect(block('SEDE')).toHaveTextContent('Gestión Ciudad, Caracas, Venezuela.');
  expect(block('Teléfono')).toHaveTextContent('{phone}');
  expect(within(block('SEDE')).queryByRole('img')).toBeNull();
});
