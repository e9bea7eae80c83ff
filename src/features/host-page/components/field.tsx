import { useId, type InputHTMLAttributes } from 'react';
import { FieldError, FieldRoot } from './host-console.styles';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A textarea instead of a one-line input. @default false */
  multiline?: boolean;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string;
}

/** A labelled text field of the host console. */
export function Field({ label, value, onChange, multiline = false, error, ...rest }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <FieldRoot>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
}
