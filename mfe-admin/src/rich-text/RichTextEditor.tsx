// The rich-text editor of posts and pages (TipTap on ProseMirror), downloaded only when a form with a
// body opens (RichTextField's lazy import). It writes HTML the contract's allow-list keeps: its
// output and any paste (Word, Google Docs) go through toAllowedHtml, so nobody types HTML.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { failureOf, uploadImage } from '../api/corporate-client';
import { MediaPicker } from '../media/MediaPicker';
import { libraryPicture, mediaVariantPath, MEDIA_WIDTHS } from '@portal/contract';
import { useTranslation } from '../i18n';
import { toAllowedHtml } from './allowed-html';
import { VideoEmbed } from './video-embed-node';
import { VideoPanel } from './VideoPanel';
import { parseVideoUrl } from '@portal/contract';

export interface RichTextEditorProps {
  /** The id of the label naming the editing area. */
  labelId: string;
  /** Ids of the hint and error under the field. */
  describedBy?: string;
  value: string;
  invalid?: boolean;
  onChange: (html: string) => void;
}

type Panel = 'none' | 'link' | 'picture' | 'video';

/**
 * A toolbar button showing whether its format is on where the caret is. A pointer press keeps the
 * focus in the text: the editor gives it back only on the next frame, and what was typed before
 * that frame (a fast typist, a slow phone) went nowhere.
 */
function Tool({ label, active, onClick }: { label: string; active?: boolean; onClick: () => void }) {
  return (
    <button type="button" className="admin-rich-tool" aria-pressed={active === undefined ? undefined : active} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {label}
    </button>
  );
}

function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState('');
  function apply(event: FormEvent) {
    event.preventDefault();
    const address = href.trim();
    if (!/^(https?:\/\/|mailto:|tel:|\/)/i.test(address)) {
      setError(t('Write a full address (https://…), an e-mail (mailto:…) or a path of the site (/…).'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    // The caret after the link, so what is typed or inserted next does not replace it.
    editor.commands.setTextSelection(editor.state.selection.to);
    onClose();
  }
  return (
    <div className="admin-rich-panel" role="group" aria-label={t('Link')}>
      <label htmlFor={`${id}-href`}>{t('Link address')}</label>
      <input
        id={`${id}-href`}
        type="url"
        value={href}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply(event);
          if (event.key === 'Escape') onClose();
        }}
      />
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
      <div className="admin-rich-panel-actions">
        <button type="button" className="btn" onClick={apply}>{t('Apply the link')}</button>
        {editor.isActive('link') && (
          <button type="button" className="btn btn-outline" onClick={() => { editor.chain().focus().extendMarkRange('link').unsetLink().run(); onClose(); }}>
            {t('Remove the link')}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('Cancel')}</button>
      </div>
    </div>
  );
}

/**
 * What a body shows of a library picture: its widest copy (1600 px, which /djmedia/ answers in AVIF
 * or WebP to a browser that takes them), never the uploaded original; any other path as it is.
 */
function shownCopy(path: string): string {
  const picture = libraryPicture(path);
  return picture ? mediaVariantPath(picture.folder, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!, picture.extension) : path;
}

function PicturePanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [path, setPath] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [chosen, setChosen] = useState('');
  async function insert(event: FormEvent) {
    event.preventDefault();
    if (!path && !file) return setError(t('Choose a picture first.'));
    if (!alt.trim()) return setError(t('Describe what the picture shows.'));
    let stored = path;
    if (!stored && file) {
      // A new picture goes to the media library with what it shows, then into the text.
      try {
        stored = (await uploadImage(file, alt.trim())).path;
      } catch (failure) {
        return setError(failureOf(failure).message);
      }
    }
    // A path of the site's own media folder: the public page serves it from the same origin.
    // After the selection, never in place of selected text.
    editor.chain().focus().setTextSelection(editor.state.selection.to).setImage({ src: `/djmedia/${shownCopy(stored).split('/').map(encodeURIComponent).join('/')}`, alt: alt.trim() }).run();
    onClose();
  }
  return (
    <div className="admin-rich-panel" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="admin-rich-panel-title">{t('Insert a picture')}</p>
      <label htmlFor={`${id}-file`}>{t('Image (JPEG, PNG or WebP, up to 5 MB)')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setPath('');
          setChosen('');
          setError('');
        }}
      />
      <MediaPicker
        onChoose={(picture) => {
          setPath(picture.path);
          setAlt(picture.alt);
          setChosen(picture.name);
          setError('');
        }}
      />
      <p role="status">{chosen ? t('Chosen from the library: {{name}}', { name: chosen }) : ''}</p>
      <label htmlFor={`${id}-alt`}>{t('Alternative text of the picture')} *</label>
      <input
        id={`${id}-alt`}
        type="text"
        maxLength={300}
        value={alt}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setAlt(event.target.value);
          setError('');
        }}
      />
      {error && <p id={`${id}-error`} className="admin-field-error">{error}</p>}
      <div className="admin-rich-panel-actions">
        <button type="button" className="btn" onClick={(event) => void insert(event)}>{t('Insert the picture')}</button>
        <button type="button" className="btn btn-outline" onClick={onClose}>{t('Cancel')}</button>
      </div>
    </div>
  );
}

