// The news post editor: title, excerpt, rich-text body, image upload, save as a draft, the workflow
// (PostWorkflow: review, publish, schedule, unpublish), the version history (PostRevisions), and a preview of the body rendered by mfe-blog's own PostBody widget (federation), so
// it is exactly what the public post page shows: the same tidy-up, sanitiser and styles.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RemoteSlot, readBoot, useLocation, useNavigate } from '@portal/shared';
import { POST_IMAGE_ALT_MAX_LENGTH, type EditorPost } from '@portal/contract';
import { corporateCall, corporateEnvelope, failureOf } from '../api/corporate-client';
import { MediaPicker } from '../media/MediaPicker';
import type { LibraryPicture } from '../media/MediaUploadForm';
import { i18nKey, useTranslation } from '../i18n';
import { FieldControl } from './FieldControl';
import { useFocusRequest } from '../console/use-focus-request';
import { consoleInstant, useConsoleTimeZone } from '../console/console-time';
import { POST_STATUS_LABELS } from './post-status';
import { PostRevisions } from './PostRevisions';
import { PostWorkflow } from './PostWorkflow';
import { fieldOfError, withoutError, type FormValue } from './form-values';
import type { EditorProps, FieldSpec } from './section-spec';

const FIELDS: FieldSpec[] = [
  { name: 'title', label: i18nKey('Title'), kind: 'text', required: true, maxLength: 200 },
  { name: 'excerpt', label: i18nKey('Excerpt'), kind: 'textarea', maxLength: 500 },
  { name: 'body', label: i18nKey('Content'), kind: 'richtext' },
  {
    name: 'format',
    label: i18nKey('Format'),
    kind: 'select',
    source: { options: [{ value: 'standard', label: i18nKey('Standard') }, { value: 'gallery', label: i18nKey('Gallery') }, { value: 'video', label: i18nKey('Video') }] },
  },
];

type Values = { title: string; excerpt: string; body: string; format: string; image: string; image_alt: string };
const BLANK: Values = { title: '', excerpt: '', body: '', format: 'standard', image: '', image_alt: '' };

/** The fields checked before sending: a blank title, a picture without its alternative text. */
function blankFields(values: Values): string[] {
  const blank: string[] = [];
  if (!values.title.trim()) blank.push('title');
  if (values.image && !values.image_alt.trim()) blank.push('image_alt');
  return blank;
}

function mediaUrl(path: string): string {
  return `${readBoot().apiHost.replace(/\/+$/, '')}/djmedia/${path.split('/').map(encodeURIComponent).join('/')}`;
}

