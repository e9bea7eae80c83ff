import styled, { keyframes, type DefaultTheme } from 'styled-components';
import type { ToastType } from './state';

type IconType = Exclude<ToastType, 'default' | 'loading'>;

const paths: Record<IconType, string> = {
  success:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  error:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
};

const colorOf = (theme: DefaultTheme, type: IconType) =>
  ({
    success: theme.colors.success,
    error: theme.colors.danger,
    info: theme.colors.info,
    warning: theme.colors.warning,
  })[type];

const Svg = styled.svg<{ $type: IconType }>`
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 1px;
  fill: ${({ theme, $type }) => colorOf(theme, $type)};
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  flex: none;
  width: 18px;
  height: 18px;
  margin-top: 2px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.brand};
  animation: ${spin} 0.8s linear infinite;
`;

/** The type's icon; decorative, since the text and the live region's role carry the meaning. */
export function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'default') return null;
  if (type === 'loading') return <Ring aria-hidden="true" />;
  return (
    <Svg $type={type} viewBox="0 0 24 24" aria-hidden="true">
      <path d={paths[type]} />
    </Svg>
  );
}
