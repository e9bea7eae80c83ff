/** A reply engineers send again and again; `category` groups and narrows the search. */
export interface CannedReply {
  id: string;
  category: string;
  title: string;
  text: string;
}

/**
 * The team's common replies. Kept as data in the feature (not yet per team on the server);
 * Chinese because that is what visitors read.
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
