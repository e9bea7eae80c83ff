import { componentsZh } from './components';
import type { Widen } from './widen';

/** Simplified Chinese, the default language (SPEC's texts are Chinese). */
export const zhCN = {
  components: componentsZh,
  app: {
    name: '联想服务在线客服',
    loading: '正在加载…',
    language: '语言',
    languages: { 'zh-CN': '简体中文', en: 'English' },
  },
  nav: {
    label: '页面导航',
    chatQueue: '在线咨询',
    projects: '项目列表',
    chatEngineer: '工程师工作台',
    review: '会话审阅',
    login: '登录',
    webchat: '嵌入式聊天',
    test: '嵌入测试页',
    testsaas: 'SaaS 嵌入测试页',
    backToChat: '返回在线咨询',
  },
  screens: {
    chatQueue: {
      title: '在线咨询',
      projectLabel: '当前项目：{{project}}',
      greeting: { morning: '上午好', afternoon: '下午好', evening: '晚上好' },
      welcome: '{{greeting}}，欢迎来到联想服务，请问有什么可以帮您？',
      draftLabel: '输入消息',
      draftPlaceholder: '请输入您想咨询的问题',
      pending: '机器人问答、排队与人工客服即将上线。',
    },
    projects: { title: '项目列表', pending: '项目选择即将上线。' },
    chatEngineer: { title: '工程师工作台', pending: '工程师登录、排队接入与会话处理即将上线。' },
    review: { title: '会话审阅', pending: '会话检索、记录查看与实时监听即将上线。' },
    login: { title: '登录', pending: '手机号或邮箱验证码登录即将上线。' },
    webchat: { title: '在线客服', pending: '嵌入式聊天窗口即将上线。' },
    test: { title: '嵌入测试页', pending: '宿主页面嵌入测试即将上线。' },
    testsaas: { title: 'SaaS 嵌入测试页', pending: 'SaaS 宿主页面嵌入测试即将上线。' },
    notFound: {
      title: '页面不存在',
      body: '您访问的页面不存在或已被移除。',
      back: '返回在线咨询',
    },
  },
  errors: {
    catalogue: {
      network: '网络错误，请检查网络连接',
      timeout: '请求超时，请稍后重试',
      http: '服务暂时不可用（{{status}}）',
      status: '操作失败：{{info}}',
      schema: '服务器返回的数据格式不正确',
      cancelled: '请求已取消',
      invalid_identity: '非法身份，请刷新页面后重试',
      queue_failed: '排队失败：{{info}}',
      personal_unavailable: '该工程师暂时无法接待，已为您转回智能助手',
      send_failed: '消息发送失败，请重试',
      upload_failed: '上传失败，请重试',
      no_session_message: '收到用户消息，但未能建立会话，请联系产品经理',
      disconnected: '连接已断开，请检查网络连接',
      unknown_message_type: '未知的消息类型',
      im_config_missing: '缺少即时通讯配置',
      chunk_load_failed: '页面加载失败',
    },
    chunkTitle: '页面加载失败',
    chunkBody: '网络不稳定，页面资源没有加载成功。',
    renderTitle: '页面出错了',
    renderBody: '这个页面遇到了问题，您可以重试。',
    retry: '重试',
    details: '错误信息',
  },
} as const;

/** The shape every language must fill. */
export type Messages = Widen<typeof zhCN>;
