// POST /mi-carpeta/documento: the citizen replaces a rejected document from the folder with a plain
// multipart form (no JavaScript needed). The form names the request by its id, which must be one of
// the signed-in citizen's (anything else is the folder's one 404); the file then goes through the
// same checks and call as the tracking page's form (hosting/citizen-uploads.ts: userProcedure/addFile),
// so the request's timeline records the replacement and the clerk sees the new file.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { echoesCsrfCookie } from '../../http/csrf.ts';
import { HttpError } from '../../http/errors.ts';
import { codeLookupLimit } from '../../http/rate-limits.ts';
import { FORGED } from '../../hosting/citizen-form-data.ts';
import { acceptCitizenFiles, fileProblem, readForm, sendDocument } from '../../hosting/citizen-uploads.ts';
import { currentCitizen } from './citizen-sessions.ts';
import { NOT_IN_FOLDER } from './folder-actions.ts';
import { ownRequest } from './folder-data.ts';
import { back, FOLDER_PATH, sentenceOf, setFlash } from './folder-flash.ts';
import { SIGNED_OUT } from './folder-session.ts';

export const DOCUMENT_PATH = `${FOLDER_PATH}/documento`;

export async function folderDocumentRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  await acceptCitizenFiles(scope);
  scope.post(DOCUMENT_PATH, { config: { csrf: false, rateLimit: codeLookupLimit(ctx) } }, async (request, reply) => {
    const { fields, files, problem } = await readForm(request);
    try {
      if (!echoesCsrfCookie(request, fields.csrftoken)) throw new HttpError(403, FORGED);
      const session = await currentCitizen(ctx, request);
      if (!session) throw new HttpError(401, SIGNED_OUT);
      const id = /^[1-9][0-9]{0,9}$/.test(fields.id ?? '') ? Number(fields.id) : 0;
      const found = id === 0 ? undefined : await ownRequest(ctx.db, session, id);
      if (!found) throw new HttpError(404, NOT_IN_FOLDER);
      if (problem) throw new HttpError(413, problem);
      const file = files[0];
      if (!file || file.requirementId === 0) throw new HttpError(422, 'Elija el archivo del documento (PDF, JPEG o PNG).');
      const bad = fileProblem(file);
      if (bad) throw new HttpError(400, bad);
      const sent = await sendDocument(scope, request, fields.csrftoken!, { customerId: session.customerId, code: found.code, email: found.email }, file);
      if (!sent.ok) throw new HttpError(400, `El documento «${file.filename}» no se recibió: ${sent.message}`);
      setFlash(request, reply, { notice: `${sent.message} La alcaldía revisará el documento de la solicitud ${found.code}.` });
    } catch (error) {
      setFlash(request, reply, { error: sentenceOf(error) });
    }
    return back(reply);
  });
}
