import styled from 'styled-components';

/** A middle dot between inline facts ("10:24 · 已读"), drawn by CSS so it is not read aloud. */
export const Dot = styled.span.attrs({ 'aria-hidden': true })`
  &::before {
    content: '·';
    margin: 0 0.35em;
  }
`;
