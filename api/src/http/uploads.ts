// Reading one uploaded file from a multipart/form-data request (@fastify/multipart), checked by its
// content and size before anything is stored. Every upload route of the portal uses this, so the
// limits, the content check and the Spanish messages are the same everywhere.
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
