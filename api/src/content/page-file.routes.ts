// /api/v2/corporate/pageFile/* (editors): the documents a city page offers for download. A file is
// checked by its content (PDF, Word/Excel/PowerPoint, OpenDocument, CSV; never by its name) and size
// (PAGE_FILE_MAX_BYTES), stored in the public media folder under attachments/<customer>/<random>.<ext>
// and listed on the public page in the editor's order. Every read and write names the customer: a
// page or file of another customer is 404.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ErrorResponseSchema, type EditorPageFile, type EditorPageFileListResponse } from '@portal/contract/schemas';
import { schemaOf } from '@portal/contract/openapi';
import { calls, PAGE_FILE_LABEL_MAX_LENGTH, PAGE_FILE_MAX_BYTES, PAGE_FILE_MAX_COUNT } from '@portal/contract';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { FILE_KINDS, type FileKind } from '../files/file-kind.ts';
import { fieldError, found } from '../corporate/checks.ts';
import { corporateCall, requireCustomerAccess, runWrite, writeRateLimit } from '../corporate/corporate-call.ts';
import { HttpError } from '../http/errors.ts';
import { readUpload, registerUploads } from '../http/uploads.ts';

/** The public folder (inside MEDIA_DIR) page attachments go to. */
export const ATTACHMENTS_AREA = 'attachments';

const ACCEPTED: readonly FileKind[] = ['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'csv'];
const MISSING_PAGE = 'La página indicada no existe.';
const MISSING_FILE = 'El archivo indicado no existe.';

async function requirePage(db: Db, customerId: string, pageId: number): Promise<void> {
  found(await db.selectFrom('pages').select('id').where('customer_id', '=', customerId).where('id', '=', pageId).executeTakeFirst(), MISSING_PAGE);
}

/** The page's attachments in their order, as the console shows them. */
async function filesOf(db: Db, customerId: string, pageId: number): Promise<EditorPageFile[]> {
  const rows = await db.selectFrom('page_files').select(['id', 'page_id', 'name', 'path', 'size', 'mime', 'position'])
    .where('customer_id', '=', customerId).where('page_id', '=', pageId).orderBy('position').orderBy('id').execute();
  return rows.map((row, index) => ({
    id: row.id, page_id: row.page_id, name: row.name, size: Number(row.size), mime: row.mime, position: index + 1,
    url: `/djmedia/${row.path.split('/').map(encodeURIComponent).join('/')}`,
  }));
}

async function fileOf(db: Db, customerId: string, id: number) {
  return found(await db.selectFrom('page_files').select(['id', 'page_id', 'name', 'path']).where('customer_id', '=', customerId).where('id', '=', id).executeTakeFirst(), MISSING_FILE);
}

/** Writes the positions 1…n in the order given (ids of one page). */
async function renumber(db: Db, customerId: string, ids: readonly number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db.updateTable('page_files').set({ position: index + 1 }).where('customer_id', '=', customerId).where('id', '=', id).execute();
  }
}

/** A label from an uploaded file's name: without its folder and extension, spaces for _ and -. */
export function labelFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const label = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return label.slice(0, PAGE_FILE_LABEL_MAX_LENGTH);
}

/** Removes a stored attachment from the media folder (only ever inside the attachments area). */
export async function removeAttachment(mediaDir: string, relative: string): Promise<void> {
  if (!relative.startsWith(`${ATTACHMENTS_AREA}/`) || relative.split('/').includes('..')) return;
  await fs.rm(path.join(mediaDir, relative), { force: true });
}

const ok = (data: EditorPageFile[], message = ''): EditorPageFileListResponse => ({ res: 1, data, message });

