import { parseId, postDetailsHref, postHref } from './links';

test('the title link is /post/{slug of title}?id={id}', () => {
  expect(postHref({ id: 7, title: 'Recuperación del parque La Ceiba' })).toBe('/post/recuperacion-del-parque-la-ceiba?id=7');
});

test('a title with no letters still gives a usable link', () => {
  expect(postHref({ id: 3, title: '¡¿?!' })).toBe('/post/noticia?id=3');
});

test('the thumbnail link is /blog-details/{id}', () => {
  expect(postDetailsHref({ id: 12 })).toBe('/blog-details/12');
});

test('ids from the URL must be positive whole numbers', () => {
  expect(parseId('15')).toBe(15);
  for (const bad of [null, '', '0', '-1', '1e3', '12abc', ' 5', '99999999999']) expect(parseId(bad)).toBeNull();
});
