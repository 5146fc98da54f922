import { useTranslation } from '../i18n';

export interface RequestLookupFieldsProps {
  /** Starts the fields' ids, unique on the page: 'tracking' → tracking-code, tracking-email. */
  idPrefix: string;
  code: string;
  email: string;
  onCodeChange: (code: string) => void;
  onEmailChange: (email: string) => void;
}

/**
 * The two fields that open a request a citizen started online: its tracking code and the e-mail
 * given with it (/seguimiento and /pagos). Named `codigo` and `email`, as the server's plain forms
 * read them without JavaScript.
 */
export function RequestLookupFields({ idPrefix, code, email, onCodeChange, onEmailChange }: RequestLookupFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-code`}>{t('Tracking code')}</label>
        <p className="hint" id={`${idPrefix}-code-hint`}>{t('For example T-7KQ2M9XP.')}</p>
        <input id={`${idPrefix}-code`} name="codigo" autoComplete="off" value={code} aria-describedby={`${idPrefix}-code-hint`} onChange={(event) => onCodeChange(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-email`}>{t('E-mail')}</label>
        <input id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(event) => onEmailChange(event.target.value)} />
      </div>
    </>
  );
}
