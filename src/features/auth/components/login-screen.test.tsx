import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setProjectId } from '@/lib/env';
import { cookies, loginStore } from '@/lib/storage';
import { mockBackend } from '@/mocks/backend';
import { server } from '@/mocks/node';
import { renderWithTheme } from '@/testing/render';
import { LoginScreen } from './login-screen';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path = '/login', language?: 'en') {
  const user = userEvent.setup();
  renderWithTheme(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
  return user;
}

const landed = async () => (await screen.findByTestId('where')).textContent;
const phoneBox = () => screen.getByRole('textbox', { name: '手机号' });
const codeBox = () => screen.getByRole('textbox', { name: '验证码' });
const submit = () => screen.getByRole('button', { name: '登录' });
const envelope = (statusCode: number, info: string, status = 200) =>
  HttpResponse.json({ statusCode, message: { info }, data: null }, { status });
/** The in-browser backend sends nobody anything: it shows the code (#37 item 1). */
async function shownCode() {
  const status = await screen.findByText(/演示环境不发送短信或邮件，本次验证码：\d{6}/);
  return /(\d{6})/.exec(status.textContent ?? '')?.[1] ?? '';
}

beforeEach(() => setProjectId('DEFAULT_PROJECT'));
afterEach(() => ['loginHash', 'pw_login'].forEach((name) => cookies.remove(name)));

describe('LoginScreen: code login', () => {
  it('logs in by phone: the demo shows the code, with a countdown; token stored, back to the chat', async () => {
    const user = renderAt();
    expect(screen.getByRole('heading', { level: 1, name: '登录' })).toBeInTheDocument();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = await shownCode();
    expect(screen.getByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(codeBox()).toHaveFocus();
    await user.type(codeBox(), `${code}{Enter}`);
    expect(await landed()).toBe('/chatQueue');
    const token = loginStore.getToken();
    expect(await mockBackend().core.visitorByToken(token)).toMatchObject({ phone: '13800138000' });
  });

  it('says where a real centre sent the code', async () => {
    server.use(
      http.post('/v2/login/code/:to', () =>
        HttpResponse.json({
          statusCode: 200,
          message: { info: 'Success' },
          data: { resend_after: 60 },
        }),
      ),
    );
    const user = renderAt();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 138****8000，请查收')).toBeInTheDocument();
  });

  it('refuses a wrong code in words, and keeps whoever was signed in', async () => {
    loginStore.saveLogin({ cube_uid: 'u-old', token: 't-old' });
    const user = renderAt();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const code = await shownCode();
    await user.type(codeBox(), code === '000000' ? '111111' : '000000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，请检查后重试');
    expect(loginStore.getToken()).toBe('t-old');
  });

  it('says code sign-in is not available where the centre cannot send codes', async () => {
    server.use(
      http.post('/v2/login/code/:to', () =>
        HttpResponse.json(
          {
            statusCode: 503,
            message: {
              info: '短信验证码登录暂不可用',
              code: 'code_login_unavailable',
              values: { channel: 'sms' },
            },
            data: null,
          },
          { status: 503 },
        ),
      ),
    );
    const user = renderAt();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription(/暂不支持验证码登录，请选择其他登录方式/),
    );
  });

  it('shows inline Chinese errors tied to the inputs and moves focus to the first', async () => {
    const user = renderAt();
    await user.click(submit());
    expect(phoneBox()).toHaveFocus();
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneBox()).toHaveAccessibleDescription('请输入手机号');
    await user.type(phoneBox(), '12345');
    expect(phoneBox()).toHaveAccessibleDescription('手机号格式不正确，请输入 11 位手机号');
    await user.clear(phoneBox());
    await user.type(phoneBox(), '13800138000');
    expect(phoneBox()).not.toHaveAttribute('aria-invalid');
    await user.click(submit());
    expect(codeBox()).toHaveFocus();
    expect(codeBox()).toHaveAccessibleDescription('请输入验证码');
    await user.type(codeBox(), '12');
    expect(codeBox()).toHaveAccessibleDescription('验证码为 6 位数字');
    // A code is only sent to a valid account.
    await user.clear(phoneBox());
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(phoneBox()).toHaveFocus();
    expect(screen.queryByText(/验证码已发送/)).not.toBeInTheDocument();
  });

  it('logs in by e-mail for the project of ?redirect= and returns there', async () => {
    const user = renderAt('/login?redirect=%2Findex%2FThinkPad%3Ftype%3D2');
    await user.click(screen.getByRole('radio', { name: '邮箱' }));
    const email = screen.getByRole('textbox', { name: '邮箱' });
    await user.type(email, 'bad@');
    await user.click(submit());
    expect(email).toHaveAccessibleDescription('邮箱格式不正确，例如 name@example.com');
    await user.clear(email);
    await user.type(email, 'li@example.com');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(codeBox(), await shownCode());
    await user.click(submit());
    expect(await landed()).toBe('/index/ThinkPad?type=2');
    // The chat it returns to is ThinkPad's, which has its own accounts (SPEC §6): the login
    // lives under ThinkPad, not the default.
    expect(loginStore.getToken('ThinkPad')).toBeDefined();
    expect(loginStore.getToken()).toBeUndefined();
  });

  it('never redirects off-site', async () => {
    const user = renderAt('/login?redirect=%2F%2Fevil.example%2Fx&project_id=Legion');
    await user.click(screen.getByRole('button', { name: '不登录，匿名咨询' }));
    expect(await landed()).toBe('/chatQueue?project_id=Legion');
  });

  it('an illegal identity clears the stored login and says so clearly (SPEC §8)', async () => {
    server.use(http.post('/api/csc/login', () => envelope(401, '非法身份', 401)));
    loginStore.saveLogin({ cube_uid: 'u-old', token: 't-old' });
    const user = renderAt();
    await user.type(phoneBox(), '13800138000');
    await user.type(codeBox(), '123456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '身份验证失败（非法身份），已清除本机的登录信息',
    );
    expect(loginStore.getToken()).toBeUndefined();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('says why a code could not be sent', async () => {
    server.use(http.post('/v2/login/code/:to', () => envelope(500, '发送过于频繁')));
    const user = renderAt();
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(codeBox()).toHaveAccessibleDescription('验证码发送失败：发送过于频繁'),
    );
  });

  it('speaks English with ?lang=en', async () => {
    const user = renderAt('/login', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Enter your mobile number',
    );
  });

  it('warns when sent here because the identity became invalid', () => {
    renderAt('/login?reason=invalid_identity');
    expect(screen.getByText('您的登录已失效（非法身份），请重新登录。')).toBeInTheDocument();
  });
});

describe('LoginScreen: anonymous, Lenovo account and unified login', () => {
  it('logs in anonymously (POST /api/csc/login/anon)', async () => {
    const user = renderAt();
    await user.click(screen.getByRole('button', { name: '不登录，匿名咨询' }));
    expect(await landed()).toBe('/chatQueue');
    expect((await mockBackend().core.visitorByToken(loginStore.getToken())).anonymous).toBe(true);
  });

  it('logs in with ?st= through the unified login and sets the cookies', async () => {
    renderAt('/login?st=st-li&location=pcService');
    expect(await landed()).toBe('/chatQueue');
    expect(loginStore.getToken()).toBeDefined();
    expect(cookies.get('pw_login')).toBe('1');
    expect(cookies.get('loginHash')).toMatch(/^\w{16,}$/);
  });

  it('offers a retry when the unified login fails', async () => {
    server.use(
      http.post('/api/csc/unified/identity', () => envelope(500, '票据已过期'), { once: true }),
    );
    const user = renderAt('/login?st=st-li');
    expect(await screen.findByRole('alert')).toHaveTextContent('联想账号登录失败：票据已过期');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await landed()).toBe('/chatQueue');
  });

  it('logs in with a Lenovo account by password, and shows a wrong password', async () => {
    const user = renderAt();
    await user.click(screen.getByRole('radio', { name: '联想账号' }));
    await user.type(screen.getByRole('textbox', { name: '联想账号' }), 'li@example.com');
    await user.type(screen.getByLabelText('密码'), '123');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败：账号或密码错误');
    await user.clear(screen.getByLabelText('密码'));
    await user.type(screen.getByLabelText('密码'), 'secret1{Enter}');
    expect(await landed()).toBe('/chatQueue');
    expect(cookies.get('pw_login')).toBe('1');
  });

  it('logs in with a Lenovo account by code (quick login)', async () => {
    const user = renderAt();
    await user.click(screen.getByRole('radio', { name: '联想账号' }));
    await user.click(screen.getByRole('button', { name: '改用验证码登录' }));
    await user.type(screen.getByRole('textbox', { name: '联想账号' }), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(codeBox(), `${await shownCode()}{Enter}`);
    expect(await landed()).toBe('/chatQueue');
  });

  it('offers one-tap login when the user center says this browser is logged in', async () => {
    server.use(
      http.post('/v2/login/status', () =>
        HttpResponse.json({
          statusCode: 200,
          message: { info: 'Success' },
          data: { logged_in: true, lenovo_id: 'lid-li', st: 'st-li' },
        }),
      ),
    );
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: '使用联想账号一键登录' }));
    expect(await landed()).toBe('/chatQueue');
    expect(loginStore.getToken()).toBeDefined();
  });
});
