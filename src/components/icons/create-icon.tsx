import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> {
  /** Width and height: px as a number, or any CSS length. @default 20 */
  size?: number | string;
  /**
   * Announces the icon as an image with this name. Without it the icon is decorative
   * (aria-hidden), which is right whenever a button or text beside it already says what it is.
   */
  label?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/**
 * One 24×24 line icon drawn in currentColor, so it takes the colour of the text around it.
 * `filled` icons (play, pause) read better solid at small sizes.
 */
export function createIcon(
  displayName: string,
  paths: ReactNode,
  { filled = false }: { filled?: boolean } = {},
): IconComponent {
  function Icon({ size = 20, label, ...rest }: IconProps) {
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={filled ? 0 : 2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        data-icon={displayName}
        {...a11y}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
