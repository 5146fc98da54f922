// A loopback portal for the blog's component tests: real HTTP through the shared client.
import type { ServerResponse } from 'node:http';
import { json, startTestServer, type SeenRequest } from '@portal/shared/testing/http-server';

export function makePost(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Noticia número ${id}`,
    excerpt: `Resumen ${id}`,
    image: `blog/p-${id}.svg`,
    images: [`blog/p-${id}.svg`],
    body: `<p>Cuerpo ${id}</p>`,
    format: 'standard',
    created: '2025-09-01T14:00:00.000Z',
    updated: '2025-09-02T20:30:00.000Z',
    features_img: [],
    ...overrides,
  };
}

export type Route = (body: Record<string, unknown>, res: ServerResponse, req: SeenRequest) => void;

/** Starts a server answering the blog calls with `routes` (path → handler); anything else is 404. */
export async function startBlogServer(routes: Record<string, Route>) {
  return startTestServer((req, res) => {
    // No keep-alive: closing the server at the end of a file must not wait for idle sockets.
    res.setHeader('Connection', 'close');
    const route = routes[req.url.split('?')[0]!];
    if (!route) return json(res, 404, { res: 0, message: 'No encontrado' });
    route(req.body ? JSON.parse(req.body) : {}, res, req);
  });
}

/** A list endpoint over `total` generated posts, 4 per page, as the portal server pages them. */
export function postList(total: number): Route {
  return (body, res) => {
    const page = Number(body.page ?? 0);
    if (page > 0 && page * 4 >= total) return json(res, 404, { res: 0, message: 'La página de noticias solicitada no existe.' });
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(page * 4, page * 4 + 4);
    json(res, 200, { res: 1, data: ids.map((id) => makePost(id)), total, page, page_size: 4, message: '' });
  };
}

export { json };
