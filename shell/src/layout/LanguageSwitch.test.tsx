import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@portal/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { useTranslation } from '../i18n';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('Contact us')}</p>;
}

afterEach(async () => {
  await act(() => setLanguage('es'));
});

test('ES | EN switches the texts at once, and remembers the choice in the lang cookie and <html lang>', async () => {
  const user = userEvent.setup();
  render(
    <>
      <LanguageSwitch />
      <Greeting />
    </>,
  );
  expect(screen.getByText('Contáctenos')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'English' }));
  expect(screen.getByText('Contact us')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(document.cookie).toContain('lang=en');

  await user.click(screen.getByRole('button', { name: 'Español' }));
  expect(screen.getByText('Contáctenos')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('es');
  expect(document.cookie).toContain('lang=es');
});
