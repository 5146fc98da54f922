import { act, render, screen } from '@testing-library/react';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, currentLanguage, i18n, languageFromCookie, registerTranslations, setLanguage, translate, translationsOf } from '.';

afterEach(async () => {
  await setLanguage(DEFAULT_LANGUAGE);
});

test('Spanish is the default; a registered key shows its Spanish text', () => {
  registerTranslations({ es: { 'Good morning': 'Buenos días' } });
  expect(currentLanguage()).toBe('es');
  expect(translate('Good morning')).toBe('Buenos días');
});

test('in English a key reads as itself unless the English catalogue says otherwise', async () => {
  registerTranslations({ es: { 'Office': 'SEDE', 'Hello {{name}}': 'Hola {{name}}', 'Not found (title)': 'Página no encontrada' }, en: { 'Not found (title)': 'Not found' } });
  await setLanguage('en');
  expect(translate('Office')).toBe('Office');
  expect(translate('Hello {{name}}', { name: 'Ana' })).toBe('Hello Ana');
  expect(translate('Not found (title)')).toBe('Not found');
});

test('a key no catalogue has shows as it is written', () => {
  expect(translate('Texto de un servidor')).toBe('Texto de un servidor');
});

test('setLanguage stores the language in the lang cookie and on <html lang>, where a server and a screen reader read it', async () => {
  await setLanguage('en');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en`);
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.language).toBe('en');
  await setLanguage('es');
  expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
  expect(document.documentElement.lang).toBe('es');
});

test('the cookie names a language only when it is one the portal has', () => {
  expect(languageFromCookie('a=1; lang=en; b=2')).toBe('en');
  expect(languageFromCookie('lang=fr')).toBe('es');
  expect(languageFromCookie(undefined)).toBe('es');
});

test('the messages of the contract\'s rules are registered in both languages', async () => {
  expect(translate('Write your name.')).toBe('Escriba su nombre.');
  await setLanguage('en');
  expect(translate('Write your name.')).toBe('Write your name.');
});

test('two containers may translate one key differently: each reads its own namespace, then the shared texts', () => {
  registerTranslations('first', { es: { Open: 'Abierto' } });
  registerTranslations('second', { es: { Open: 'Abrir' } });
  expect(translationsOf('first').translate('Open')).toBe('Abierto');
  expect(translationsOf('second').translate('Open')).toBe('Abrir');
  // A shared text (a rule's message) needs no copy in a container's catalogue.
  expect(translationsOf('first').translate('Write your name.')).toBe('Escriba su nombre.');
  // The form of @portal/shared 2.3, which a remote built then still calls, reads through the shared hook.
  registerTranslations({ es: { 'Old remote': 'Remoto antiguo' } });
  expect(translate('Old remote')).toBe('Remoto antiguo');
});

test("a component translates through react-i18next in its container's namespace and follows a language change", async () => {
  registerTranslations('third', { es: { 'Pay now': 'Pagar ahora' }, en: { 'Pay now': 'Pay now' } });
  const { useTranslation } = translationsOf('third');
  function Button() {
    const { t, language } = useTranslation();
    return <button lang={language}>{t('Pay now')}</button>;
  }
  render(<Button />);
  expect(screen.getByRole('button').textContent).toBe('Pagar ahora');
  await act(() => setLanguage('en'));
  expect(screen.getByRole('button').textContent).toBe('Pay now');
  expect(screen.getByRole('button').getAttribute('lang')).toBe('en');
});
