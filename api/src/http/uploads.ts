// Reading one uploaded file from a multipart/form-data request (@fastify/multipart), checked by its
// content and size before anything is stored. Every upload route of the portal uses this, so the
// limits, the content check and the Spanish messages are the same everywhere.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { FILE_KINDS, sniffFileKind, type FileKind } from '../files/file-kind.ts';
import { HttpError } from './errors.ts';

export interface Upload {
  /** the form's text fields, by name (the last value wins) */
  fields: Record<string, string>;
  /** the file, or null when the form carried none */
  file: { bytes: Buffer; kind: FileKind; filename: string } | null;
}

export interface UploadRules {
  /** largest accepted file in bytes */
  maxBytes: number;
  /** what the file may be, by content */
  accept: readonly FileKind[];
  /** the form field that carries the file */
  fileField?: string;
}

/**
 * Registers multipart parsing in a route scope (call it inside the scope that has upload routes).
 * `maxBytes` bounds every file of that scope; the request body limit of JSON routes is unchanged.
 */
export async function registerUploads(scope: FastifyInstance, maxBytes: number): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 42 },
    throwFileSizeLimit: true,
  });
}

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** Reads the request's fields and its one file, refusing with a Spanish 400/413 what the rules do not allow. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envíe el formulario como multipart/form-data.');
  const fileField = rules.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: Upload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== fileField || bytes.byteLength === 0) continue;
      if (bytes.byteLength > rules.maxBytes) throw new HttpError(413, `El archivo supera el tamaño máximo de ${megabytes(rules.maxBytes)}.`);
      const kind = sniffFileKind(bytes);
      if (!kind || !rules.accept.includes(kind)) {
        const allowed = rules.accept.map((accepted) => FILE_KINDS[accepted].label).join(', ');
        throw new HttpError(400, `El archivo no es de un tipo admitido (${allowed}).`);
      }
      file = { bytes, kind, filename: part.filename.slice(0, 200) };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `El archivo supera el tamaño máximo de ${megabytes(rules.maxBytes)}.`);
    // Anything else thrown while reading the parts is the form's own fault (no boundary, a part
    // cut short, a malformed header: the parser's errors carry no code): a 400, never a 500.
    throw new HttpError(400, 'El formulario enviado no es válido.');
  }
  return { fields, file };
}

/** A file streamed to a temporary file on disk (never whole in memory). */
export interface StreamedFile {
  /** the temporary file: the caller moves it into place or deletes it */
  temporary: string;
  size: number;
  sha256: string;
  kind: FileKind;
  filename: string;
}

export interface StreamRules extends UploadRules {
  /** the folder of the temporary file (on the same disk as the file's final place, for a rename) */
  temporaryDir: string;
  /**
   * Runs with the fields sent before the file, before a byte of the file is read: an upload for a
   * request whose code and e-mail do not match is refused without reading (or storing) the file.
   * The form sends its fields first (a browser sends them in the form's order).
   */
  beforeFile?: (fields: Record<string, string>) => Promise<void>;
}

const tooLarge = (maxBytes: number) => new HttpError(413, `El archivo supera el tamaño máximo de ${megabytes(maxBytes)}.`);

/**
 * Reads the request's fields and streams its one file to a temporary file, with the size cap
 * counted as it arrives and the content checked by its first bytes; refuses with a Spanish
 * 400/413 what the rules do not allow (and deletes what was written).
 */
export async function streamUpload(request: FastifyRequest, rules: StreamRules): Promise<{ fields: Record<string, string>; file: StreamedFile | null }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envíe el formulario como multipart/form-data.');
  const fileField = rules.fileField ?? 'file';
  const fields: Record<string, string> = {};
  let file: StreamedFile | null = null;
  let temporary: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      if (part.fieldname !== fileField || file !== null) {
        part.file.resume();
        continue;
      }
      if (rules.beforeFile) {
        try {
          await rules.beforeFile(fields);
        } catch (error) {
          // Refused before reading: what is left of the body is read and dropped, never kept.
          part.file.resume();
          throw error;
        }
      }
      await fs.mkdir(rules.temporaryDir, { recursive: true });
      temporary = path.join(rules.temporaryDir, `${randomBytes(16).toString('hex')}.upload.tmp`);
      const out = createWriteStream(temporary);
      // A write still on its way when the upload is refused reports on a destroyed stream; a real
      // write error (disk full) still fails the upload through finished() below.
      out.on('error', () => {});
      const hash = createHash('sha256');
      let size = 0;
      let head = Buffer.alloc(0);
      try {
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > rules.maxBytes) throw tooLarge(rules.maxBytes);
          if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
          hash.update(chunk);
          if (!out.write(chunk)) await once(out, 'drain');
        }
        if (part.file.truncated) throw tooLarge(rules.maxBytes);
        out.end();
        await finished(out);
      } catch (error) {
        out.destroy();
        part.file.resume();
        throw error;
      }
      if (size === 0) {
        await fs.rm(temporary, { force: true });
        temporary = null;
        continue;
      }
      const kind = sniffFileKind(head);
      if (!kind || !rules.accept.includes(kind)) {
        const allowed = rules.accept.map((accepted) => FILE_KINDS[accepted].label).join(', ');
        throw new HttpError(400, `El archivo no es de un tipo admitido (${allowed}).`);
      }
      file = { temporary, size, sha256: hash.digest('hex'), kind, filename: part.filename.slice(0, 200) };
    }
  } catch (error) {
    if (temporary) await fs.rm(temporary, { force: true });
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules.maxBytes);
    throw new HttpError(400, 'El formulario enviado no es válido.');
  }
  return { fields, file };
}

/**
 * At most `limit` uploads at once per client address (in this instance): a client cannot hold many
 * large bodies open at the same time. Answers a release function, or throws 429.
 */
export function uploadSlots(limit: number) {
  const running = new Map<string, number>();
  return (client: string): (() => void) => {
    const now = running.get(client) ?? 0;
    if (now >= limit) {
      throw new HttpError(429, `Ya hay ${limit === 1 ? 'una subida' : `${limit} subidas`} en curso desde su conexión. Espere a que termine e intente de nuevo.`, { retryAfter: 5 });
    }
    running.set(client, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (running.get(client) ?? 1) - 1;
      if (left <= 0) running.delete(client);
      else running.set(client, left);
    };
  };
}
