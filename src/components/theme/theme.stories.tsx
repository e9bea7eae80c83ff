import type { Story } from '@ladle/react';
import styled from 'styled-components';
import { theme } from './tokens';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 12px;
  padding: 16px;
`;

const Swatch = styled.figure<{ $color: string }>`
  margin: 0;
  border: 1px solid ${({ theme: t }) => t.colors.border};
  border-radius: ${({ theme: t }) => t.radii.md};
  overflow: hidden;
  background: ${({ theme: t }) => t.colors.surface};
  &::before {
    content: '';
    display: block;
    height: 56px;
    background: ${({ $color }) => $color};
  }
  figcaption {
    padding: 8px;
    font-size: 13px;
  }
`;

export const Colours: Story = () => (
  <Grid>
    {Object.entries(theme.colors).map(([name, value]) => (
      <Swatch key={name} $color={value}>
        <figcaption>
          {name}
          <br />
          <code>{value}</code>
        </figcaption>
      </Swatch>
    ))}
  </Grid>
);

export const Typography: Story = () => (
  <div style={{ padding: 16 }}>
    {Object.entries(theme.font.sizes).map(([name, size]) => (
      <p key={name} style={{ fontSize: size, margin: '8px 0' }}>
        {name} {size}：您好，请问有什么可以帮您？
      </p>
    ))}
  </div>
);

export const Scales: Story = () => (
  <table style={{ margin: 16, borderCollapse: 'collapse' }}>
    <caption style={{ textAlign: 'left', fontWeight: 600 }}>
      z-index and durations (SPEC §9)
    </caption>
    <tbody>
      {[...Object.entries(theme.zIndex), ...Object.entries(theme.durations)].map(([k, v]) => (
        <tr key={k}>
          <th scope="row" style={{ textAlign: 'left', paddingRight: 16 }}>
            {k}
          </th>
          <td>{v}</td>
        </tr>
      ))}
    </tbody>
  </table>
);