export default function RichTextEditor({ labelId, describedBy, value, invalid, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<Panel>('none');
  // A YouTube or Vimeo address pasted alone opens the video panel with it (the title is asked for).
  const [pastedVideo, setPastedVideo] = useState('');
  const onVideoPaste = useRef((address: string) => {
    setPastedVideo(address);
    setPanel('video');
  });
  // The body the editor last handed up (or was given): the editor already shows it.
  const emitted = useRef<string>(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null, class: null } },
      }),
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
      VideoEmbed,
    ],
    content: value,
    // TipTap's own <style> would break the console's style policy (no inline styles): the few
    // rules ProseMirror needs are in console-styles.ts.
    injectCSS: false,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'admin-rich-area',
      },
      transformPastedHTML: (html) => toAllowedHtml(html, true),
      handlePaste: (_view, event) => {
        const text = event.clipboardData?.getData('text/plain').trim() ?? '';
        if (/\s/.test(text) || parseVideoUrl(text) === null) return false;
        onVideoPaste.current(text);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      emitted.current = changed.isEmpty ? '' : toAllowedHtml(changed.getHTML());
      onChange(emitted.current);
    },
  });

  // A body from elsewhere (the post's detail call, a restored version) replaces the editor's; what the
  // editor itself handed up comes back as `value` and is left alone: setting it again while the
  // person types would drop the keys typed since.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  return (
    <div className="admin-rich">
      <div role="toolbar" aria-label={t('Text format')} className="admin-rich-toolbar">
        <Tool label={t('Heading')} active={editor.isActive('heading', { level: 2 })} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
        <Tool label={t('Subheading')} active={editor.isActive('heading', { level: 3 })} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
        <Tool label={t('Bold')} active={editor.isActive('bold')} onClick={() => chain().toggleBold().run()} />
        <Tool label={t('Italic')} active={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()} />
        <Tool label={t('Bulleted list')} active={editor.isActive('bulletList')} onClick={() => chain().toggleBulletList().run()} />
        <Tool label={t('Numbered list')} active={editor.isActive('orderedList')} onClick={() => chain().toggleOrderedList().run()} />
        <Tool label={t('Quote')} active={editor.isActive('blockquote')} onClick={() => chain().toggleBlockquote().run()} />
        <Tool label={t('Link')} active={editor.isActive('link')} onClick={() => setPanel(panel === 'link' ? 'none' : 'link')} />
        <Tool label={t('Table')} onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
        <Tool label={t('Picture')} onClick={() => setPanel(panel === 'picture' ? 'none' : 'picture')} />
        <Tool label={t('Video (tool)')} onClick={() => { setPastedVideo(''); setPanel(panel === 'video' ? 'none' : 'video'); }} />
        <Tool label={t('Undo')} onClick={() => chain().undo().run()} />
      </div>
      {panel === 'link' && <LinkPanel editor={editor} onClose={() => setPanel('none')} />}
      {panel === 'picture' && <PicturePanel editor={editor} onClose={() => setPanel('none')} />}
      {panel === 'video' && <VideoPanel key={pastedVideo} editor={editor} address={pastedVideo} onClose={() => setPanel('none')} />}
      <EditorContent editor={editor} />
    </div>
  );
}
