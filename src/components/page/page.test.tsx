import { screen } from '@testing-library/react';
import { renderWithTheme } from '@/testing/render';
import { Page } from './page';

describe('Page', () => {
  it('shows the title as the page heading and the document title', () => {
    renderWithTheme(
      <Page title="在线咨询" titleSuffix="联想服务">
        <p>内容</p>
      </Page>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '在线咨询' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('内容');
    expect(document.title).toBe('在线咨询 - 联想服务');
  });

  it('drops the header when headerless but keeps a named main landmark', () => {
    renderWithTheme(
      <Page title="在线客服" headerless>
        <p>内容</p>
      </Page>,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main', { name: '在线客服' })).toBeInTheDocument();
  });
});
