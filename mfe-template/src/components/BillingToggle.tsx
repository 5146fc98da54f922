import styled from 'styled-components';
import { BILLING_OPTIONS } from '../data/pricing';
import type { BillingOption } from '../data/types';
import { useTranslation } from '../i18n';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 auto 2rem;
  display: flex;
  justify-content: center;
  legend {
    padding: 0;
  }
  .options {
    display: inline-flex;
    border: 2px solid var(--color-primary);
    border-radius: 999px;
    overflow: hidden;
  }
  label {
    position: relative;
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    min-height: 0;
    cursor: pointer;
  }
  span {
    display: inline-block;
    padding: 0.6rem 1.2rem;
    min-height: 44px;
    line-height: 1.6;
    color: var(--color-link);
  }
  input:checked + span {
    background: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  input:focus-visible + span {
    outline: 3px solid var(--color-focus);
    outline-offset: -5px;
  }
`;

/**
 * 'Billed Yearly' / 'Billed Monthly' as a real radio group: arrow keys move between the options,
 * and the checked one is announced. The parent owns the value (yearly, id 1, by default).
 */
export function BillingToggle({ value, onChange, name }: { value: BillingOption['id']; onChange: (id: BillingOption['id']) => void; name: string }) {
  const { t } = useTranslation();
  return (
    <Group>
      <legend className="visually-hidden">{t('Billing period')}</legend>
      <div className="options">
        {BILLING_OPTIONS.map((option) => (
          <label key={option.id}>
            <input type="radio" name={name} value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
            <span>{t(option.label)}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}
