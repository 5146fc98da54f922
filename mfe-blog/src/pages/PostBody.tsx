// A post's body exactly as the public post page renders it (tidied, sanitised with the contract's
// allow-list, the same styles), exposed as a widget so the staff console's preview shows what
// citizens will see without a second copy of the rendering (mfe-admin's post editor).
import type { WidgetProps } from '@portal/pages';
import { SafeHtml } from '../components/SafeHtml';

export default function PostBody({ html }: WidgetProps<'blog/PostBody'>) {
  return <SafeHtml html={html} className="post-body" />;
}
