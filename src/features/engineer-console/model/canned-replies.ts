// Data, the team's common replies in both languages (about 20 each).
/** A reply engineers send again and again; `category` groups and narrows the search. */
export interface CannedReply {
  id: string;
  category: string;
  title: string;
  text: string;
}

/**
 * The team's common replies, in the console's language: an engineer who serves English-speaking
 * visitors works in English. Kept as data in the feature (not yet per team on the server).
 */
export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    id: 'greet',
    category: '问候',
    title: '接入问候',
    text: '您好，很高兴为您服务，请问有什么可以帮您？',
  },
  {
    id: 'wait',
    category: '问候',
    title: '请稍等',
    text: '好的，我这边帮您查询一下，请您稍等片刻。',
  },
  { id: 'thanks-wait', category: '问候', title: '感谢等待', text: '感谢您的耐心等待。' },
  {
    id: 'still-there',
    category: '问候',
    title: '询问是否在线',
    text: '请问您还在吗？如果还有问题，可以随时告诉我。',
  },
  {
    id: 'sn',
    category: '信息收集',
    title: '索取序列号',
    text: '麻烦提供一下电脑背面或底部标签上的序列号（SN），我帮您查询。',
  },
  {
    id: 'model',
    category: '信息收集',
    title: '索取机型',
    text: '请问您使用的是哪款机型？可以在机身标签或“设置 > 系统 > 关于”中查看。',
  },
  {
    id: 'screenshot',
    category: '信息收集',
    title: '请求截图',
    text: '方便的话，请把出现问题时的画面拍照或截图发给我，便于判断原因。',
  },
  {
    id: 'phone',
    category: '信息收集',
    title: '索取联系电话',
    text: '麻烦留一个方便联系的手机号，工程师稍后会与您电话确认。',
  },
  {
    id: 'warranty',
    category: '保修',
    title: '保修查询结果',
    text: '已为您查询，您的设备仍在保修期内，保修期内的非人为故障可以免费维修。',
  },
  {
    id: 'warranty-out',
    category: '保修',
    title: '已过保修期',
    text: '您的设备已超出保修期，维修需要收取相应费用，检测后会先给您报价，确认后再维修。',
  },
  {
    id: 'repair-station',
    category: '维修',
    title: '送修服务站',
    text: '建议您先备份数据，携带电脑和电源适配器到就近的服务站检测，可以在官网“服务网点”中查询地址。',
  },
  {
    id: 'repair-progress',
    category: '维修',
    title: '维修进度',
    text: '您可以在“我的服务单”中查看维修进度，有更新时我们也会短信通知您。',
  },
  {
    id: 'no-power',
    category: '故障排查',
    title: '开不了机',
    text: '请先拔掉电源适配器和所有外接设备，长按电源键 10 秒后松开，再接上电源重新开机试一下。',
  },
  {
    id: 'battery',
    category: '故障排查',
    title: '充不进电',
    text: '请检查是否开启了电池养护模式：打开电脑管家，进入“电源设置”，关闭“电池养护模式”后再试。',
  },
  {
    id: 'wifi',
    category: '故障排查',
    title: '无线网络断线',
    text: '请先重启路由器和电脑；如果仍然断线，可以在设备管理器中卸载无线网卡驱动后重启，系统会自动重装。',
  },
  {
    id: 'bsod',
    category: '故障排查',
    title: '蓝屏',
    text: '请记下蓝屏画面上的终止代码，或拍照发给我，我们据此判断是驱动问题还是硬件问题。',
  },
  {
    id: 'invoice',
    category: '其他',
    title: '电子发票',
    text: '电子发票可以在订单详情页申请开具，开具后会发送到您预留的邮箱。',
  },
  {
    id: 'transfer',
    category: '其他',
    title: '转其他技能组',
    text: '您的问题需要由专门的工程师处理，我帮您转接过去，请稍等。',
  },
  {
    id: 'close',
    category: '结束',
    title: '结束语',
    text: '请问还有其他可以帮您的吗？如果没有，稍后请对本次服务进行评价，祝您生活愉快！',
  },
  {
    id: 'close-idle',
    category: '结束',
    title: '长时间未回复',
    text: '由于您长时间没有回复，本次会话即将结束。如有需要，欢迎随时再次咨询。',
  },
];

