import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@/testing/render';
import { FileCard } from './file-card';

describe('FileCard', () => {
  it('uploading: shows progress and a cancel button for this file', async () => {
    const onCancel = vi.fn();
    renderWithTheme(
      <FileCard
        name="维修报价单.pdf"
        size={2048}
        status="uploading"
        progress={45}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText('正在上传')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: '维修报价单.pdf 上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    const cancel = screen.getByRole('button', { name: '取消上传' });
    expect(cancel).toHaveAccessibleDescription('维修报价单.pdf');
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('uploading without a known progress is indeterminate', () => {
    renderWithTheme(<FileCard name="a.zip" size={10} status="uploading" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });

  it('error: says so and offers a retry', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<FileCard name="日志.zip" size={1_500_000} status="error" onRetry={onRetry} />);
    expect(screen.getByText('上传失败')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('button', { name: '取消上传' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('error: takes a specific message', () => {
    renderWithTheme(
      <FileCard name="setup.exe" size={10} status="error" errorMessage="不支持该文件格式" />,
    );
    expect(screen.getByText('不支持该文件格式')).toBeInTheDocument();
  });

  it('done: is a download link that opens safely', () => {
    renderWithTheme(
      <FileCard name="维修报价单.pdf" size={45_646} url="/static/demo/repair-quote.pdf" />,
    );
    const link = screen.getByRole('link', { name: 'PDF 文档 维修报价单.pdf 44.58KB 下载' });
    expect(link).toHaveAttribute('href', '/static/demo/repair-quote.pdf');
    expect(link).toHaveAttribute('download', '维修报价单.pdf');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('done: never links a javascript: URL', () => {
    renderWithTheme(<FileCard name="a.pdf" size={1} url="javascript:alert(1)" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
  });

  it('shows the size as SPEC §5 says', () => {
    renderWithTheme(<FileCard name="a.pdf" size={1_500_000} />);
    expect(screen.getByText('1.43MB')).toBeInTheDocument();
  });

  it('names the kind of file', () => {
    renderWithTheme(<FileCard name="配置清单.xlsx" size={1} />);
    expect(screen.getByRole('img', { name: '表格' })).toHaveTextContent('XLSX');
  });

  it('renders a hostile name as literal text, never as HTML', () => {
    const name = '<img src=x onerror=alert(1)>.pdf';
    const { container } = renderWithTheme(
      <FileCard name={name} size={1} url="https://oss.example.com/f" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTitle(name)).toHaveTextContent(name, { normalizeWhitespace: false });
    const link = screen.getByRole('link', {
      name: (accessibleName) => accessibleName.includes(name) && accessibleName.endsWith('下载'),
    });
    expect(link).toBeInTheDocument();
  });

  it('shows the real extension of a name that overrides its direction ("gnp.exe" drawn as "exe.png")', () => {
    renderWithTheme(<FileCard name={'photo\u202Egnp.exe'} size={1} />);
    expect(screen.getByTitle('photognp.exe')).toHaveTextContent('photognp.exe');
    expect(screen.getByRole('img', { name: /程序|文件/ })).not.toHaveTextContent('PNG');
  });

  it('keeps the full name in the title and the text, with the extension in the uncut tail', () => {
    const name = 'ThinkPad_X1_Carbon_Gen11_维修检测报告_第三版_最终确认.docx';
    renderWithTheme(<FileCard name={name} size={1} />);
    const shown = screen.getByTitle(name);
    expect(shown).toHaveTextContent(name);
    expect(shown.lastElementChild).toHaveTextContent(/最终确认\.docx$/);
  });

  it('speaks English', () => {
    renderWithTheme(<FileCard name="a.pdf" size={1} status="uploading" onCancel={() => {}} />, {
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeInTheDocument();
    expect(screen.getByText('Uploading')).toBeInTheDocument();
  });
});
