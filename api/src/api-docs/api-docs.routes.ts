// GET /api/openapi.json: the OpenAPI 3.1 description of every call, generated from the table of
// calls (@portal/contract/openapi). GET /api/docs: a reference page that renders it with Swagger UI,
// whose files this server serves itself (swagger-ui-dist, no CDN) and only to that page. The page's
// CSP is the site's: scripts and styles from this origin, no inline script, no inline style element.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from '@portal/contract/openapi';
import type { AppContext } from '../context.ts';
import { FileFolder, sendFile } from '../http/file-sender.ts';
import { HttpError } from '../http/errors.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

/** The renderer's files the page loads; nothing else of the package is served. */
const RENDERER_FILES = new Set(['swagger-ui.css', 'swagger-ui-bundle.js']);

/** Starts the renderer on the page (a file of its own: the CSP runs no inline script). */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '${OPENAPI_PATH}', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true, defaultModelsExpandDepth: 0, docExpansion: 'none' });
});
`;

const PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Referencia de la API — Portal Ciudadano</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><h1>Referencia de la API del Portal Ciudadano</h1><p>La referencia necesita JavaScript. La descripción completa está en <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI 3.1).</p></main>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/start.js"></script>
</body>
</html>
`;

export async function apiDocsRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const rendererFolder = new FileFolder(path.dirname(require.resolve('swagger-ui-dist/package.json')));
  let document: string | null = null;

  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument({ version }));
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document);
  });

  app.get(DOCS_PATH, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE));

  app.get(`${DOCS_PATH}/start.js`, async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(START_SCRIPT));

  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/:file`, async (request, reply) => {
    const file = RENDERER_FILES.has(request.params.file) ? rendererFolder.resolve(request.params.file) : null;
    if (!file) throw new HttpError(404, 'Archivo no encontrado.');
    return sendFile(request, reply, rendererFolder, file, 'public, max-age=86400');
  });
}
