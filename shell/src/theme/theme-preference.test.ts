import { THEME_STORAGE_KEY, applyTheme, initialTheme, storeTheme, storedTheme, systemTheme } from './theme-preference';

const darkSystem = (matches: boolean) => () => ({ matches });

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});

test('a first visit follows the system preference', () => {
  expect(systemTheme(darkSystem(true))).toBe('dark');
  expect(systemTheme(darkSystem(false))).toBe('light');
});

test('a stored choice wins over the system preference', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  expect(initialTheme()).toBe('dark');
  storeTheme('light');
  expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  expect(initialTheme()).toBe('light');
});

test('a stored value that is not a theme is ignored', () => {
  localStorage.setItem(THEME_STORAGE_KEY, 'purple');
  expect(storedTheme()).toBeNull();
});

test('dark mode is the body class dark-mode', () => {
  applyTheme('dark');
  expect(document.body).toHaveClass('dark-mode');
  applyTheme('light');
  expect(document.body).not.toHaveClass('dark-mode');
});
