// The names of a news post's workflow states, as the console's list and editor say them.
import type { EditorPost } from '@portal/contract';
import { i18nKey } from '../i18n';

export const POST_STATUS_LABELS: Record<EditorPost['status'], string> = {
  draft: i18nKey('Draft'),
  review: i18nKey('In review'),
  scheduled: i18nKey('Scheduled'),
  published: i18nKey('Published'),
  unpublished: i18nKey('Unpublished'),
};
