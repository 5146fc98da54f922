import { resetBootCache } from '../http/boot';

/** Writes a hosting-page boot block into the test document, as the portal server would. */
export function setBoot(data: Record<string, unknown>): void {
  document.getElementById('portal-boot')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'portal-boot';
  el.textContent = JSON.stringify(data);
  document.head.appendChild(el);
  resetBootCache();
}
