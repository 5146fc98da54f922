import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentCustomerAtom, portalStore, siteConfigAtom } from '@portal/shared';
import { Sidebar } from './Sidebar';
import { makePost } from '../testing/blog-server';
import { renderAt, resetBlogState } from '../testing/render';
import type { Post, SiteConfig } from '@portal/contract';

const recent = [1, 2, 3, 4, 5, 6].map((id) => makePost(id)) as Post[];

beforeEach(() => {
  resetBlogState();
  portalStore.set(siteConfigAtom, {
    snippets: [
      { id: 1, enabled: true, position: 'post_side', html: '<div><h4>Aviso municipal</h4><p>Vacunación el sábado.</p></div>', script: "console.info('x')" },
      { id: 2, enabled: false, position: 'post_side', html: '<p>Apagado</p>', script: '' },
      { id: 3, enabled: true, position: 'footer', html: '<p>Otro lugar</p>', script: '' },
    ],
  } as unknown as SiteConfig);
  portalStore.set(currentCustomerAtom, {
    id: '1',
    name: 'Alcaldía',
    shortname: 'a',
    logo: '',
    address: '',
    phone: '',
    email: '',
    timeZone: 'America/Caracas',
    apps_config: {
      socialNetworks: [
        { name: 'facebook', url: 'https://facebook.com/alcaldia' },
        { name: 'evil', url: 'javascript:alert(1)' },
      ],
    },
  });
});
afterEach(() => {
  portalStore.set(siteConfigAtom, null);
  portalStore.set(currentCustomerAtom, null);
});

test('shows only the enabled post_side snippets, and never runs their script', () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  renderAt('/', '/', <Sidebar recentPosts={recent} />);
  expect(screen.getByText('Vacunación el sábado.')).toBeInTheDocument();
  expect(screen.queryByText('Apagado')).not.toBeInTheDocument();
  expect(screen.queryByText('Otro lugar')).not.toBeInTheDocument();
  expect(document.body.querySelector('script')).toBeNull();
  expect(info).not.toHaveBeenCalled();
  info.mockRestore();
});

test('social links open the customer networks in a new tab; a javascript: URL is dropped', () => {
  renderAt('/', '/', <Sidebar recentPosts={recent} />);
  const social = screen.getByRole('heading', { name: 'Síguenos' }).closest('section')!;
  const links = within(social).getAllByRole('link');
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAccessibleName('Facebook (se abre en una pestaña nueva)');
  expect(links[0]).toHaveAttribute('href', 'https://facebook.com/alcaldia');
  expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
});

test("'Noticias Recientes' keeps the first 5 posts", () => {
  renderAt('/', '/', <Sidebar recentPosts={recent} />);
  const section = screen.getByRole('heading', { name: 'Noticias Recientes' }).closest('section')!;
  expect(within(section).getAllByRole('link').map((a) => a.textContent)).toEqual([1, 2, 3, 4, 5].map((n) => `Noticia número ${n}`));
});

test('the search box leads to the site search with what was typed', async () => {
  renderAt('/blog-grid/', '/blog-grid/', <Sidebar recentPosts={recent} />);
  const box = screen.getByRole('searchbox', { name: 'Buscar noticias' });
  await userEvent.type(box, 'parques del sur{enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/buscar?q=parques+del+sur');
});