const en = (id: string, category: string, title: string, text: string): CannedReply => ({
  id,
  category,
  title,
  text,
});

export const CANNED_REPLIES_EN: readonly CannedReply[] = [
  en('greet', 'Greetings', 'Welcome', 'Hello, thanks for reaching out. How can I help you today?'),
  en('wait', 'Greetings', 'One moment', "Sure, let me look that up for you. I'll be right back."),
  en('thanks-wait', 'Greetings', 'Thanks for waiting', 'Thank you for your patience.'),
  en(
    'still-there',
    'Greetings',
    'Still there?',
    'Are you still there? Let me know if you have any other questions.',
  ),
  en(
    'sn',
    'Details',
    'Ask for the serial number',
    'Could you send me the serial number (S/N) from the label on the back or bottom of your computer? I will look it up.',
  ),
  en(
    'model',
    'Details',
    'Ask for the model',
    'Which model are you using? You can find it on the label or under Settings > System > About.',
  ),
  en(
    'screenshot',
    'Details',
    'Ask for a screenshot',
    'If you can, please send a photo or screenshot of the problem so I can see what is going on.',
  ),
  en(
    'phone',
    'Details',
    'Ask for a phone number',
    'Please leave a phone number where we can reach you; an engineer will call you to confirm.',
  ),
  en(
    'warranty',
    'Warranty',
    'Under warranty',
    'I have checked: your device is still under warranty, so faults not caused by damage are repaired free of charge.',
  ),
  en(
    'warranty-out',
    'Warranty',
    'Out of warranty',
    'Your device is out of warranty, so repairs are charged. We will quote you after the diagnosis and repair only once you agree.',
  ),
  en(
    'repair-station',
    'Repair',
    'Service centre',
    'Please back up your data first, then bring the computer and its power adapter to your nearest service centre; you can find one under Service Locations on our website.',
  ),
  en(
    'repair-progress',
    'Repair',
    'Repair status',
    'You can follow your repair under My service orders; we will also text you when it changes.',
  ),
  en(
    'no-power',
    'Troubleshooting',
    "Won't turn on",
    'Please unplug the power adapter and all accessories, hold the power button for 10 seconds, then plug the adapter back in and turn it on again.',
  ),
  en(
    'battery',
    'Troubleshooting',
    'Not charging',
    'Please check whether Battery Conservation Mode is on: open Lenovo Vantage, go to Power, switch Conservation Mode off and try again.',
  ),
  en(
    'wifi',
    'Troubleshooting',
    'Wi-Fi drops',
    'Please restart your router and computer first. If it still drops, uninstall the wireless driver in Device Manager and restart; Windows reinstalls it.',
  ),
  en(
    'bsod',
    'Troubleshooting',
    'Blue screen',
    'Please note the stop code on the blue screen, or send me a photo of it, so we can tell a driver problem from a hardware one.',
  ),
  en(
    'invoice',
    'Other',
    'Electronic invoice',
    'You can request an electronic invoice on the order details page; it is sent to the e-mail address you gave.',
  ),
  en(
    'transfer',
    'Other',
    'Transfer to another team',
    'Your question needs a specialist, so I will transfer you now. Please wait a moment.',
  ),
  en(
    'close',
    'Closing',
    'Closing',
    'Is there anything else I can help with? If not, please rate this conversation in a moment. Have a nice day!',
  ),
  en(
    'close-idle',
    'Closing',
    'No reply',
    'As we have not heard from you for a while, this conversation will end soon. You are welcome to contact us again at any time.',
  ),
];

/** The replies in the console's language (Chinese for any other). */
export const repliesFor = (language: string): readonly CannedReply[] =>
  language.toLowerCase().startsWith('en') ? CANNED_REPLIES_EN : CANNED_REPLIES;

/** Every word of the query must appear in the title, the text or the category (any case). */
export function searchReplies(
  query: string,
  replies: readonly CannedReply[] = CANNED_REPLIES,
): CannedReply[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...replies];
  return replies.filter((r) => {
    const haystack = `${r.category} ${r.title} ${r.text}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
