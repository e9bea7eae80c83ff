import { componentsEn } from './components';
import type { Messages } from './zh-CN';

export const en: Messages = {
  components: componentsEn,
  app: {
    name: 'Lenovo Service Online Support',
    loading: 'Loading…',
    language: 'Language',
    languages: { 'zh-CN': '简体中文', en: 'English' },
  },
  nav: {
    label: 'Pages',
    chatQueue: 'Online support',
    projects: 'Projects',
    chatEngineer: 'Engineer console',
    review: 'Session review',
    login: 'Sign in',
    webchat: 'Embedded chat',
    test: 'Embed test page',
    testsaas: 'SaaS embed test page',
    backToChat: 'Back to online support',
  },
  screens: {
    chatQueue: {
      title: 'Online support',
      projectLabel: 'Project: {{project}}',
      greeting: { morning: 'Good morning', afternoon: 'Good afternoon', evening: 'Good evening' },
      welcome: '{{greeting}}, welcome to Lenovo Service. How can we help?',
      draftLabel: 'Type a message',
      draftPlaceholder: 'Describe your question',
      pending: 'Robot answers, queueing and human engineers are on their way.',
    },
    projects: { title: 'Projects', pending: 'Project selection is on its way.' },
    chatEngineer: {
      title: 'Engineer console',
      pending: 'Engineer sign-in, queue pick-up and sessions are on their way.',
    },
    review: {
      title: 'Session review',
      pending: 'Session search, transcripts and live monitoring are on their way.',
    },
    login: { title: 'Sign in', pending: 'Sign-in by phone or e-mail code is on its way.' },
    webchat: { title: 'Online support', pending: 'The embedded chat window is on its way.' },
    test: { title: 'Embed test page', pending: 'The host-page embed test is on its way.' },
    testsaas: {
      title: 'SaaS embed test page',
      pending: 'The SaaS host-page embed test is on its way.',
    },
    notFound: {
      title: 'Page not found',
      body: 'The page you asked for does not exist or has moved.',
      back: 'Back to online support',
    },
  },
  errors: {
    catalogue: {
      network: 'Network error. Please check your connection.',
      timeout: 'The request timed out. Please try again.',
      http: 'The service is unavailable ({{status}}).',
      status: 'The request failed: {{info}}',
      schema: 'The server answered in an unexpected format.',
      cancelled: 'The request was cancelled.',
      invalid_identity: 'Your identity is invalid. Please refresh the page.',
      queue_failed: 'Could not join the queue: {{info}}',
      personal_unavailable: 'This engineer cannot take you right now; the assistant is back.',
      send_failed: 'The message was not sent. Please retry.',
      upload_failed: 'The upload failed. Please retry.',
      no_session_message:
        'A user message arrived but no session could be set up. Please contact the product manager.',
      disconnected: 'Connection lost. Please check your network connection.',
      unknown_message_type: 'Unknown message type',
      im_config_missing: 'The instant-messaging configuration is missing.',
      chunk_load_failed: 'The page failed to load',
    },
    chunkTitle: 'The page failed to load',
    chunkBody: 'The network is unstable and part of the page did not arrive.',
    renderTitle: 'Something went wrong',
    renderBody: 'This page ran into a problem. You can try again.',
    retry: 'Retry',
    details: 'Error details',
  },
};
