import { useState } from 'react';
import type { RequestRequirement, TrackedRequest } from '@portal/contract';
import { REQUEST_FILE_ACCEPT, REQUEST_FILE_MAX_BYTES } from '@portal/contract';
import { ApiError } from '@portal/shared';
import { useTranslation } from '../i18n';
import { uploadDocument } from './request-api';
import { FormToken } from '../forms/plain-forms';

const STATUS_TEXT: Record<RequestRequirement['status'], string> = {
  pending: 'Missing',
  submitted: 'Received, under review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

interface Props {
  request: TrackedRequest;
  email: string;
  onUpdated: (request: TrackedRequest) => void;
}

/** Each requirement with its document's state; a missing or rejected one offers a file field. */
export function DocumentList({ request, email, onUpdated }: Props) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [sending, setSending] = useState<number | null>(null);

  const send = async (requirement: RequestRequirement, file: File | undefined) => {
    if (!file) {
      setErrors((all) => ({ ...all, [requirement.requirement_id]: t('Choose the file first.') }));
      return;
    }
    if (file.size > REQUEST_FILE_MAX_BYTES) {
      setErrors((all) => ({ ...all, [requirement.requirement_id]: t('The file is larger than 10 MB.') }));
      return;
    }
    setSending(requirement.requirement_id);
    setErrors((all) => ({ ...all, [requirement.requirement_id]: '' }));
    try {
      onUpdated(await uploadDocument(request.code, email, requirement.requirement_id, file));
    } catch (error) {
      const message = error instanceof ApiError && error.status === 0
        ? t('Could not connect to the portal. Check your internet connection and try again.')
        : error instanceof Error ? error.message : t('Something went wrong. Try again.');
      setErrors((all) => ({ ...all, [requirement.requirement_id]: message }));
    } finally {
      setSending(null);
    }
  };

  return (
    <ul className="documents">
      {request.requirements.map((requirement) => {
        const id = `document-${requirement.requirement_id}`;
        const open = requirement.status === 'pending' || requirement.status === 'rejected';
        return (
          <li key={requirement.requirement_id} className={`document document-${requirement.status}`}>
            <p className="document-name"><strong>{requirement.name}</strong></p>
            <p>{t('Status')}: <span className="document-status">{t(STATUS_TEXT[requirement.status])}</span>{requirement.file_name ? ` (${requirement.file_name})` : ''}</p>
            {requirement.note ? <p className="document-note">{t('Note from the municipality: {{note}}', { note: requirement.note })}</p> : null}
            {open ? (
              // Without JavaScript the file is posted to the server for the request this page opened.
              <form method="post" action="/seguimiento/documento" encType="multipart/form-data" onSubmit={(event) => {
                event.preventDefault();
                void send(requirement, (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0]);
              }}>
                <FormToken />
                <input type="hidden" name="requirement_id" value={requirement.requirement_id} />
                <div className="field">
                  <label htmlFor={id}>{requirement.status === 'rejected' ? t('New file for «{{name}}»', { name: requirement.name }) : t('File for «{{name}}»', { name: requirement.name })}</label>
                  <p className="hint" id={`${id}-hint`}>{t('PDF, JPEG or PNG, up to 10 MB.')}</p>
                  <input id={id} name="file" type="file" accept={REQUEST_FILE_ACCEPT}
                    aria-describedby={[`${id}-hint`, errors[requirement.requirement_id] ? `${id}-error` : ''].filter(Boolean).join(' ')}
                    aria-invalid={errors[requirement.requirement_id] ? true : undefined} />
                  {errors[requirement.requirement_id] ? <p className="field-error" id={`${id}-error`} role="alert">{errors[requirement.requirement_id]}</p> : null}
                </div>
                <button type="submit" className="btn btn-secondary" disabled={sending !== null}>
                  {sending === requirement.requirement_id ? t('Uploading…') : t('Upload «{{name}}»', { name: requirement.name })}
                </button>
              </form>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
