// The citizen's forms work without JavaScript: each is a plain HTML form that posts to the portal
// server (api/src/hosting/citizen-forms.ts), which answers with the page rendered again, either
// with what was typed and the Spanish message of a refusal, or (after a redirect) with the result.
// These helpers read what the server rendered the page with, and keep what a citizen typed before
// the page's scripts arrived.
import { useEffect, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { readBoot, serverDataAtom } from '@portal/shared';

/** A refused post shown again (the server's `FormOutcome`). */
export interface PlainFormOutcome {
  values: Record<string, string>;
  error: { message: string; fields: Record<string, string> };
  cancelling?: boolean;
}

/** A result page opened after a post: the code and e-mail it was opened with, the API's data, a notice once. */
export interface PlainFormResult<T> {
  code: string;
  email: string;
  data: T;
  notice?: string;
}

/** What the server rendered this page with under `name`, if anything. */
export function useServerData<T>(name: string): T | undefined {
  return useAtomValue(serverDataAtom)[name] as T | undefined;
}

/** The anti-forgery token the server checks a plain post with (the hosting page writes this response's). */
export function FormToken() {
  return <input type="hidden" name="csrftoken" value={readBoot().csrfToken} />;
}

/**
 * What was typed into a server-rendered form before React took the page over: React keeps the
 * field's text on screen but not in its state, so the next render would wipe it. Read once, after
 * hydration, and handed to `adopt` (field name → text) when anything differs from what was rendered.
 */
export function useKeepTyped(form: RefObject<HTMLFormElement | null>, names: readonly string[], adopt: (typed: Record<string, string>) => void): void {
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typed: Record<string, string> = {};
    for (const name of names) {
      const element = elements.namedItem(name);
      if (element instanceof HTMLInputElement && element.type !== 'file' && element.type !== 'radio' && element.value !== element.defaultValue) typed[name] = element.value;
      else if (element instanceof HTMLTextAreaElement && element.value !== element.defaultValue) typed[name] = element.value;
      else if (element instanceof HTMLSelectElement) {
        const initial = [...element.options].find((option) => option.defaultSelected)?.value ?? element.options[0]?.value;
        if (element.value !== initial) typed[name] = element.value;
      } else if (element instanceof RadioNodeList) {
        const checked = [...element].find((item) => item instanceof HTMLInputElement && item.checked && !item.defaultChecked) as HTMLInputElement | undefined;
        if (checked) typed[name] = checked.value;
      }
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once: afterwards the fields are React's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Whether a click should be left to the browser (a new tab, a download): a link stays a link. */
export function openedElsewhere(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
