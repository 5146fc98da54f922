import '@testing-library/jest-dom';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Pagination } from './Pagination';
import { SiteSearchBox } from './SiteSearchBox';
import { SocialLinks } from './SocialLinks';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const renderAt = (url: string, element: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      {element}
      <Where />
    </MemoryRouter>,
  );

test('pagination: real links to every page shown, the current one marked, Spanish names', () => {
  renderAt('/lista?p=3', <Pagination page={3} pageCount={9} hrefFor={(page) => `/lista?p=${page}`} />);
  const nav = screen.getByRole('navigation', { name: 'Paginación' });
  expect(within(nav).getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Página 9' })).toHaveAttribute('href', '/lista?p=9');
  expect(within(nav).getByRole('link', { name: 'Anterior (página 2)' })).toHaveAttribute('rel', 'prev');
  expect(within(nav).getByRole('link', { name: 'Siguiente (página 4)' })).toHaveAttribute('href', '/lista?p=4');
  expect(within(nav).queryByRole('link', { name: 'Página 6' })).toBeNull();
});

test('pagination: nothing for a single page', () => {
  renderAt('/', <Pagination page={1} pageCount={1} hrefFor={String} label="Noticias" />);
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('the search box opens the site search with the trimmed words', async () => {
  const searched = jest.fn();
  renderAt('/', <SiteSearchBox label="Buscar noticias" buttonLabel="Buscar" labelHidden formLabel="Buscar en el sitio" onSearch={searched} />);
  const form = screen.getByRole('search', { name: 'Buscar en el sitio' });
  expect(form).toHaveAttribute('action', '/buscar');
  await userEvent.type(within(form).getByRole('searchbox', { name: 'Buscar noticias' }), '  licencia de obra ');
  await userEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
  expect(searched).toHaveBeenCalled();
  expect(screen.getByTestId('location')).toHaveTextContent('/buscar?q=licencia+de+obra');
});

test('social links open web addresses in a new tab, and drop anything else', () => {
  const networks = [
    { name: 'facebook', url: 'https://facebook.com/alcaldia' },
    { name: 'mastodon', url: 'https://mastodon.example/@alcaldia', image: 'social/mastodon.png' },
    { name: 'evil', url: 'javascript:alert(1)' },
  ];
  renderAt('/', <SocialLinks networks={networks} imageUrl={(path) => `/djmedia/${path}`} linkLabel={(name) => `${name} (se abre en una pestaña nueva)`} label="Redes sociales" />);
  const list = screen.getByRole('list', { name: 'Redes sociales' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://facebook.com/alcaldia', 'https://mastodon.example/@alcaldia']);
  expect(links[0]).toHaveAccessibleName('Facebook (se abre en una pestaña nueva)');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(links[1]!.querySelector('img')).toHaveAttribute('src', '/djmedia/social/mastodon.png');
});

test('social links say so when none is set up, where the caller asks', () => {
  renderAt('/', <SocialLinks networks={[]} imageUrl={String} linkLabel={String} emptyText="Sin redes sociales configuradas." />);
  expect(screen.getByText('Sin redes sociales configuradas.')).toBeInTheDocument();
});