export function PostEditor({ id }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const passed = location.state as { status?: string; created?: { id: number; values: Values } } | null;
  const passedStatus = passed?.status ?? '';
  const justCreated = passed?.created?.id === id ? passed.created : null;
  const [values, setValues] = useState<Values>(() => justCreated?.values ?? BLANK);
  const [post, setPost] = useState<EditorPost | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  // What the previous action said ('Saved as a draft.' after creating), until the next one speaks.
  const [status, setStatus] = useState(passedStatus);
  const [busy, setBusy] = useState(false);
  // Counts saves, so the version history is read again after each.
  const [saves, setSaves] = useState(0);
  const refs = useRef(new Map<string, HTMLElement | null>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusRequest();
  const zone = useConsoleTimeZone();

  useEffect(() => setStatus(passedStatus), [passedStatus, id]);

  useEffect(() => {
    headingRef.current?.focus();
    if (id === null) return;
    // The post this form has just created opens with what was typed (passed along with the new
    // address), and its loading never puts that back over what the editor has typed since.
    const keepTyped = justCreated?.id === id;
    corporateCall('post/detail', { id })
      .then((loaded) => {
        setPost(loaded);
        if (!keepTyped) setValues({ title: loaded.title, excerpt: loaded.excerpt, body: loaded.body, format: loaded.format, image: loaded.image, image_alt: loaded.image_alt });
      })
      .catch((error) => setFailure(failureOf(error).message));
  }, [id, justCreated?.id]);

  function showFailure(error: unknown) {
    const { message, errors: refused } = failureOf(error);
    const marked: Record<string, string> = {};
    for (const item of refused) {
      const name = item.field === 'image' || item.field === 'image_alt' ? item.field : fieldOfError(FIELDS, item.field);
      if (name && !marked[name]) marked[name] = item.message;
    }
    setErrors(marked);
    setFailure(message);
    const first = [...FIELDS.map((field) => field.name), 'image', 'image_alt'].find((name) => marked[name]);
    focusAfterRender(() => (first ? refs.current.get(first) : headingRef.current));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setStatus('');
    const blank = blankFields(values);
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank.map((name) => [name, name === 'image_alt' ? t('Describe what the picture shows.') : t('This field is required.')])));
      setFailure(t('Check the marked fields.'));
      focusAfterRender(() => refs.current.get(blank[0]!));
      return;
    }
    setErrors({});
    setBusy(true);
    const body = {
      title: values.title.trim(), excerpt: values.excerpt, body: values.body, format: values.format as EditorPost['format'], image: values.image,
      image_alt: values.image ? values.image_alt.trim() : '',
    };
    try {
      if (id === null) {
        const added = await corporateCall('post/add', body);
        navigate(`/admin/posts/${added.id}`, { state: { status: t('Saved as a draft.'), created: { id: added.id, values } } });
      } else {
        const answer = await corporateEnvelope('post/update', { id, ...body });
        setPost(answer.data);
        setStatus(t('Saved.'));
        setSaves((n) => n + 1);
      }
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  /** A workflow step or a restore answered: the post as it is now and what happened. */
  function changed(next: EditorPost, message: string) {
    setPost(next);
    setValues({ title: next.title, excerpt: next.excerpt, body: next.body, format: next.format, image: next.image, image_alt: next.image_alt });
    setStatus(message);
    setSaves((n) => n + 1);
  }

  /** A picture chosen from the media library (or uploaded there): its alternative text comes along, editable for this post. */
  function choosePicture(picture: LibraryPicture) {
    setFailure('');
    setValues((current) => ({ ...current, image: picture.path, image_alt: picture.alt }));
    setErrors((current) => withoutError(withoutError(current, 'image'), 'image_alt'));
    setStatus(t('Picture chosen. Save the post to keep it.'));
  }

  return (
    <div className="admin-post-editor">
      <form className="admin-form" onSubmit={save} noValidate aria-labelledby="admin-post-heading">
        <h2 id="admin-post-heading" tabIndex={-1} ref={headingRef}>
          {id === null ? t('New post') : t('Edit post')}
          {post && ` (${t(POST_STATUS_LABELS[post.status])})`}
        </h2>
        <p role="status" className="admin-status">
          {status}
        </p>
        {post?.status === 'scheduled' && <p>{t('Scheduled for {{when}}.', { when: consoleInstant(post.scheduled_at, zone, t) })}</p>}
        {failure && (
          <p role="alert" className="admin-failure">
            {failure}
          </p>
        )}
        {FIELDS.map((field) => (
          <FieldControl
            key={field.name}
            ref={(element) => {
              refs.current.set(field.name, element);
            }}
            field={field}
            formId="admin-post"
            value={values[field.name as keyof Values]}
            error={errors[field.name]}
            onChange={(value: FormValue) => {
              setValues((current) => ({ ...current, [field.name]: String(value) }));
              setErrors((current) => withoutError(current, field.name));
            }}
          />
        ))}
        <div className="admin-field">
          <p id="admin-post-image-label" className="admin-field-label">{t('Picture')}</p>
          <div
            role="group"
            aria-labelledby="admin-post-image-label"
            aria-describedby={errors.image ? 'admin-post-image-error' : undefined}
            tabIndex={-1}
            ref={(element) => {
              refs.current.set('image', element);
            }}
          >
            <MediaPicker label={values.image ? t('Change the picture') : t('Choose from the library')} onChoose={choosePicture} />
          </div>
          {errors.image && (
            <p id="admin-post-image-error" className="admin-field-error">
              {errors.image}
            </p>
          )}
          {values.image && (
            <p>
              <img src={mediaUrl(values.image)} alt={values.image_alt} width={240} />{' '}
              <button type="button" className="admin-link-button" onClick={() => setValues((current) => ({ ...current, image: '', image_alt: '' }))}>
                {t('Remove the image')}
              </button>
            </p>
          )}
        </div>
        {values.image && (
          <div className="admin-field">
            <label htmlFor="admin-post-image-alt">{t('Alternative text of the picture')} *</label>
            <p id="admin-post-image-alt-hint" className="admin-hint">
              {t('What the picture shows, for people who cannot see it (read aloud by screen readers).')}
            </p>
            <input
              id="admin-post-image-alt"
              type="text"
              maxLength={POST_IMAGE_ALT_MAX_LENGTH}
              value={values.image_alt}
              ref={(element) => {
                refs.current.set('image_alt', element);
              }}
              onChange={(event) => {
                const text = event.target.value;
                setValues((current) => ({ ...current, image_alt: text }));
                setErrors((current) => withoutError(current, 'image_alt'));
              }}
              aria-required="true"
              aria-invalid={errors.image_alt ? true : undefined}
              aria-describedby={errors.image_alt ? 'admin-post-image-alt-error admin-post-image-alt-hint' : 'admin-post-image-alt-hint'}
            />
            {errors.image_alt && (
              <p id="admin-post-image-alt-error" className="admin-field-error">
                {errors.image_alt}
              </p>
            )}
          </div>
        )}
        <div className="admin-actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('Saving…') : t('Save')}
          </button>
        </div>
        {post && <PostWorkflow post={post} onChanged={changed} onFailure={setFailure} />}
      </form>
      <section className="admin-preview" aria-labelledby="admin-post-preview">
        <h2 id="admin-post-preview">{t('Preview')}</h2>
        <article className="admin-preview-article">
          <h3>{values.title || t('(no title)')}</h3>
          {values.image && <img className="admin-preview-cover" src={mediaUrl(values.image)} alt={values.image_alt} width={800} height={500} />}
          <RemoteSlot widget="blog/PostBody" props={{ html: values.body }} loading={<p role="status">{t('Loading...')}</p>} />
        </article>
      </section>
      {id !== null && <PostRevisions postId={id} version={saves} onRestored={changed} />}
    </div>
  );
}
