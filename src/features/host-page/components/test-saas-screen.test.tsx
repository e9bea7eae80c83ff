import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useEnvironment } from '@/lib/env';
import { renderWithTheme } from '@/testing/render';
import { forgedDocument } from './forged-frame';
import { TestSaasScreen } from './test-saas-screen';

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function setup(projectId: string) {
  useEnvironment.setState({ projectId, desktop: true });
  const user = userEvent.setup();
  renderWithTheme(
    <MemoryRouter initialEntries={[`/testsaas?project_id=${projectId}`]}>
      <TestSaasScreen />
      <Location />
    </MemoryRouter>,
  );
  return { user };
}

const widgetFrame = () => screen.getByTitle('在线客服对话窗口') as HTMLIFrameElement;

// Whole pages render slowly in jsdom when the machine is busy; the default 5 s is tight.
describe('TestSaasScreen (/testsaas)', { timeout: 15_000 }, () => {
  it('embeds the tenant’s project, named and in its colour', () => {
    setup('Legion');
    expect(screen.getByText('SaaS 嵌入测试页').tagName).toBe('H1');
    expect(screen.getByText('拯救者 Legion · 在线客服').tagName).toBe('H2');
    expect(screen.getByLabelText(/拯救者 Legion/, { selector: 'input' })).toBeChecked();
    expect(widgetFrame().src).toContain('project_id=Legion');
    const launcher = document.querySelector('button[aria-expanded]') as HTMLElement;
    expect(getComputedStyle(launcher).backgroundColor).toBe('rgb(58, 42, 140)');
  });

  it('an unknown project falls back to the first tenant', () => {
    setup('Nobody');
    expect(screen.getByLabelText(/联想服务中心/, { selector: 'input' })).toBeChecked();
    expect(widgetFrame().src).toContain('project_id=DEFAULT_PROJECT');
  });

  it('choosing a tenant puts its project in the URL', async () => {
    const { user } = setup('Legion');
    await user.click(screen.getByLabelText(/ThinkPad 商务服务/, { selector: 'input' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('project_id=ThinkPad');
  });

  it('the forged frame is sandboxed to an opaque origin and attacks only when asked', async () => {
    const { user } = setup('Legion');
    const forged = () => screen.getByTitle('第三方脚本（沙箱，模拟）') as HTMLIFrameElement;
    expect(forged().getAttribute('sandbox')).toBe('allow-scripts');
    expect(forged().srcdoc).not.toContain('<script>');
    await user.click(screen.getByRole('button', { name: '发送伪造消息' }));
    expect(forged().srcdoc).toContain('postMessage');
  });
});

describe('forgedDocument', () => {
  const input = {
    lang: 'zh-CN',
    title: 't',
    label: '<b>x</b>',
    text: '</script><script>alert(1)</script>',
    colors: { background: '#fff', text: '#000' },
  };

  it('keeps its texts inert: escaped in HTML, unable to close its script', () => {
    const doc = forgedDocument(input, true);
    expect(doc).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(doc.match(/<\/script>/g)).toHaveLength(1);
    expect(doc).toContain('\\u003c/script>');
  });

  it('has no script until armed', () => {
    expect(forgedDocument(input, false)).not.toContain('<script>');
  });
});
