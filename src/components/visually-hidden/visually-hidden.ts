import styled, { css } from 'styled-components';

/**
 * Off screen, still read by screen readers (the clip pattern): for labels, legends and live
 * regions that sighted people get from the layout. Mix into an element that must keep its own
 * tag (`styled.label`), or use VisuallyHidden.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
