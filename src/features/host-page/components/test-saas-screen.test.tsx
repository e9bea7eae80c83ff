import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useEnvironment } from '@/lib/env';
import { renderWithTheme } from '@/testing/render';
import { runWidgetJs, stubShadowFrames } from '@/testing/widget-js';
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

const script = () => document.querySelector('script[src$="widget.js"]') as HTMLScriptElement;

beforeEach(() => stubShadowFrames());
afterEach(() => document.querySelectorAll('[data-stand-in]').forEach((e) => e.remove()));

// Whole pages render slowly in jsdom when the machine is busy; the default 5 s is tight.
describe('TestSaasScreen (/testsaas)', { timeout: 15_000 }, () => {
  it('embeds widget.js for the tenant’s project, named, in its colour, with the snippet shown', () => {
    setup('Legion');
    expect(screen.getByText('SaaS 嵌入测试页').tagName).toBe('H1');
    expect(screen.getByText('拯救者 Legion · 在线客服').tagName).toBe('H2');
    expect(screen.getByLabelText(/拯救者 Legion/, { selector: 'input' })).toBeChecked();
    expect(script().dataset.project).toBe('Legion');
    expect(screen.getByText(/data-project="Legion"/)).toBeVisible();
    // widget.js paints the launcher with --webchat-color.
    expect(document.documentElement.style.getPropertyValue('--webchat-color')).toBe('#3a2a8c');
    const widget = runWidgetJs();
    widget.launcher.click();
    expect(widget.frame()?.src).toContain('project_id=Legion');
  });

  it('an unknown project falls back to the first tenant', () => {
    setup('Nobody');
    expect(screen.getByLabelText(/联想服务中心/, { selector: 'input' })).toBeChecked();
    expect(script().dataset.project).toBe('DEFAULT_PROJECT');
  });

  it('choosing a tenant puts its project in the URL and embeds widget.js again for it', async () => {
    const { user } = setup('Legion');
    const first = runWidgetJs();
    await user.click(screen.getByLabelText(/ThinkPad 商务服务/, { selector: 'input' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('project_id=ThinkPad');
    // The app takes the project from the address (lib/env); here the store is told directly.
    act(() => useEnvironment.setState({ projectId: 'ThinkPad' }));
    expect(first.root.host.isConnected).toBe(false);
    expect(document.querySelectorAll('script[src$="widget.js"]')).toHaveLength(1);
    expect(script().dataset.project).toBe('ThinkPad');
    expect(document.documentElement.style.getPropertyValue('--webchat-color')).toBe('#1f1f1f');
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
