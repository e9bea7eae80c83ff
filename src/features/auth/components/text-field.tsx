import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Input as FieldInput } from '@/components/field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The inline error, announced politely and tied to the input by aria-describedby. */
  error?: string;
  /** A control beside the input, e.g. the send-code button. */
  action?: ReactNode;
  /** A polite note under the input, e.g. where a code was sent. */
  status?: string;
  ref?: Ref<HTMLInputElement>;
}

const Field = styled.div`
  display: grid;
`;

const Label = styled.label`
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  font-weight: ${({ theme }) => theme.font.weights.medium};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Input = styled(FieldInput)`
  flex: 1;
`;

// Live regions stay in the page even when empty (a region that appears with its text is often
// not read out), so the spacing only applies when there is something to say.
const Note = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[1]};
  }
`;

/** A labelled input with its inline error; the error region is always there so changes are read out. */
export function TextField({ id, label, error, action, status, ref, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Row>
        <Input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        {action}
      </Row>
      <Note id={errorId} aria-live="polite" $tone="danger">
        {error}
      </Note>
      {status !== undefined && (
        <Note role="status" $tone="success">
          {status}
        </Note>
      )}
    </Field>
  );
}
