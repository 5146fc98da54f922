import { setBoot } from '@portal/shared/testing/boot';
import { ownAssetUrl } from './own-asset-url';

test("a picture is served beside this remote's manifest, wherever the registry puts it", () => {
  setBoot({ customerId: '1', apiHost: '', csrfToken: '', registry: { template: 'https://cdn.example.org/mfe-template/7/mf-manifest.json?v=3' } });
  expect(ownAssetUrl('assets/a.png')).toBe('https://cdn.example.org/mfe-template/7/assets/a.png');
  setBoot({ customerId: '1', apiHost: '', csrfToken: '', registry: { template: '/remotes/template/mf-manifest.json' } });
  expect(ownAssetUrl('assets/a.png')).toBe('/remotes/template/assets/a.png');
});

test('run alone, without a registry, the picture is at the root of its own server', () => {
  setBoot({ customerId: null, apiHost: '', csrfToken: '', registry: {} });
  expect(ownAssetUrl('assets/a.png')).toBe('/assets/a.png');
});
