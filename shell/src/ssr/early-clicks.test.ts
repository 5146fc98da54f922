import { replayEarlyClicks, stopRecordingEarlyClicks } from './early-clicks';

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

test('taps recorded before hydration are replayed once, in order, on the buttons still on the page', () => {
  const clicks: string[] = [];
  const menu = button('Menú', () => clicks.push('menu'));
  const theme = button('Modo oscuro', () => clicks.push('theme'));
  const gone = button('Antiguo', () => clicks.push('gone'));
  // What the page's starter recorded.
  window.portalEarlyClicks = [theme, gone, menu];
  gone.remove();

  stopRecordingEarlyClicks();
  expect(window.portalEarlyClicks.closed).toBe(true);
  expect(clicks).toEqual([]);
  replayEarlyClicks();
  expect(clicks).toEqual(['theme', 'menu']);
  replayEarlyClicks();
  expect(clicks).toEqual(['theme', 'menu']);
});

test('a page without the starter (rendered in the browser) has nothing to replay', () => {
  delete window.portalEarlyClicks;
  expect(() => {
    stopRecordingEarlyClicks();
    replayEarlyClicks();
  }).not.toThrow();
});
