import styled from 'styled-components';

/** The service metrics panel's layout: a scrolling column of toolbar, totals and charts. */

export const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  max-width: 1200px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

export const Segments = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.sizes.sm};
    cursor: pointer;
    background: ${({ theme }) => theme.colors.surface};
  }
  label + label {
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.text};
    color: ${({ theme }) => theme.colors.textInverse};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  /* The radio covers its label, invisible: a click anywhere on the segment picks it. */
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
`;

export const Charts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 440px), 1fr));
  /* A chart whose table is shown grows alone; its neighbour keeps its own height. */
  align-items: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
