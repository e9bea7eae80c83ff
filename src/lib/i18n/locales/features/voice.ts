/**
 * Voice notes in the composer (#17 item 4): these load with the recorder, on the first press of
 * the microphone; only the button's first label (chat.composer.record) comes with the page.
 */
export const voiceZh = {
  stop: '停止并发送',
  cancel: '取消录音',
  recording: '正在录音',
  elapsed: '已录 {{time}}，最长 {{max}}',
  level: '音量',
  holdHint: '松开发送，左滑或上滑取消',
  releaseToCancel: '松开手指，取消发送',
  started: '开始录音，再按一次停止并发送，按 Esc 取消',
  sent: '录音已发送',
  cancelled: '录音已取消',
  tooShort: '录音太短，已取消',
  limit: '已到 {{max}} 秒上限，录音已发送',
  dismiss: '知道了',
  denied:
    '无法使用麦克风：您拒绝了麦克风权限。请点击地址栏左侧的锁形或设置图标，将“麦克风”设为“允许”，然后再试一次。',
  noDevice: '没有找到麦克风。请连接麦克风或耳机后再试。',
  busy: '麦克风正被其他应用占用，请关闭后再试。',
  insecure: '此页面不能使用麦克风（需要 HTTPS 安全连接）。',
  failed: '无法开始录音，请稍后再试。',
};

export const voiceEn: typeof voiceZh = {
  stop: 'Stop and send',
  cancel: 'Cancel recording',
  recording: 'Recording',
  elapsed: '{{time}} recorded, up to {{max}}',
  level: 'Volume',
  holdHint: 'Release to send, slide left or up to cancel',
  releaseToCancel: 'Release to cancel',
  started: 'Recording. Press again to stop and send, Esc to cancel',
  sent: 'Voice note sent',
  cancelled: 'Recording cancelled',
  tooShort: 'Too short to send; recording cancelled',
  limit: 'The {{max}} s limit was reached; the voice note was sent',
  dismiss: 'OK',
  denied:
    'The microphone is blocked: you did not allow it. Click the lock or settings icon at the left of the address bar, set "Microphone" to "Allow", then try again.',
  noDevice: 'No microphone was found. Connect a microphone or a headset and try again.',
  busy: 'Another app is using the microphone. Close it and try again.',
  insecure: 'This page cannot use the microphone (it needs a secure HTTPS connection).',
  failed: 'Recording could not start. Please try again later.',
};
