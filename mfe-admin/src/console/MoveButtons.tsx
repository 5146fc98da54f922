// Up and Down for one item of an ordered list under a form (a procedure's requirements, a page's
// files): each names the item for screen readers, and the end of the list disables its button.
import { useTranslation } from '../i18n';

/** `onMove(to)`: the index the item should take (one above or below `index`). */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (to: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="admin-link-button" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t('Move «{{name}}» up', { name })}>
        {t('Up')}
      </button>
      <button type="button" className="admin-link-button" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t('Move «{{name}}» down', { name })}>
        {t('Down')}
      </button>
    </>
  );
}
