// Sends a change that may close an office on booked days (a holiday, a schedule change). The server
// answers 409 with the affected appointments and saves nothing; the clerk is then asked, and the
// change goes again with the decision. Going back answers null: nothing was saved.
import { useCallback, useState, type ReactNode } from 'react';
import { ApiError } from '@portal/shared';
import type { AffectedAppointment, AffectedAppointmentsError, BookedAppointmentsDecision } from '@portal/contract';
import { BookedAppointmentsDialog } from './BookedAppointmentsDialog';

/** The affected appointments of a refusal that asks for a decision; null for any other failure. */
export function affectedOf(error: unknown): AffectedAppointment[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const affected = (error.response?.data as Partial<AffectedAppointmentsError> | undefined)?.affected;
  return Array.isArray(affected) && affected.length > 0 ? affected : null;
}

interface Question {
  affected: AffectedAppointment[];
  question: string;
  defaultReason: string;
  answer: (decision: BookedAppointmentsDecision | null) => void;
}

/**
 * `send(change, defaultReason)`: runs `change({})`; when it is refused for booked appointments, shows
 * the dialog and runs `change({booked_appointments})` with the clerk's decision, or answers null when
 * the clerk goes back. Render `dialog` where the form is.
 */
export function useBookedAppointments(): {
  send: <T>(change: (extra: { booked_appointments?: BookedAppointmentsDecision }) => Promise<T>, defaultReason: string) => Promise<T | null>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);

  const send = useCallback(async <T,>(change: (extra: { booked_appointments?: BookedAppointmentsDecision }) => Promise<T>, defaultReason: string): Promise<T | null> => {
    try {
      return await change({});
    } catch (error) {
      const affected = affectedOf(error);
      if (!affected) throw error;
      const decision = await new Promise<BookedAppointmentsDecision | null>((answer) =>
        setQuestion({ affected, question: (error as ApiError).message, defaultReason, answer }));
      setQuestion(null);
      return decision ? change({ booked_appointments: decision }) : null;
    }
  }, []);

  const dialog = question ? (
    <BookedAppointmentsDialog
      affected={question.affected}
      question={question.question}
      defaultReason={question.defaultReason}
      onDecide={(decision) => question.answer(decision)}
      onBack={() => question.answer(null)}
    />
  ) : null;
  return { send, dialog };
}
