import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LoginMethod } from '../model/login-form';
import { visuallyHidden } from '@/components/visually-hidden';

export interface MethodSwitchProps {
  value: LoginMethod;
  onChange: (method: LoginMethod) => void;
}

const METHODS: readonly LoginMethod[] = ['phone', 'email', 'lenovo'];

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  margin: 0;
  padding: 3px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Option = styled.label`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
`;

/** Native radios as a segmented control: arrow keys move between the ways to log in. */
export function MethodSwitch({ value, onChange }: MethodSwitchProps) {
  const { t } = useTranslation();
  return (
    <Group>
      <Legend>{t('auth.methods.label')}</Legend>
      {METHODS.map((method) => (
        <Option key={method}>
          <input
            type="radio"
            name="login-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {t(`auth.methods.${method}`)}
        </Option>
      ))}
    </Group>
  );
}
