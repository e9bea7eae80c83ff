import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';

export interface PageProps {
  /** Shown in the header and as the document title. */
  title: string;
  /** Suffix of the document title, e.g. the product name. */
  titleSuffix?: string;
  /** Header content before the title (back button, menu). */
  start?: ReactNode;
  /** Header content after the title (actions). */
  end?: ReactNode;
  /** Hides the header, e.g. when embedded in a host page that has its own. @default false */
  headerless?: boolean;
  /**
   * Pads the bottom by the phone's home-indicator inset. Off when the content's own bottom bar
   * (a chat composer) pads itself, or the space would be added twice. @default true
   */
  safeAreaBottom?: boolean;
  /**
   * On a desktop the page fills the window's width (a workspace with a list beside a detail)
   * instead of the centred reading column. @default false
   */
  wide?: boolean;
  children: ReactNode;
}

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  /* The visible height when a phone keyboard is up (set by the chat), else the dynamic viewport. */
  height: var(--visual-viewport-height, 100dvh);
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space[3]};
  padding-top: env(safe-area-inset-top);
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.brandContrast};
  a {
    color: inherit;
  }
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizes.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Main = styled.main<{ $safeAreaBottom: boolean; $wide: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-height: 0;
  padding-bottom: ${({ $safeAreaBottom }) => ($safeAreaBottom ? 'env(safe-area-inset-bottom)' : '0')};
  /* Desktop mode (SPEC §2: wider than 1024 px): a centred column instead of a stretched page. */
  @media ${({ theme }) => theme.breakpoints.desktop} {
    width: ${({ theme, $wide }) => ($wide ? '100%' : `min(100%, ${theme.layout.contentMaxWidth})`)};
    margin: 0 auto;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/** A screen: a header with the title and actions over the main landmark. */
export function Page({
  title,
  titleSuffix,
  start,
  end,
  headerless = false,
  safeAreaBottom = true,
  wide = false,
  children,
}: PageProps) {
  useEffect(() => {
    document.title = titleSuffix ? `${title} - ${titleSuffix}` : title;
  }, [title, titleSuffix]);
  return (
    <Shell>
      {!headerless && (
        <Header>
          {start}
          <Title>{title}</Title>
          {end}
        </Header>
      )}
      <Main
        aria-label={headerless ? title : undefined}
        $safeAreaBottom={safeAreaBottom}
        $wide={wide}
      >
        {children}
      </Main>
    </Shell>
  );
}
