import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markLoneLinks, parseVideoUrl } from '@portal/contract';

test('YouTube addresses people paste give the video and its cookie-free player', () => {
  for (const address of [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', ' https://www.youtube.com/live/dQw4w9WgXcQ ',
  ]) {
    const video = parseVideoUrl(address);
    assert.equal(video?.watchUrl, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', address);
    assert.equal(video?.playerUrl, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', address);
  }
});

test('Vimeo addresses give the player with dnt=1, keeping a private video\'s hash', () => {
  assert.equal(parseVideoUrl('https://vimeo.com/76979871')?.playerUrl, 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1');
  assert.equal(parseVideoUrl('https://player.vimeo.com/video/76979871')?.watchUrl, 'https://vimeo.com/76979871');
  assert.equal(parseVideoUrl('https://vimeo.com/76979871/0a1b2c3d4e')?.playerUrl, 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=0a1b2c3d4e');
});

test('anything else is no video: other hosts, channels, look-alike hosts, bad ids, other schemes', () => {
  for (const address of [
    'https://example.org/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/@municipio', 'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', 'javascript:alert(1)', 'https://vimeo.com/channels/staffpicks',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x', 'no es una dirección', 'https://vimeo.com/abc',
  ]) {
    assert.equal(parseVideoUrl(address), null, address);
  }
});

test('a paragraph holding only a link is marked; a link in a sentence, two links or a paragraph with attributes are not', () => {
  assert.equal(markLoneLinks('<p><a href="/x">Formulario</a></p>'), '<p class="lone-link"><a href="/x">Formulario</a></p>');
  assert.equal(markLoneLinks('<p> <a href="/x" target="_blank"><strong>Formulario</strong></a> </p>'), '<p class="lone-link"> <a href="/x" target="_blank"><strong>Formulario</strong></a> </p>');
  for (const html of ['<p>Vea <a href="/x">esto</a></p>', '<p><a href="/x">uno</a> <a href="/y">dos</a></p>', '<p><a href="/x">uno</a>.</p>', '<p><a>sin destino</a></p>']) {
    assert.equal(markLoneLinks(html), html);
  }
});
