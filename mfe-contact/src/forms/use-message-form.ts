import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { currentCustomerAtom, siteConfigAtom } from '@portal/shared';
import { EMPTY_VALUES, type FieldErrors, type FieldName, type FormKind, type FormValues } from './fields';
import { cleanValues, firstInvalid, validate } from './validate';
import { IdempotencyKeeper } from './idempotency';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { FIELD_LABELS } from './fields';
import { transportFor } from '../transport/choose-transport';
import { SendFailure, failure } from '../transport/send-failure';
import { i18nKey, translate } from '../i18n';
import { useServerFormResult } from './server-form';
import { KEPT } from '../transport/send-failure';

/** Spec section 9: the success message shows for 5 s. */
export const SUCCESS_MS = 5000;
/** The spec's success message (an i18n key, shown as it is in Spanish too). */
export const SUCCESS_TEXT = i18nKey('Your Message has been successfully sent.');

function summaryOf(errors: FieldErrors): string {
  const names = (Object.keys(errors) as FieldName[]).map((field) => translate(FIELD_LABELS[field]));
  const fields = names.join(', ');
  return names.length === 1
    ? translate('Check one field before sending: {{fields}}.', { fields })
    : translate('Check {{number}} fields before sending: {{fields}}.', { number: names.length, fields });
}

/**
 * State and behaviour of one message form: validation on submit (then live), one send at a time,
 * one idempotency key per unchanged message, the draft kept across reloads until a confirmed send.
 */
export function useMessageForm(kind: FormKind, fieldRefs: Record<FieldName, RefObject<HTMLInputElement | HTMLTextAreaElement | null>>) {
  const siteConfig = useAtomValue(siteConfigAtom);
  const customer = useAtomValue(currentCustomerAtom);
  // A page rendered by the server after a plain post (no JavaScript) starts from its result; the
  // first render is the same on the server and in the browser, so the page hydrates cleanly.
  const posted = useServerFormResult(kind);
  const keeper = useRef(new IdempotencyKeeper(null));
  const [values, setValues] = useState<FormValues>(posted?.values ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>(() => (posted?.values && !posted.failed ? validate(kind, posted.values) : {}));
  const [attempted, setAttempted] = useState(!!posted?.values);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState(() => {
    if (posted?.failed) return translate(i18nKey('Your message could not be sent. {{kept}} Press «Send» again.'), { kept: translate(KEPT) });
    const found = posted?.values ? validate(kind, posted.values) : {};
    return Object.keys(found).length > 0 ? summaryOf(found) : '';
  });
  const [success, setSuccess] = useState(!!posted?.reference);
  // The portal's reference of the last confirmed message: shown until the citizen writes again.
  const [reference, setReference] = useState(posted?.reference ?? '');
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    if (posted?.reference) successTimer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => {
      mounted.current = false;
      clearTimeout(successTimer.current);
    };
    // Once, on mount: the server's result is the page's starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft of this tab comes back after the first render (storage is the browser's alone, so
  // reading it in the first render would not match a server-rendered page).
  useEffect(() => {
    if (posted) return;
    const draft = loadDraft(kind);
    if (!draft) return;
    keeper.current = new IdempotencyKeeper(draft.key);
    setValues(draft.values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  useEffect(() => {
    saveDraft(kind, { values, key: keeper.current.current() });
  }, [kind, values]);

  const change = useCallback(
    (field: FieldName, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      setReference('');
      // After a first attempt, errors follow what is typed so a fixed field stops being marked.
      if (attempted) setErrors(validate(kind, next));
    },
    [attempted, kind, values],
  );

  const focusField = (field: FieldName | undefined) => {
    if (field) fieldRefs[field].current?.focus();
  };

  const submit = async () => {
    if (sending) return;
    const found = validate(kind, values);
    setAttempted(true);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSuccess(false);
      setAlert(summaryOf(found));
      focusField(firstInvalid(found));
      return;
    }
    const message = { kind, ...cleanValues(values) };
    const key = keeper.current.keyFor(message);
    saveDraft(kind, { values, key: keeper.current.current() });
    setAlert('');
    setSuccess(false);
    setReference('');
    clearTimeout(successTimer.current);
    setSending(true);
    try {
      const sent = await transportFor(siteConfig?.config.emailjs, customer?.name)(message, key);
      keeper.current.reset();
      clearDraft(kind);
      if (!mounted.current) return;
      setValues(EMPTY_VALUES);
      setErrors({});
      setAttempted(false);
      setSuccess(true);
      setReference(sent.reference ?? '');
      successTimer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
    } catch (error) {
      if (!mounted.current) return;
      const reason = error instanceof SendFailure ? error : failure(i18nKey('Your message could not be sent. {{kept}} Press «Send» again.'));
      setErrors(reason.fieldErrors);
      setAlert(reason.message);
      focusField(firstInvalid(reason.fieldErrors));
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { values, errors, sending, alert, success, reference, change, submit };
}
