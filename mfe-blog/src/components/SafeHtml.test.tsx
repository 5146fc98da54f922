import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import { SafeHtml } from './SafeHtml';

const body = '<p>La feria abre el sábado.</p><figure class="video-embed"><a href="https://youtu.be/dQw4w9WgXcQ">La feria en la plaza</a></figure>'
  + '<figure class="video-embed"><a href="https://example.org/v">Otro sitio</a></figure>';

test('a video link becomes a local placeholder; the cookie-free player loads only when play is pressed, by keyboard too', async () => {
  const user = userEvent.setup();
  render(<PortalProviders><SafeHtml html={body} /></PortalProviders>);
  const play = await screen.findByRole('button', { name: 'Reproducir el vídeo: La feria en la plaza (YouTube)' });
  expect(document.querySelector('iframe')).toBeNull();
  expect(screen.getByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // A figure linking elsewhere stays a link.
  expect(screen.getByRole('link', { name: 'Otro sitio' })).toHaveAttribute('href', 'https://example.org/v');
  expect(screen.getAllByRole('button')).toHaveLength(1);

  play.focus();
  await user.keyboard('{Enter}');
  const player = document.querySelector('iframe');
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  expect(player).toHaveAttribute('title', 'Vídeo: La feria en la plaza');
  expect(player).toHaveFocus();
  expect(screen.queryByRole('button')).toBeNull();
});
