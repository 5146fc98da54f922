// One picture of the media library (editors): a new one is uploaded with its alternative text; an
// existing one shows its copies, lets its alternative text and name be changed, and lists where it
// is used (posts, banners, city pages), which is why the list refuses to delete it.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_NAME_MAX_LENGTH, type DataOf, type CorporateCallOf } from '@portal/contract';
import { Link } from '@portal/shared';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { useTranslation } from '../i18n';
import type { EditorProps } from '../sections/section-spec';
import { libraryAddress } from './library-address';
import { MediaUploadForm } from './MediaUploadForm';

type Detail = DataOf<CorporateCallOf<'media/detail'>>;

const USE_LABELS = { post: 'News story', banner: 'Banner', page: 'City page' } as const;
const USE_SECTIONS = { post: 'posts', banner: 'banners', page: 'pages' } as const;

export function MediaLibraryEditor({ id, onDone }: EditorProps) {
  const { t } = useTranslation();
  if (id === null) {
    return (
      <>
        <h2>{t('Upload a picture')}</h2>
        <MediaUploadForm submitLabel={t('Upload to the library')} onUploaded={onDone} />
      </>
    );
  }
  return <PictureDetail id={id} />;
}

function PictureDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const formId = useId();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [alt, setAlt] = useState('');
  const [name, setName] = useState('');
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  useEffect(() => {
    corporateCall('media/detail', { id }).then((loaded) => {
      setDetail(loaded);
      setAlt(loaded.alt);
      setName(loaded.name);
    }, (error) => setFailure(failureOf(error).message));
  }, [id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus('');
    setFailure('');
    try {
      const answer = await corporateEnvelope('media/update', { id, alt, name });
      setStatus(answer.message ?? '');
    } catch (error) {
      setFailure(failureOf(error, (field) => (field === 'alt' ? t('Alternative text of the picture') : field === 'name' ? t('Name') : undefined)).message);
    }
  }

  if (!detail) return failure ? <p role="alert" className="admin-failure">{failure}</p> : <p role="status">{t('Loading...')}</p>;
  return (
    <>
      <p role="status" className="admin-status">{status}</p>
      {failure && <p role="alert" className="admin-failure">{failure}</p>}
      <img src={libraryAddress(detail.path, 960)} alt={detail.alt} width={480} height={Math.round((480 * detail.height) / Math.max(detail.width, 1))} className="admin-media-chosen" />
      <p className="admin-hint">{t('{{width}} × {{height}} px, {{size}} KB', { width: String(detail.width), height: String(detail.height), size: String(Math.ceil(detail.size / 1024)) })}</p>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className="admin-field">
          <label htmlFor={`${formId}-alt`}>{t('Alternative text of the picture')} *</label>
          <input id={`${formId}-alt`} type="text" required maxLength={MEDIA_ALT_MAX_LENGTH} value={alt} onChange={(event) => setAlt(event.target.value)} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${formId}-name`}>{t('Name')} *</label>
          <input id={`${formId}-name`} type="text" required maxLength={MEDIA_NAME_MAX_LENGTH} value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="admin-actions">
          <button type="submit" className="btn">{t('Save')}</button>
        </div>
      </form>
      <h2>{t('Where it is used')}</h2>
      {detail.usage.length === 0 ? (
        <p>{t('No post, banner or page uses this picture: it can be deleted from the list.')}</p>
      ) : (
        <ul>
          {detail.usage.map((use) => (
            <li key={`${use.kind}-${use.id}`}>
              {t(USE_LABELS[use.kind])}: <Link to={`/admin/${USE_SECTIONS[use.kind]}/${use.id}`}>{use.title}</Link>
            </li>
          ))}
        </ul>
      )}
      <h2>{t('Stored sizes')}</h2>
      <ul>
        {detail.variants.map((variant) => (
          <li key={variant}>
            <a href={libraryAddress(variant)}>{variant.split('/').pop()}</a>
          </li>
        ))}
      </ul>
    </>
  );
}
