// Posting the site's plain HTML forms as a browser without JavaScript does: the anti-forgery token
// read from a page's boot block and sent both as the cookie and as the form's hidden field.
import assert from 'node:assert/strict';
import type { TestContext } from './test-app.ts';

export function bootData(html: string): { csrfToken: string; ssr?: { data: Record<string, unknown> } } {
  const match = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/s.exec(html);
  assert.ok(match, 'boot data block present');
  return JSON.parse(match[1]!);
}

/** A page's anti-forgery token, as the browser holds it (the cookie) and the form carries it. */
export async function tokenFor(ctx: TestContext, url: string, host = 'localhost:80'): Promise<string> {
  return bootData((await ctx.app.inject({ url, headers: { host } })).body).csrfToken;
}

/** Posts `fields` urlencoded; `token: null` leaves the hidden field out, a string sends another. */
export async function postForm(ctx: TestContext, url: string, fields: Record<string, string>, { token, host = 'localhost:80', cookies = '' }: { token?: string | null; host?: string; cookies?: string } = {}) {
  // The token of any page of the site (the cookie the hosting page sets).
  const pageToken = await tokenFor(ctx, '/seguimiento', host);
  const sent: Record<string, string> = token === null ? {} : { csrftoken: token ?? pageToken };
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${pageToken}${cookies ? `; ${cookies}` : ''}`, host },
    payload: new URLSearchParams({ ...fields, ...sent }).toString(),
  });
}

export function cookieOf(response: { cookies: { name: string; value: string; httpOnly?: boolean; path?: string; sameSite?: string }[] }, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}
