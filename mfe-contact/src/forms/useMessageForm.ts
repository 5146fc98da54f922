import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAtomValue } from 'jotai';
import { currentCustomerAtom, siteConfigAtom } from '@portal/shared';
import { EMPTY_VALUES, type FieldErrors, type FieldName, type FormKind, type FormValues } from './fields';
import { cleanValues, firstInvalid, validate } from './validate';
import { IdempotencyKeeper } from './idempotency';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { FIELD_LABELS } from './fields';
import { transportFor } from '../transport/choose-transport';
import { KEPT, SendFailure } from '../transport/send-failure';

/** Spec section 9: the success message shows for 5 s. */
export const SUCCESS_MS = 5000;
export const SUCCESS_TEXT = 'Your Message has been successfully sent.';

function summaryOf(errors: FieldErrors): string {
  const names = (Object.keys(errors) as FieldName[]).map((field) => FIELD_LABELS[field]);
  const count = names.length === 1 ? 'un campo' : `${names.length} campos`;
  return `Revise ${count} antes de enviar: ${names.join(', ')}.`;
}

/**
 * State and behaviour of one message form: validation on submit (then live), one send at a time,
 * one idempotency key per unchanged message, the draft kept across reloads until a confirmed send.
 */
export function useMessageForm(kind: FormKind, fieldRefs: Record<FieldName, RefObject<HTMLInputElement | HTMLTextAreaElement | null>>) {
  const siteConfig = useAtomValue(siteConfigAtom);
  const customer = useAtomValue(currentCustomerAtom);
  const [initialDraft] = useState(() => loadDraft(kind));
  const keeper = useRef(new IdempotencyKeeper(initialDraft?.key ?? null));
  const [values, setValues] = useState<FormValues>(initialDraft?.values ?? EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [alert, setAlert] = useState('');
  const [success, setSuccess] = useState(false);
  const successTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(successTimer.current);
    };
  }, []);

  useEffect(() => {
    saveDraft(kind, { values, key: keeper.current.current() });
  }, [kind, values]);

  const change = useCallback(
    (field: FieldName, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
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
    clearTimeout(successTimer.current);
    setSending(true);
    try {
      await transportFor(siteConfig?.config.emailjs, customer?.name)(message, key);
      keeper.current.reset();
      clearDraft(kind);
      if (!mounted.current) return;
      setValues(EMPTY_VALUES);
      setErrors({});
      setAttempted(false);
      setSuccess(true);
      successTimer.current = setTimeout(() => setSuccess(false), SUCCESS_MS);
    } catch (error) {
      if (!mounted.current) return;
      const failure = error instanceof SendFailure ? error : new SendFailure(`No se pudo enviar su mensaje. ${KEPT} Pulse «Enviar» de nuevo.`);
      setErrors(failure.fieldErrors);
      setAlert(failure.message);
      focusField(firstInvalid(failure.fieldErrors));
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { values, errors, sending, alert, success, change, submit };
}