/** Registers the JSON calls and, in a scope of its own (multipart parsing stays out of the JSON routes), the upload. */
export async function pageFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  corporateCall(app, ctx, {
    call: calls.pageFileList,
    handler: async ({ body, db }) => {
      await requirePage(db, body.customer_id, body.page_id);
      return ok(await filesOf(db, body.customer_id, body.page_id));
    },
  });

  corporateCall(app, ctx, {
    call: calls.pageFileUpdate, write: { entity: 'page_file' },
    handler: async ({ body, db }) => {
      const file = await fileOf(db, body.customer_id, body.id);
      if (body.name !== undefined) {
        const name = body.name.trim();
        if (name === '') throw fieldError('name', 'Escriba el nombre con el que se mostrará el archivo.');
        await db.updateTable('page_files').set({ name }).where('customer_id', '=', body.customer_id).where('id', '=', body.id).execute();
      }
      if (body.position !== undefined) {
        const ids = (await filesOf(db, body.customer_id, file.page_id)).map((item) => item.id).filter((id) => id !== body.id);
        ids.splice(Math.min(body.position, ids.length + 1) - 1, 0, body.id);
        await renumber(db, body.customer_id, ids);
      }
      return ok(await filesOf(db, body.customer_id, file.page_id), 'Archivo actualizado.');
    },
  });

  corporateCall(app, ctx, {
    call: calls.pageFileDelete, write: { entity: 'page_file' },
    handler: async ({ body, db }) => {
      const file = await fileOf(db, body.customer_id, body.id);
      await db.deleteFrom('page_files').where('customer_id', '=', body.customer_id).where('id', '=', body.id).execute();
      const rest = await filesOf(db, body.customer_id, file.page_id);
      await renumber(db, body.customer_id, rest.map((item) => item.id));
      await removeAttachment(ctx.config.mediaDir, file.path);
      return ok(await filesOf(db, body.customer_id, file.page_id), `Se quitó «${file.name}» de la página.`);
    },
  });

  await app.register(async (scope) => {
    await registerUploads(scope, PAGE_FILE_MAX_BYTES);
    scope.post(calls.pageFileUpload.path, {
      config: { csrf: false, rateLimit: writeRateLimit(ctx) },
      schema: { response: { 201: schemaOf(calls.pageFileUpload.response), '4xx': ErrorResponseSchema, '5xx': ErrorResponseSchema } },
    }, async (request, reply) => {
      const actor = request.actor;
      if (!actor) throw new HttpError(401, 'Inicie sesión para continuar, o envíe un token de acceso válido.');
      const { fields, file } = await readUpload(request, { maxBytes: PAGE_FILE_MAX_BYTES, accept: ACCEPTED });
      const customerId = fields.customer_id ?? '';
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(customerId)) throw fieldError('customer_id', 'Este dato es obligatorio.');
      const pageId = Number(fields.page_id);
      if (!Number.isInteger(pageId) || pageId < 1 || pageId > 2147483647) throw fieldError('page_id', 'Indique la página del archivo.');
      if (!file) throw fieldError('file', 'Elija un archivo (PDF, Word, Excel, PowerPoint, OpenDocument o CSV).');
      await requireCustomerAccess(ctx.db, actor, customerId);
      await requirePage(ctx.db, customerId, pageId);
      const name = (fields.name ?? '').trim().slice(0, PAGE_FILE_LABEL_MAX_LENGTH) || labelFromFilename(file.filename) || 'Documento';
      const kind = FILE_KINDS[file.kind];
      const relative = path.posix.join(ATTACHMENTS_AREA, customerId, `${randomBytes(16).toString('hex')}.${kind.extension}`);
      const target = path.join(ctx.config.mediaDir, relative);
      // The audit row names the new file: its id is written here before the row is recorded.
      const audited: Record<string, unknown> = { ...fields };
      const answer = await runWrite(ctx, request, { call: 'pageFile/upload', entity: 'page_file', customerId, body: audited }, async (db) => {
        const count = (await filesOf(db, customerId, pageId)).length;
        if (count >= PAGE_FILE_MAX_COUNT) throw new HttpError(409, `Una página admite como máximo ${PAGE_FILE_MAX_COUNT} archivos. Quite alguno antes de añadir otro.`);
        const { id } = await db.insertInto('page_files').values({
          customer_id: customerId, page_id: pageId, name, path: relative, size: file.bytes.byteLength, mime: kind.mime, position: count + 1,
        }).returning('id').executeTakeFirstOrThrow();
        audited.id = id;
        await fs.mkdir(path.dirname(target), { recursive: true });
        const temporary = `${target}.${process.pid}.tmp`;
        await fs.writeFile(temporary, file.bytes);
        await fs.rename(temporary, target);
        return ok(await filesOf(db, customerId, pageId), `Archivo «${name}» añadido.`);
      });
      return reply.code(201).send(answer);
    });
  });
}
