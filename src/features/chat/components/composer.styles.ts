// The composer's styled parts (composer.tsx): the form, its line of controls, the field, the
// emoji panel and the length counter.
import styled from 'styled-components';
import { IconButton } from '@/components/icon-button';
import { visuallyHidden } from '@/components/visually-hidden';

export const Form = styled.form`
  /* The voice recorder's strip sits just above it. */
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[2]};
  padding-bottom: max(${({ theme }) => theme.space[2]}, env(safe-area-inset-bottom));
`;

export const Line = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
`;

export const Input = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 140px;
  resize: none;
  padding: 10px ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* 16 px so iOS Safari does not zoom into the field. */
  font-size: 16px;
  line-height: 22px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;

export const Send = styled(IconButton)`
  color: ${({ theme }) => theme.colors.brand};
`;

export const Panel = styled.div`
  max-height: 220px;
  overflow-y: auto;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

export const Hidden = styled.input`
  display: none;
`;

export const Label = styled.label`
  ${visuallyHidden}
`;

export const Counter = styled.div<{ $over: boolean }>`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  font-size: 12px;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  & > span {
    flex: 1;
    text-align: end;
  }
  & > button {
    flex-shrink: 0;
    white-space: nowrap;
  }
`;
