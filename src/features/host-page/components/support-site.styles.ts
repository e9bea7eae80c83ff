import styled from 'styled-components';

/** The host site's own page; made inert while the widget covers a phone's screen. */
export const Site = styled.div`
  min-height: 100%;
  display: flex;
  flex-direction: column;
  /* Room under the content so the launcher never hides the last line. */
  padding-bottom: 96px;
`;

/** The test harness's own strip above the simulated site: it names the page (the h1). */
export const TestStrip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.font.sizes.xs};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  p {
    margin: 0;
    opacity: 0.85;
  }
`;

export const SiteHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.brand};
  nav {
    min-width: 0;
    max-width: 100%;
  }
  nav ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  nav a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }
  nav a:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Brand = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]};
  strong {
    padding: 2px ${({ theme }) => theme.space[2]};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brandContrast};
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Phone: one column, site first. Desktop: the console on the left, clear of the widget panel. */
export const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: min(100%, 1240px);
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[4]};
  @media ${({ theme }) => theme.breakpoints.desktop} {
    grid-template-columns: 400px 1fr;
    align-items: start;
    padding: ${({ theme }) => theme.space[6]};
    > aside {
      grid-column: 1;
      grid-row: 1;
    }
    > main {
      grid-column: 2;
    }
  }
`;

export const Main = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

export const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.sizes.xxl};
    line-height: ${({ theme }) => theme.font.lineHeights.tight};
  }
  p {
    margin: 0;
    opacity: 0.9;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space[2]};
  }
  form > :first-child {
    flex: 1 1 220px;
  }
  input {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
`;

export const Questions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    min-height: 44px;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Hint = styled.p`
  margin: -${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export const Footer = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  text-align: center;
  p {
    margin: 0;
  }
`;
