import styled from 'styled-components';
import { fieldControl, textAreaControl } from '@/components/field';
import { Facts } from '@/components/facts';

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The page's state, term by term. */
export const Status = Facts;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  label {
    font-size: ${({ theme }) => theme.font.sizes.sm};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
  input {
    ${fieldControl}
    width: 100%;
  }
  textarea {
    ${textAreaControl}
    width: 100%;
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const LogHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The log region; the entries inside are an ordered list (a role on the list would hide it). */
export const LogList = styled.div`
  max-height: 360px;
  overflow: auto;
  font-size: ${({ theme }) => theme.font.sizes.xs};
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    overflow-wrap: anywhere;
  }
`;

const TAG = { in: 'success', out: 'info', ignored: 'danger' } as const;

export const Tag = styled.span<{ $direction: keyof typeof TAG }>`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  color: ${({ theme, $direction }) => theme.colors[TAG[$direction]]};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;
