import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldControl, textAreaControl } from '@/components/field';

/** The leave-a-message and pre-chat forms' layout (the work order's look). */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  input,
  select {
    ${fieldControl}
    width: 100%;
  }
  textarea {
    ${textAreaControl}
    width: 100%;
  }
  p {
    margin: 0;
  }
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  label {
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Mark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A field's problem, under it; the field names it in its description. */
export const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

/** The server's refusal, in its words, announced at once. */
export const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

type Control = 'input' | 'textarea' | 'select';

export interface ContactFieldProps {
  label: string;
  name: string;
  /** Marked with a * (its meaning is said once, above the form) and checked. */
  required?: boolean;
  /** A hint under the field (a counter, what it is for). */
  hint?: ReactNode;
  /** The field's problem, once the form was sent. */
  problem?: string;
  as?: Control;
  children?: ReactNode;
  inputProps?: ComponentProps<'input'> & ComponentProps<'textarea'> & ComponentProps<'select'>;
}

/** A labelled field with its hint and problem tied to it (aria-describedby, aria-invalid). */
export function ContactField({
  label,
  name,
  required = false,
  hint,
  problem,
  as = 'input',
  children,
  inputProps,
}: ContactFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  const props = {
    id,
    name,
    'aria-required': required || undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
    ...inputProps,
  };
  const Tag = as;
  return (
    <Field>
      <label htmlFor={id}>
        {label}
        {required && <Mark aria-hidden="true">*</Mark>}
      </label>
      <Tag {...(props as object)}>{children}</Tag>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {problem && <Problem id={`${id}-problem`}>{problem}</Problem>}
    </Field>
  );
}
