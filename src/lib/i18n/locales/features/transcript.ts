/** Saving a conversation as a file, or having it e-mailed (#17 item 2): loads with those screens. */
export const transcriptZh = {
  title: '聊天记录',
  intro: '保存这段会话（含时间、姓名，图片为链接），或发送到您的邮箱。',
  download: '下载聊天记录',
  preparing: '正在生成…',
  saved: '已保存 {{filename}}',
  email: '邮箱地址',
  emailHint: '例如 name@example.com',
  send: '发送到邮箱',
  sending: '正在发送…',
  sent: '聊天记录将发送到 {{email}}',
  invalidEmail: '请输入正确的邮箱地址',
  emailRequired: '请输入邮箱地址',
};

export const transcriptEn: typeof transcriptZh = {
  title: 'Chat transcript',
  intro:
    'Save this conversation (times, names, pictures as links), or have it sent to your e-mail.',
  download: 'Download the transcript',
  preparing: 'Preparing…',
  saved: 'Saved {{filename}}',
  email: 'E-mail address',
  emailHint: 'e.g. name@example.com',
  send: 'Send to my e-mail',
  sending: 'Sending…',
  sent: 'The transcript will be sent to {{email}}',
  invalidEmail: 'Please enter a valid e-mail address',
  emailRequired: 'Please enter an e-mail address',
};
