import { certificateUrl, egovUrl, mediaUrl, serverOrigin } from './urls';

test('the server origin is the hosting page apiHost, else the page origin, without a trailing slash', () => {
  expect(serverOrigin('https://api.alcaldia.example/', 'https://www.alcaldia.example')).toBe('https://api.alcaldia.example');
  expect(serverOrigin('', 'https://www.alcaldia.example')).toBe('https://www.alcaldia.example');
  expect(serverOrigin(undefined, 'http://localhost:8000')).toBe('http://localhost:8000');
});

test('media paths resolve under /djmedia/ on the server host', () => {
  expect(mediaUrl('https://a.example', 'banners/uno.svg')).toBe('https://a.example/djmedia/banners/uno.svg');
  expect(mediaUrl('https://a.example', '/djmedia/banners/uno.svg')).toBe('https://a.example/djmedia/banners/uno.svg');
  expect(mediaUrl('https://a.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
});

test('Gobierno Electrónico uses the configured host when there is one', () => {
  expect(egovUrl({ egovHost: 'https://egov.example/', egovHomePath: '/app/' }, 'https://portal.example')).toBe('https://egov.example/app/');
});

test('Gobierno Electrónico falls back to the server host plus the home path', () => {
  expect(egovUrl({ egovHost: undefined, egovHomePath: '/app/' }, 'https://portal.example')).toBe('https://portal.example/app/');
  expect(egovUrl({ egovHost: '', egovHomePath: 'inicio' }, 'https://portal.example')).toBe('https://portal.example/inicio');
});

test('the certificate URL carries both numbers, encoded; without them it is the check\'s form', () => {
  expect(certificateUrl('https://portal.example', 'AB 12/3', 'R#7')).toBe(
    'https://portal.example/certificate/validation/AB%2012%2F3?register_id=R%237',
  );
  expect(certificateUrl('https://portal.example', '', '')).toBe('https://portal.example/certificate/validation/');
});
