import styled from 'styled-components';

export const Bar = styled.header`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  strong {
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  h2:first-child {
    font-size: ${({ theme }) => theme.font.sizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    margin: 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

export const Tenants = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 56px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    cursor: pointer;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.brand};
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Swatch = styled.span<{ $colour: string }>`
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $colour }) => $colour};
`;
