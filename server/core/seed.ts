import type { Clock } from './clock';
import { Robot, ROBOT_NAME } from './robot';
import type { Store } from './store';
import type {
  Article,
  Engineer,
  FastEntry,
  Product,
  ProductLine,
  Project,
  Session,
  StoredMessage,
  Ticket,
  Visitor,
} from './types';

/**
 * Demo data for a computer maker's after-sales support centre: the mocks, the demo build and the
 * reference server all start from it, so a fresh install already has queues with engineers on
 * duty, an FAQ the robot can answer from, and a returning visitor with history and open tickets.
 * The names are invented; attachments live in public/static/demo (scripts/generate-demo-images.mjs).
 */

export const DEMO_VISITOR = { cubeUid: 'demo-visitor', token: 'demo-visitor-token' } as const;
/** The one engineer no simulation drives: a human logs in with it to take visitors. */
export const DEMO_ENGINEER = { code: 'E0001', account: 'demo', password: 'demo123' } as const;
/** fromAccount of robot messages in seeded transcripts. */
export const ROBOT_ACCOUNT = 'robot';
export const DEMO_MEDIA_BASE = '/static/demo';

export interface SeedSummary {
  counts: {
    projects: number;
    productLines: number;
    engineers: number;
    articles: number;
    fastEntries: number;
    products: number;
    visitors: number;
    sessions: number;
    messages: number;
    tickets: number;
  };
  visitor: { cubeUid: string; token: string; projectId: string };
  engineers: {
    code: string;
    account: string;
    password: string;
    name: string;
    simulated: boolean;
  }[];
}

// ---------------------------------------------------------------------------------------------
// Pictures: small inline SVGs, so the data needs no files, no network and no third-party art.

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const CJK_FONT = 'PingFang SC,Microsoft YaHei,Noto Sans CJK SC,WenQuanYi Zen Hei,sans-serif';

function logo(letters: string, background: string): string {
  const size = letters.length > 2 ? 20 : 26;
  return svgUri(
    `<svg ${SVG_NS} width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>` +
      `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text></svg>`,
  );
}

function avatar(character: string, background: string): string {
  return svgUri(
    `<svg ${SVG_NS} width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/>` +
      `<text x="32" y="42" text-anchor="middle" font-family="${CJK_FONT}" font-size="28" fill="#fff">${character}</text></svg>`,
  );
}

type Device = 'laptop' | 'desktop' | 'tablet' | 'monitor' | 'server';

/** Line drawings on a 48x48 grid in currentColor, shared by product-line icons and product images. */
const DEVICE_SHAPES: Record<Device, string> = {
  laptop:
    '<rect x="11" y="12" width="26" height="18" rx="2" fill="none" stroke="currentColor" stroke-width="3"/><path d="M6 34h36l-3 4H9z" fill="currentColor"/>',
  desktop:
    '<rect x="6" y="11" width="24" height="17" rx="2" fill="none" stroke="currentColor" stroke-width="3"/><path d="M18 28v7M12 36h12" stroke="currentColor" stroke-width="3" stroke-linecap="round"/><rect x="33" y="10" width="9" height="27" rx="2" fill="currentColor"/>',
  tablet:
    '<rect x="14" y="7" width="20" height="34" rx="3" fill="none" stroke="currentColor" stroke-width="3"/><circle cx="24" cy="36" r="1.8" fill="currentColor"/>',
  monitor:
    '<rect x="6" y="9" width="36" height="23" rx="2" fill="none" stroke="currentColor" stroke-width="3"/><path d="M24 32v6M15 39h18" stroke="currentColor" stroke-width="3" stroke-linecap="round"/>',
  server:
    '<g fill="none" stroke="currentColor" stroke-width="3"><rect x="9" y="7" width="30" height="9" rx="2"/><rect x="9" y="20" width="30" height="9" rx="2"/><rect x="9" y="33" width="30" height="9" rx="2"/></g><g fill="currentColor"><circle cx="15" cy="11.5" r="1.6"/><circle cx="15" cy="24.5" r="1.6"/><circle cx="15" cy="37.5" r="1.6"/></g>',
};

function lineIcon(device: Device, background: string): string {
  return svgUri(
    `<svg ${SVG_NS} width="48" height="48" viewBox="0 0 48 48" color="#fff"><rect width="48" height="48" rx="12" fill="${background}"/>${DEVICE_SHAPES[device]}</svg>`,
  );
}

function productImage(device: Device, colour: string): string {
  return svgUri(
    `<svg ${SVG_NS} width="160" height="120" viewBox="-8 -2 64 48" color="${colour}"><rect x="-8" y="-2" width="64" height="48" fill="#f2f3f5"/>${DEVICE_SHAPES[device]}</svg>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Configuration-like data.

const PROJECTS: Project[] = [
  {
    id: 'DEFAULT_PROJECT',
    name: '联想服务中心',
    companyName: '联想服务',
    companyLogo: logo('LNV', '#e2231a'),
    perProjectLogin: false,
    emojiReduced: false,
  },
  {
    id: 'ThinkPad',
    name: 'ThinkPad 商务服务',
    companyName: 'ThinkPad 服务',
    companyLogo: logo('TP', '#1f1f1f'),
    perProjectLogin: true,
    emojiReduced: false,
  },
  {
    id: 'Legion',
    name: '拯救者 Legion',
    companyName: '拯救者电竞服务',
    companyLogo: logo('LGN', '#3a2a8c'),
    perProjectLogin: false,
    emojiReduced: true,
  },
];

const PRODUCT_LINES: ProductLine[] = [
  {
    id: 'pl-nb',
    name: '笔记本电脑',
    queueCode: 'NB',
    icon: lineIcon('laptop', '#e2231a'),
    description: 'ThinkPad、拯救者、小新、YOGA 等笔记本电脑的故障咨询与维修服务',
  },
  {
    id: 'pl-dt',
    name: '台式机',
    queueCode: 'DT',
    icon: lineIcon('desktop', '#1677ff'),
    description: '家用与商用台式机、一体机的使用咨询、硬件检测与上门服务',
  },
  {
    id: 'pl-tab',
    name: '平板电脑',
    queueCode: 'TAB',
    icon: lineIcon('tablet', '#13a8a8'),
    description: '平板电脑的充电、系统升级、触控与配件问题',
  },
  {
    id: 'pl-mon',
    name: '显示器',
    queueCode: 'MON',
    icon: lineIcon('monitor', '#fa8c16'),
    description: 'ThinkVision、拯救者电竞显示器的无信号、亮点坏点与连接问题',
  },
  {
    id: 'pl-srv',
    name: '服务器',
    queueCode: 'SRV',
    icon: lineIcon('server', '#52616b'),
    description: 'ThinkSystem 服务器的硬件告警、RAID 阵列与备件更换，由服务器专席工程师处理',
  },
];

type EngineerRow = [
  code: string,
  account: string,
  surname: string,
  skills: string[],
  capacity: number,
  status: Engineer['status'],
  colour: string,
];

// Each queue keeps at least two engineers online; 赵 is the server specialist.
const ENGINEER_ROWS: EngineerRow[] = [
  ['E1001', 'wang', '王', ['NB', 'DT'], 5, 'online', '#e2231a'],
  ['E1002', 'li', '李', ['NB', 'TAB'], 4, 'online', '#1677ff'],
  ['E1003', 'chen', '陈', ['DT', 'MON'], 4, 'online', '#13a8a8'],
  ['E1004', 'liu', '刘', ['TAB', 'MON'], 3, 'busy', '#fa8c16'],
  ['E1005', 'zhao', '赵', ['SRV'], 3, 'online', '#52616b'],
  ['E1006', 'zhou', '周', ['SRV', 'TAB', 'MON'], 4, 'online', '#722ed1'],
  ['E1007', 'wu', '吴', ['NB', 'DT'], 4, 'away', '#389e0d'],
  ['E1008', 'sun', '孙', ['NB', 'TAB'], 5, 'offline', '#c41d7f'],
];

function engineerFromRow([
  code,
  account,
  surname,
  skills,
  capacity,
  status,
  colour,
]: EngineerRow): Engineer {
  return {
    code,
    account,
    password: 'demo123',
    name: `${surname}工程师`,
    nickname: `小${surname}`,
    avatar: avatar(surname, colour),
    skills,
    capacity,
    status,
    simulated: true,
  };
}

const ENGINEERS: Engineer[] = [
  ...ENGINEER_ROWS.map(engineerFromRow),
  {
    ...DEMO_ENGINEER,
    name: '演示工程师',
    nickname: '小演',
    avatar: avatar('演', '#2f54eb'),
    skills: PRODUCT_LINES.map((line) => line.queueCode),
    capacity: 5,
    // Offline until a human logs in, so the simulation never routes visitors to an empty seat.
    status: 'offline',
    simulated: false,
  },
];

const FAST_ENTRIES: FastEntry[] = [
  { id: 'fe-no-power', title: '电脑开不了机', kind: 'question', value: '电脑开不了机怎么办' },
  { id: 'fe-battery', title: '电池充不进电', kind: 'question', value: '插着电源充不进电' },
  { id: 'fe-warranty', title: '查询保修期', kind: 'question', value: '怎么查询保修期' },
  { id: 'fe-progress', title: '维修进度查询', kind: 'question', value: '怎么查询维修进度' },
  { id: 'fe-invoice', title: '申请发票', kind: 'question', value: '怎么开电子发票' },
  { id: 'fe-work-order', title: '自助报修', kind: 'work_order' },
  {
    id: 'fe-policy',
    title: '保修政策',
    kind: 'link',
    value: 'https://support.example.com/warranty/policy',
  },
  { id: 'fe-transfer', title: '转人工', kind: 'transfer' },
];

const PRODUCTS: Product[] = [
  {
    markId: 'X1C-G12',
    name: 'ThinkPad X1 Carbon Gen 12',
    image: productImage('laptop', '#1f1f1f'),
    serialNumber: 'PF4K7Q2M',
    url: 'https://shop.example.com/product/thinkpad-x1-carbon-gen12',
  },
  {
    markId: 'XX-PRO16',
    name: '小新 Pro 16 2025',
    image: productImage('laptop', '#8c8c8c'),
    serialNumber: 'PF5B3N8T',
    url: 'https://shop.example.com/product/xiaoxin-pro16-2025',
  },
  {
    markId: 'LGN-Y9000P',
    name: '拯救者 Y9000P 2025',
    image: productImage('laptop', '#3a2a8c'),
    serialNumber: 'PF4W9R1C',
    url: 'https://shop.example.com/product/legion-y9000p-2025',
  },
  {
    markId: 'TC-M90T',
    name: 'ThinkCentre M90t Gen 5',
    image: productImage('desktop', '#262626'),
    serialNumber: 'MJ0H7T5Q',
    url: 'https://shop.example.com/product/thinkcentre-m90t-gen5',
  },
  {
    markId: 'XX-PAD-PRO',
    name: '小新 Pad Pro 12.7',
    image: productImage('tablet', '#5b6b7a'),
    serialNumber: 'HA1Z6P3L',
    url: 'https://shop.example.com/product/xiaoxin-pad-pro-12-7',
  },
  {
    markId: 'TV-T27H',
    name: 'ThinkVision T27h-30 显示器',
    image: productImage('monitor', '#1f1f1f'),
    serialNumber: 'V90R4K6M',
    url: 'https://shop.example.com/product/thinkvision-t27h-30',
  },
];

// ---------------------------------------------------------------------------------------------
// The knowledge base. The robot answers with a hit's first paragraph, so each first paragraph
// stands on its own; keywords carry the colloquial phrasings visitors actually type.

const ARTICLES_ZH: Article[] = [
  {
    id: 'kb-no-power',
    projectId: '*',
    title: '笔记本电脑无法开机怎么办',
    category: '开机与电源',
    keywords: [
      '开不了机',
      '无法开机',
      '不开机',
      '按电源键没反应',
      '开机没反应',
      '黑屏',
      '强制重启',
    ],
    paragraphs: [
      '按电源键没有任何反应时，请先连接原装电源适配器充电 30 分钟以上，再长按电源键 10 秒强制关机，然后重新开机。很多“开不了机”其实是电池电量耗尽或系统假死。',
      '如果电源指示灯亮但屏幕不亮，请外接一台显示器（HDMI 或 Type-C）。外接屏能正常显示，说明问题在屏幕或屏线；外接屏也不亮，请继续下一步。',
      '拔掉电源适配器和所有外设（U 盘、扩展坞、存储卡），用曲别针按住机身底部的应急复位孔 10 秒，再插上电源开机。没有复位孔的机型，可长按电源键 30 秒代替。',
      '以上步骤后仍无法开机，请准备好主机序列号（SN），转人工客服或在线预约送修，工程师会帮您判断是否需要检测主板或电源模块。',
    ],
    updatedAt: '2026-09-18',
  },
  {
    id: 'kb-battery-not-charging',
    projectId: '*',
    title: '笔记本电池充不进电',
    category: '开机与电源',
    keywords: [
      '充不进电',
      '不充电',
      '未充电',
      '电池',
      '充电器',
      '电源适配器',
      '充电慢',
      '养护模式',
    ],
    paragraphs: [
      '插着电源却显示“已接通电源，未充电”，最常见的原因是开启了电池养护模式：电量充到 55%~60%（部分机型为 80%）后停止充电，以延长电池寿命，属于正常现象。',
      '关闭方法：打开电脑管家或 Lenovo Vantage，进入“电源设置”，关闭“电池养护模式”，保持插电即可继续充满。如果您大部分时间插电使用，建议保持开启。',
      '养护模式已关闭仍充不进电时，请检查适配器指示灯是否亮、插头是否插紧，并更换插座试试。Type-C 充电的机型请使用 65W 及以上的 PD 充电器，手机充电器功率太低，只能维持电量不下降。',
      '在电脑管家中查看“电池健康度”。健康度明显偏低，或电池鼓包（触控板被顶起、底壳变形）时，请立即停止使用并预约检测。',
    ],
    updatedAt: '2026-10-09',
  },
  {
    id: 'kb-blue-screen',
    projectId: '*',
    title: '电脑蓝屏怎么办',
    category: '系统与软件',
    keywords: ['蓝屏', '死机', '蓝屏代码', '终止代码', '自动重启', 'BSOD'],
    paragraphs: [
      '蓝屏通常由驱动不兼容、系统更新异常或硬件故障引起。请先记下（或拍照）蓝屏上的“终止代码”和“失败的操作”，这对判断原因非常重要。',
      '如果蓝屏前刚安装过软件、驱动或系统更新，可在“设置 > Windows 更新 > 更新历史记录 > 卸载更新”中卸载最近的更新，或进入安全模式卸载新装的驱动。',
      '“失败的操作”指向某个驱动文件（例如无线网卡或显卡驱动）时，请在电脑管家或官网驱动下载页面按主机序列号重新安装对应驱动。',
      '如果安全模式下也频繁蓝屏，或终止代码与内存、硬盘有关（如 MEMORY_MANAGEMENT），硬件故障的可能性较大，请备份数据后转人工或预约检测。',
    ],
    updatedAt: '2026-08-27',
  },
  {
    id: 'kb-wifi-drops',
    projectId: '*',
    title: '无线网络（Wi-Fi）经常断开',
    category: '网络与连接',
    keywords: ['WiFi', 'Wi-Fi', '断网', '掉线', '无线网', '连不上网', '网卡', 'WiFi老是断'],
    paragraphs: [
      'Wi-Fi 经常断开时，先看看手机等其他设备连接同一网络是否正常。如果其他设备也断网，多为路由器问题，请重启路由器和光猫后再试。',
      '只有电脑断网时：打开“设备管理器 > 网络适配器”，右键无线网卡选择“属性 > 电源管理”，取消勾选“允许计算机关闭此设备以节约电源”。',
      '通过电脑管家或官网驱动下载页面更新无线网卡驱动。路由器支持双频时优先连接 5GHz 频段，减少与蓝牙设备在 2.4GHz 上的干扰。',
      '仍然频繁断开，可在“设置 > 网络和 Internet > 高级网络设置 > 网络重置”中重置网络，重启后重新连接 Wi-Fi（需要重新输入密码）。',
    ],
    updatedAt: '2026-07-15',
  },
  {
    id: 'kb-warranty-check',
    projectId: '*',
    title: '如何查询保修期',
    category: '保修与服务',
    keywords: ['保修', '查保修', '保修期', '保修查询', '过保', '延保', '还在保修吗'],
    paragraphs: [
      '在官网服务首页的“保修查询”中输入主机序列号（SN），即可查看保修起止日期、保修类型以及已购买的延保和增值服务。',
      '保修期一般从购机发票日期或首次激活日期开始计算。查询到的日期与发票不一致时，可以上传购机发票申请更正保修起始日期。',
      '您也可以直接在本窗口发送序列号，人工客服会帮您查询。查询结果中的“上门服务”“意外保护”表示您享有的增值服务。',
    ],
    updatedAt: '2026-06-02',
  },
  {
    id: 'kb-find-sn',
    projectId: '*',
    title: '如何查找主机序列号（SN）',
    category: '保修与服务',
    keywords: ['序列号', 'SN', 'S/N', '主机编号', '机器编号', 'SN在哪', '查看序列号'],
    paragraphs: [
      '笔记本电脑的序列号（S/N）印在机身底部的标签上，一般以字母开头，共 8 位，例如 PF4XXXXX。台式机的标签在机箱侧面或背面，显示器的标签在背面。',
      '标签磨损看不清时，在开始菜单右键打开“终端”或 PowerShell，输入 Get-CimInstance Win32_BIOS 后回车，SerialNumber 一行就是序列号。',
      '也可以在电脑管家或 Lenovo Vantage 的“设备信息”页面查看；开机时按 F1 或 F2 进入 BIOS，在 Main 或 Information 页面同样能看到序列号。',
    ],
    updatedAt: '2026-05-20',
  },
  {
    id: 'kb-drivers',
    projectId: '*',
    title: '如何下载和安装驱动',
    category: '系统与软件',
    keywords: ['驱动', '下载驱动', '驱动下载', '声卡驱动', '显卡驱动', '网卡驱动', '没有声音'],
    paragraphs: [
      '推荐使用电脑管家中的“驱动管理”一键检测并安装，它会按您的机型匹配经过验证的驱动版本。',
      '手动安装：在官网“驱动下载”页面输入主机序列号或机型，选择操作系统版本，下载所需驱动后双击安装，完成后重启电脑。',
      '安装前建议先创建系统还原点。新驱动有问题时，可在“设备管理器”中右键该设备，选择“属性 > 驱动程序 > 回退驱动程序”。',
    ],
    updatedAt: '2026-04-11',
  },
  {
    id: 'kb-bios-update',
    projectId: '*',
    title: '如何更新 BIOS',
    category: '系统与软件',
    keywords: ['BIOS', '升级BIOS', '更新BIOS', '刷BIOS', '固件', 'BIOS更新失败'],
    paragraphs: [
      'BIOS 更新可以修复兼容性问题、提升稳定性。请只从官网驱动下载页面或电脑管家获取与您机型对应的 BIOS 更新程序。',
      '更新前请连接电源适配器，确保电量在 30% 以上，关闭其他程序；如果开启了 BitLocker，请先暂停保护或备好恢复密钥。',
      '运行更新程序后电脑会自动重启并刷写，期间可能黑屏或显示进度条，约 3 到 10 分钟，请勿关机或拔掉电源。',
      '如果更新中途断电导致无法开机，请不要反复尝试，直接转人工或预约送修。',
    ],
    updatedAt: '2026-03-26',
  },
  {
    id: 'kb-keyboard-backlight',
    projectId: '*',
    title: '键盘背光怎么打开',
    category: '硬件与外设',
    keywords: ['键盘灯', '键盘背光', '背光', '键盘不亮', '键盘灯怎么开', '背光灯'],
    paragraphs: [
      '大多数机型按 Fn+空格键 可以切换键盘背光：关闭、低亮度、高亮度，部分机型还有自动模式。',
      '按下没有反应时，请确认您的机型配备背光键盘（空格键上印有灯泡图标），并在电脑管家中安装“热键驱动”后重试。',
      '背光几秒后自动熄灭是节能设置所致，可在电脑管家的“输入设置”中调整背光超时时间。',
    ],
    updatedAt: '2026-02-14',
  },
  {
    id: 'kb-screen-flicker',
    projectId: '*',
    title: '屏幕闪烁或花屏',
    category: '显示',
    keywords: ['闪屏', '屏幕闪烁', '屏幕闪', '花屏', '横纹', '刷新率', '亮度闪'],
    paragraphs: [
      '先判断是软件还是硬件问题：开机按 F1 或 F2 进入 BIOS，如果 BIOS 画面也闪烁或花屏，多为屏幕或屏线故障；BIOS 画面正常，则多为驱动或设置问题。',
      '软件问题：更新显卡驱动，并在“设置 > 系统 > 屏幕 > 高级显示”中把刷新率改回默认值；低亮度下闪烁可尝试关闭“内容自适应亮度控制”。',
      '开合屏幕时闪烁加重，或出现横纹、竖线，请备份数据后预约检测。',
    ],
    updatedAt: '2026-08-05',
  },
  {
    id: 'kb-fan-overheat',
    projectId: '*',
    title: '风扇噪音大、机身发烫',
    category: '硬件与外设',
    keywords: ['风扇响', '风扇噪音', '噪音大', '发烫', '过热', '散热', '很烫', '风扇一直转'],
    paragraphs: [
      '运行大型软件或游戏时风扇转速升高属于正常现象。如果空闲时风扇也一直高速运转，请在任务管理器中查看是否有程序长时间占用 CPU。',
      '在电脑管家中把散热模式切换为“安静模式”或“均衡模式”；使用时保持底部进风口通畅，不要放在床上或被子上使用。',
      '使用一年以上的电脑，出风口可能积灰，导致散热变差、噪音变大。请到服务站除尘清洁，不建议自行拆机，以免影响保修。',
    ],
    updatedAt: '2026-07-30',
  },
  {
    id: 'kb-system-recovery',
    projectId: '*',
    title: '如何恢复出厂设置或重置系统',
    category: '系统与软件',
    keywords: ['恢复出厂', '恢复出厂设置', '重装系统', '一键恢复', '重置电脑', '系统还原', 'Novo'],
    paragraphs: [
      '在 Windows 中打开“设置 > 系统 > 恢复 > 重置此电脑”，可以选择“保留我的文件”或“删除所有内容”。重置前请先备份重要数据。',
      '无法进入系统时，在关机状态下用曲别针按机身侧面的 Novo 小孔（部分机型开机时连续按 F11），选择 System Recovery 进入恢复环境，再选择“疑难解答 > 重置此电脑”。',
      '恢复完成后，预装的 Office 用原来的微软账户登录即可重新激活，驱动可通过电脑管家一键安装。',
    ],
    updatedAt: '2026-05-08',
  },
  {
    id: 'kb-data-backup',
    projectId: '*',
    title: '如何备份电脑里的数据',
    category: '数据与安全',
    keywords: ['备份', '数据备份', '资料备份', '文件备份', '数据迁移', '换电脑', '送修前备份'],
    paragraphs: [
      '送修、重置系统或更换电脑前，请先备份个人数据。维修过程中可能需要更换硬盘或恢复系统，服务站无法保证保留您的数据。',
      '简单的方法：把“桌面”“文档”“图片”文件夹和浏览器收藏夹复制到移动硬盘或 U 盘；微信、QQ 的聊天记录请在客户端中使用“备份与恢复”功能单独备份。',
      '也可以开启 OneDrive 文件夹备份，或用电脑管家中的“数据备份”工具定期自动备份到外接硬盘。',
    ],
    updatedAt: '2026-06-21',
  },
  {
    id: 'kb-office-activation',
    projectId: '*',
    title: '预装 Office 如何激活',
    category: '系统与软件',
    keywords: ['Office', '激活', 'Office激活', '办公软件', 'Word', 'Excel', '预装Office'],
    paragraphs: [
      '预装的 Office 家庭和学生版首次使用时需要绑定微软账户：打开 Word 或 Excel，按提示登录或注册微软账户，确认国家/地区和语言后即可完成激活。',
      '激活绑定的是这台电脑和您的微软账户。重装系统或恢复出厂设置后，用同一个微软账户登录 Office 即可继续使用，无需再次购买。',
      '提示“找不到 Office 产品”时，请确认网络正常、系统时间准确，并在“设置 > 应用”中确认 Office 没有被卸载；仍无法激活请转人工。',
    ],
    updatedAt: '2026-03-03',
  },
  {
    id: 'kb-repair-booking',
    projectId: '*',
    title: '如何预约维修（送修、上门、寄修）',
    category: '保修与服务',
    keywords: ['预约维修', '报修', '送修', '维修网点', '服务站', '上门维修', '修电脑'],
    paragraphs: [
      '点击本页的“自助报修”，填写机型、序列号和故障描述并上传照片，提交后会生成维修单号，工程师会在一个工作日内联系您。',
      '送修：携带电脑、电源适配器和购机发票到就近的服务站；到店前在线预约，可以减少排队等待时间。',
      '上门：购买了上门服务的机型，由工程师与您约定时间上门维修。寄修：按短信中的地址寄出，维修完成后免费寄回。',
    ],
    updatedAt: '2026-09-01',
  },
  {
    id: 'kb-repair-progress',
    projectId: '*',
    title: '如何查询维修进度',
    category: '保修与服务',
    keywords: ['维修进度', '维修单', '查询维修', '修好了吗', '取机', '维修状态'],
    paragraphs: [
      '登录后，在本页顶部的工单栏可以看到您的维修单和当前状态：已受理、检测中、等待备件、维修中、维修完成、已取机。',
      '也可以在本窗口发送维修单号，人工客服会帮您查询详细进度和预计完成时间。',
      '维修完成后会短信通知您。取机时请携带身份证件或维修单号；寄修的电脑会在维修完成后寄回。',
    ],
    updatedAt: '2026-09-01',
  },
  {
    id: 'kb-invoice',
    projectId: '*',
    title: '如何申请发票',
    category: '订单与发票',
    keywords: ['发票', '开发票', '电子发票', '增值税发票', '专票', '补开发票'],
    paragraphs: [
      '官方商城的订单，可以在“我的订单 > 订单详情 > 申请发票”中开具电子普通发票，开具后发送到您的邮箱，也可以在订单页下载。',
      '需要增值税专用发票时，请准备公司名称、纳税人识别号、开户行及账号、注册地址和电话，通过工单提交开票申请，或转人工客服办理。',
      '维修产生的费用由服务站开具发票，请在取机时向服务站索取，或联系人工客服补开。',
    ],
    updatedAt: '2026-01-19',
  },
  {
    id: 'kb-accidental-damage',
    projectId: '*',
    title: '意外保护服务说明',
    category: '保修与服务',
    keywords: ['意外保', '意外保护', '摔坏', '进水', '屏幕碎了', '意外损坏', '人为损坏'],
    paragraphs: [
      '意外保护服务覆盖意外跌落、液体泼溅、磕碰等非故意造成的损坏，在服务期内可按服务条款免费维修。',
      '发生意外后请立即关机并断开电源；进水时不要开机，也不要用吹风机加热，请尽快送到服务站处理。',
      '报修时请说明损坏经过并提供照片。意外保护一般在服务期内可使用一次（以您购买的服务条款为准），不覆盖丢失、被盗和外观划痕。',
    ],
    updatedAt: '2026-04-28',
  },
  {
    id: 'kb-monitor-no-signal',
    projectId: '*',
    title: '显示器提示“无信号”',
    category: '显示',
    keywords: ['无信号', '没信号', '显示器黑屏', '显示器不亮', 'No Signal', 'HDMI', 'DP'],
    paragraphs: [
      '显示器提示“无信号”（No Signal）表示没有收到电脑的画面信号。请先确认主机已经开机，然后重新插拔视频线两端，确保插紧。',
      '按显示器上的菜单键，在“输入源”中手动选择您连接的接口（HDMI、DP 或 Type-C）；接了多个接口时，显示器可能停留在错误的输入源上。',
      '台式机请把视频线插到独立显卡的接口上（机箱后部下方横排的接口），而不是主板上的接口。也可以换一根线或换一台电脑交叉测试。',
      '更换线缆和电脑后仍然无信号，显示器可能故障，请提供显示器背面标签上的序列号预约检测。',
    ],
    updatedAt: '2026-06-30',
  },
  {
    id: 'kb-server-raid',
    projectId: '*',
    title: '服务器 RAID 阵列告警处理',
    category: '服务器',
    keywords: ['RAID', '阵列', '硬盘告警', '阵列降级', '服务器告警', '硬盘黄灯', 'Degraded'],
    paragraphs: [
      'RAID 告警（阵列状态为 Degraded，即降级）通常表示阵列中有一块硬盘故障或离线。此时数据仍可访问，但已失去冗余，请尽快处理并立即备份重要数据。',
      '登录服务器的 BMC 管理口或 RAID 管理工具，查看报错硬盘所在的槽位，记录硬盘型号、容量和错误日志；硬盘托架上亮黄灯的位置也能帮助定位。',
      '请不要自行拔插正常工作的硬盘，也不要重建或初始化阵列，错误操作可能导致数据丢失。',
      '请提供服务器序列号和管理口导出的日志，转人工由服务器专席工程师确认后安排备件更换；多块硬盘同时告警时，请立即联系人工客服。',
    ],
    updatedAt: '2026-10-14',
  },
  {
    id: 'kb-tablet-charging',
    projectId: '*',
    title: '平板电脑无法充电',
    category: '开机与电源',
    keywords: ['平板充不进电', '平板不充电', '平板充电', '平板', '充电口', '平板开不了机'],
    paragraphs: [
      '平板充不进电时，请使用原装充电器和数据线，并检查 Type-C 接口内是否有灰尘或异物，可以用软毛刷轻轻清理。',
      '电量完全耗尽的平板，需要连接充电器约 30 分钟后才会显示充电图标，期间请不要反复尝试开机。',
      '同时按住电源键和音量减键 15 秒可以强制重启。仍无法充电时，请更换充电器交叉测试，然后预约检测。',
    ],
    updatedAt: '2026-05-27',
  },
  {
    id: 'kb-bluetooth',
    projectId: '*',
    title: '蓝牙设备无法配对或连接',
    category: '网络与连接',
    keywords: ['蓝牙', '配对', '蓝牙耳机', '蓝牙鼠标', '连不上蓝牙', '蓝牙连接'],
    paragraphs: [
      '先让蓝牙设备进入配对模式（通常长按配对键直到指示灯快速闪烁），再在电脑的“设置 > 蓝牙和其他设备 > 添加设备”中选择它。',
      '之前配对过但连不上：在设备列表中删除它后重新配对；同时确认设备电量充足，且没有正连接着手机。',
      '仍然无法连接，请通过电脑管家更新蓝牙驱动，或在设备管理器中禁用后再启用蓝牙适配器。',
    ],
    updatedAt: '2026-02-25',
  },
  {
    id: 'kb-trackpoint-drift',
    projectId: 'ThinkPad',
    title: 'ThinkPad 小红点（TrackPoint）光标漂移',
    category: '硬件与外设',
    keywords: ['小红点', 'TrackPoint', '指点杆', '光标漂移', '鼠标乱跑', '光标自己动'],
    paragraphs: [
      '小红点光标自己移动（漂移），多数是指点杆在重新校准：手指离开小红点几秒钟，光标通常就会停下来。',
      '红帽磨损或沾了油污也会引起漂移：用指甲把红帽向上拔下，换上随机附带的备用红帽。',
      '在“设置 > 蓝牙和其他设备 > 鼠标”或 ThinkPad 设置中可以调整小红点灵敏度，不用时也可以关闭它。漂移频繁请更新小红点驱动或预约检测。',
    ],
    updatedAt: '2026-08-19',
  },
  {
    id: 'kb-legion-performance',
    projectId: 'Legion',
    title: '拯救者玩游戏卡顿、帧数低',
    category: '游戏性能',
    keywords: ['游戏卡顿', '帧数低', '掉帧', '卡顿', '野兽模式', '独显直连', '显卡'],
    paragraphs: [
      '玩游戏时请插上电源适配器，并按 Fn+Q 切换到野兽模式（电源键指示灯变为红色）。电池供电时性能会受到限制，帧数明显下降属于正常现象。',
      '在 Legion Space 或电脑管家中把显卡工作模式设为“独显直连”，重启后生效；同时把显卡驱动更新到最新版本。',
      '保持出风口通畅，放在硬质桌面上使用。长期使用后积灰也会导致降频卡顿，请到服务站除尘。',
    ],
    updatedAt: '2026-10-22',
  },
];

const ARTICLES_EN: Article[] = [
  {
    id: 'kb-en-no-power',
    projectId: '*',
    title: "Laptop won't turn on",
    category: 'Power & battery',
    keywords: ['power', 'turn on', 'no power', 'dead', 'power button', 'boot'],
    paragraphs: [
      'If nothing happens when you press the power button, connect the original AC adapter for at least 30 minutes, then hold the power button for 10 seconds and try again. A fully drained battery is the most common cause.',
      'If the power light is on but the screen stays black, connect an external monitor. If the external monitor shows a picture, the built-in display or its cable needs service.',
      'Unplug the adapter and all accessories, then press the emergency reset hole on the bottom cover with a straightened paper clip for 10 seconds. Reconnect the adapter and power on.',
      'Still no luck? Have your serial number ready and talk to an engineer, or book a repair.',
    ],
    updatedAt: '2026-09-18',
  },
  {
    id: 'kb-en-battery',
    projectId: '*',
    title: 'Battery is not charging',
    category: 'Power & battery',
    keywords: ['battery', 'charging', 'not charging', 'charger', 'adapter', 'conservation mode'],
    paragraphs: [
      '"Plugged in, not charging" usually means Battery Conservation Mode is on: the battery stops at about 60% (80% on some models) to extend its life. This is normal.',
      'To charge to 100%, open Lenovo Vantage or the PC Manager, go to Power settings and turn off Conservation Mode.',
      'If it still will not charge, check the adapter light and plug and try another outlet. USB-C models need a USB PD charger of 65 W or more.',
      'If battery health is low or the battery looks swollen (the touchpad lifts or the bottom cover bulges), stop using the laptop and book an inspection.',
    ],
    updatedAt: '2026-10-09',
  },
  {
    id: 'kb-en-warranty',
    projectId: '*',
    title: 'How to check your warranty status',
    category: 'Warranty & service',
    keywords: ['warranty', 'check warranty', 'warranty status', 'expired', 'extended warranty'],
    paragraphs: [
      'Enter your serial number in Warranty Lookup on the support home page to see the start and end dates, the warranty type and any service upgrades you bought.',
      'Warranty starts on the invoice date or the first activation date. If the dates look wrong, upload your purchase invoice to have them corrected.',
      'You can also send your serial number in this chat and an engineer will check it for you.',
    ],
    updatedAt: '2026-06-02',
  },
  {
    id: 'kb-en-serial-number',
    projectId: '*',
    title: 'Where to find the serial number',
    category: 'Warranty & service',
    keywords: ['serial number', 'serial', 'SN', 'S/N', 'label', 'machine type'],
    paragraphs: [
      'On a laptop the serial number (S/N) is printed on the label on the bottom cover: 8 characters starting with a letter, for example PF4XXXXX. Desktops have it on the side or back of the case, monitors on the back.',
      'If the label is worn, open Terminal or PowerShell and run Get-CimInstance Win32_BIOS; the SerialNumber line is your serial number.',
      'Lenovo Vantage and the BIOS setup screen (press F1 or F2 at power-on) show it as well.',
    ],
    updatedAt: '2026-05-20',
  },
  {
    id: 'kb-en-blue-screen',
    projectId: '*',
    title: 'Blue screen (BSOD) troubleshooting',
    category: 'System & software',
    keywords: ['blue screen', 'BSOD', 'crash', 'stop code', 'restart loop'],
    paragraphs: [
      'A blue screen is usually caused by an incompatible driver, a failed update or a hardware fault. Write down or photograph the stop code and the "What failed" line first.',
      'If it started after installing software, a driver or a Windows update, uninstall it from Settings > Windows Update > Update history, or from Safe Mode.',
      'If "What failed" names a driver file, reinstall that driver for your serial number from the driver download page or Lenovo Vantage.',
      'Blue screens in Safe Mode as well point to hardware. Back up your data and talk to an engineer or book an inspection.',
    ],
    updatedAt: '2026-08-27',
  },
  {
    id: 'kb-en-wifi',
    projectId: '*',
    title: 'Wi-Fi keeps disconnecting',
    category: 'Network',
    keywords: ['Wi-Fi', 'WiFi', 'wireless', 'disconnect', 'drops', 'internet'],
    paragraphs: [
      'If other devices on the same network drop too, restart your router and modem first.',
      'If only the laptop drops, open Device Manager > Network adapters > your wireless adapter > Properties > Power Management and untick "Allow the computer to turn off this device to save power".',
      'Update the wireless driver and prefer the 5 GHz band. As a last resort use Settings > Network & internet > Advanced network settings > Network reset.',
    ],
    updatedAt: '2026-07-15',
  },
  {
    id: 'kb-en-bios',
    projectId: '*',
    title: 'Updating the BIOS safely',
    category: 'System & software',
    keywords: ['BIOS', 'update BIOS', 'firmware', 'UEFI'],
    paragraphs: [
      'Only use the BIOS update for your exact model from the driver download page or Lenovo Vantage.',
      'Before updating, connect the AC adapter, make sure the battery is above 30% and suspend BitLocker or keep its recovery key at hand.',
      'The laptop restarts and flashes the firmware for 3 to 10 minutes. Do not power it off or unplug it. If it will not start after an interrupted update, talk to an engineer.',
    ],
    updatedAt: '2026-03-26',
  },
  {
    id: 'kb-en-monitor-no-signal',
    projectId: '*',
    title: 'Monitor shows "No Signal"',
    category: 'Display',
    keywords: ['monitor', 'no signal', 'HDMI', 'DisplayPort', 'black screen', 'input source'],
    paragraphs: [
      '"No Signal" means the monitor receives no picture. Make sure the computer is on, then unplug and firmly reconnect both ends of the video cable.',
      "Open the monitor's menu and pick the input you actually use (HDMI, DisplayPort or USB-C) under Input Source.",
      'On a desktop, plug the cable into the graphics card rather than the motherboard. Try another cable or computer; if it still shows No Signal, book an inspection with the serial number from the back label.',
    ],
    updatedAt: '2026-06-30',
  },
];

// ---------------------------------------------------------------------------------------------
// The demo visitor and their history, placed relative to the clock so it always looks recent.

const VISITOR_PROFILE = {
  projectId: 'DEFAULT_PROJECT',
  name: '张先生',
  nickname: '张先生',
  avatar: avatar('张', '#597ef7'),
  phone: '13800138000',
  anonymous: false,
} as const;

const ROBOT_AVATAR = avatar('威', '#e2231a');
const REPAIR_NO = 'WX73104582'; // also printed on repair-quote.pdf
const SERIAL = 'PF4K7Q2M'; // also on sn-label.png
/** Bytes of public/static/demo/repair-quote.pdf; seed.test.ts checks it against the file. */
export const REPAIR_QUOTE_PDF_SIZE = 45646;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BEIJING_OFFSET = 8 * 60 * MINUTE;

/** A wall-clock time in China, `daysAgo` days before the clock's current day. */
function beijingTime(now: number, daysAgo: number, hour: number, minute: number): number {
  const dayStart = Math.floor((now + BEIJING_OFFSET) / DAY) * DAY - BEIJING_OFFSET;
  return dayStart - daysAgo * DAY + (hour * 60 + minute) * MINUTE;
}

type Speaker = Pick<
  StoredMessage,
  'clientType' | 'fromAccount' | 'authorName' | 'avatar' | 'engineerCode'
>;
type Content = Pick<
  StoredMessage,
  'kind' | 'text' | 'mediaUrl' | 'fileName' | 'fileSize' | 'fileType' | 'robot'
>;
type Line = [who: 'visitor' | 'engineer' | 'robot', content: Content | string];

const image = (file: string): Content => ({
  kind: 'Image',
  mediaUrl: `${DEMO_MEDIA_BASE}/${file}`,
});

function engineerSpeaker(engineer: Engineer): Speaker {
  return {
    clientType: 'engineer',
    fromAccount: engineer.code,
    authorName: engineer.name,
    avatar: engineer.avatar,
    engineerCode: engineer.code,
  };
}

const visitorSpeaker = (visitor: Visitor): Speaker => ({
  clientType: 'user',
  fromAccount: visitor.cubeUid,
  authorName: visitor.name,
  avatar: visitor.avatar,
});

const robotSpeaker: Speaker = {
  clientType: 'robot',
  fromAccount: ROBOT_ACCOUNT,
  authorName: ROBOT_NAME,
  avatar: ROBOT_AVATAR,
};

/** Robot lines come from the real robot, so the transcript matches what it would answer today. */
function robotLine(robot: Robot, question: string, projectId: string): Line {
  const { text, articles, suggestions, transfer } = robot.answer(question, projectId);
  return ['robot', { kind: 'Text', text, robot: { articles, suggestions, transfer } }];
}

/**
 * Writes a transcript in order; seq comes from the store so seeded history sorts before anything
 * said later. A re-seed first drops the session's old messages, so restarts do not duplicate them.
 */
function writeTranscript(
  store: Store,
  session: Session,
  speakers: Record<Line[0], Speaker>,
  lines: Line[],
  startAt: number,
): number {
  for (const old of store.messages.query({ sessionId: session.id })) store.messages.delete(old.id);
  let sentAt = startAt;
  lines.forEach(([who, content], index) => {
    const seq = store.nextSeq();
    const body: Content = typeof content === 'string' ? { kind: 'Text', text: content } : content;
    store.messages.put({
      id: `m-${seq}`,
      seq,
      sessionId: session.id,
      cubeUid: session.cubeUid,
      ...speakers[who],
      ...body,
      sentAt,
      isRead: 2,
    });
    // Replies take a little while to type; deterministic so tests and demos are repeatable.
    sentAt += (35 + ((index * 37) % 80)) * 1000;
  });
  return lines.length;
}

interface HistoryPlan {
  id: string;
  engineer?: Engineer;
  queueCode?: string;
  productMarkId?: string;
  startAt: number;
  closedBy: NonNullable<Session['closedBy']>;
  lines: Line[];
}

function writeHistory(store: Store, visitor: Visitor, plan: HistoryPlan): number {
  const human = plan.engineer !== undefined;
  const firstMessageAt = plan.startAt + (human ? 45_000 : 0);
  const session: Session = {
    id: plan.id,
    projectId: visitor.projectId,
    cubeUid: visitor.cubeUid,
    state: 'closed',
    pathway: 'webchat',
    createdAt: plan.startAt,
    closedBy: plan.closedBy,
    ...(human && {
      queueCode: plan.queueCode,
      engineerCode: plan.engineer?.code,
      queuedAt: plan.startAt + 5_000,
      acceptedAt: plan.startAt + 40_000,
    }),
    ...(plan.productMarkId !== undefined && { productMarkId: plan.productMarkId }),
  };
  const speakers = {
    visitor: visitorSpeaker(visitor),
    engineer: plan.engineer ? engineerSpeaker(plan.engineer) : robotSpeaker,
    robot: robotSpeaker,
  };
  const count = writeTranscript(store, session, speakers, plan.lines, firstMessageAt);
  const last = store.messages.query({ sessionId: session.id }).at(-1);
  session.closedAt = (last?.sentAt ?? firstMessageAt) + 90_000;
  store.sessions.put(session);
  return count;
}

function historyPlans(now: number, robot: Robot, engineers: Map<string, Engineer>): HistoryPlan[] {
  const projectId = VISITOR_PROFILE.projectId;
  return [
    {
      id: 'demo-s1',
      engineer: engineers.get('E1001'),
      queueCode: 'NB',
      productMarkId: 'X1C-G12',
      startAt: beijingTime(now, 7, 14, 5),
      closedBy: 'engineer',
      lines: [
        ['visitor', '你好，我的笔记本这两天老是蓝屏，开机用一会儿就蓝屏然后自动重启。'],
        [
          'engineer',
          '您好，我是工程师小王，很高兴为您服务。方便拍一下蓝屏时的画面吗？上面的终止代码能帮我们判断原因。',
        ],
        ['visitor', image('blue-screen.png')],
        [
          'engineer',
          '收到。终止代码是 DRIVER_IRQL_NOT_LESS_OR_EQUAL，失败的模块 Netwtw14.sys 是无线网卡驱动。请问最近更新过系统或驱动吗？',
        ],
        [
          'visitor',
          '上周系统自动更新过一次。网卡驱动我昨天已经用电脑管家重装过了，还是会蓝屏，安全模式下也出现过一次。',
        ],
        [
          'engineer',
          '明白了。重装驱动后仍然蓝屏，而且安全模式下也出现，硬件故障的可能性比较大。麻烦拍一下机器底部标签上的序列号（SN）。',
        ],
        ['visitor', image('sn-label.png')],
        [
          'engineer',
          `序列号 ${SERIAL}，ThinkPad X1 Carbon Gen 12，保修期至 2028-03-14，在保修范围内。已为您创建维修单 ${REPAIR_NO}，请先备份数据，带上电脑和电源适配器送到就近的服务站检测无线网卡和主板。`,
        ],
        ['visitor', '好的，我明天上午送过去。麻烦把检测报价单发我一份，公司资产需要登记。'],
        [
          'engineer',
          {
            kind: 'File',
            mediaUrl: `${DEMO_MEDIA_BASE}/repair-quote.pdf`,
            fileName: `维修检测报价单-${REPAIR_NO}.pdf`,
            fileSize: REPAIR_QUOTE_PDF_SIZE,
            fileType: 'pdf',
          },
        ],
      ],
    },
    {
      id: 'demo-s2',
      startAt: beijingTime(now, 4, 21, 32),
      closedBy: 'user',
      lines: [
        ['robot', robot.greeting()],
        ['visitor', '笔记本连 WiFi 老是断'],
        robotLine(robot, '笔记本连 WiFi 老是断', projectId),
        ['visitor', '重启路由器之后好了，谢谢'],
        ['robot', '不客气，很高兴能帮到您！还有其他问题随时找我。'],
      ],
    },
    {
      id: 'demo-s3',
      engineer: engineers.get('E1002'),
      queueCode: 'NB',
      productMarkId: 'XX-PRO16',
      startAt: beijingTime(now, 2, 10, 16),
      closedBy: 'engineer',
      lines: [
        [
          'visitor',
          '你好，家里另一台电脑插着电源，右下角一直显示“已接通电源，未充电”，电量停在 60% 不动。',
        ],
        ['engineer', '您好，我是工程师小李。请问是哪款机型？方便截个图看一下电池状态吗？'],
        ['visitor', image('battery-not-charging.png')],
        [
          'engineer',
          '从截图看是小新 Pro 16，电池养护模式处于开启状态。这个模式下电量充到 55%~60% 就会停止充电，用来延长电池寿命，是正常现象，不是故障。',
        ],
        ['visitor', '原来如此！那要怎么关掉？'],
        [
          'engineer',
          '打开电脑管家，进入“电源设置”，关闭“电池养护模式”，保持插电就会继续充到 100%。如果平时大部分时间插着电用，建议还是保持开启。',
        ],
        ['visitor', '关掉了，已经开始充电了，谢谢！'],
        ['engineer', '不客气，祝您使用愉快！稍后请对本次服务进行评价。'],
      ],
    },
  ];
}

function demoTickets(now: number, cubeUid: string, projectId: string): Ticket[] {
  return [
    {
      ticketNo: REPAIR_NO,
      cubeUid,
      projectId,
      kind: 'repair',
      title: 'ThinkPad X1 Carbon Gen 12 频繁蓝屏检测维修',
      status: '维修中',
      createdAt: beijingTime(now, 7, 14, 20),
      productLine: '笔记本电脑',
      serialNumber: SERIAL,
      description:
        '频繁蓝屏，终止代码 DRIVER_IRQL_NOT_LESS_OR_EQUAL（Netwtw14.sys），重装驱动后仍复现。检测确认无线网卡故障，备件已到货，正在更换。',
      attachments: [`${DEMO_MEDIA_BASE}/blue-screen.png`, `${DEMO_MEDIA_BASE}/sn-label.png`],
    },
    {
      ticketNo: 'GD73109917',
      cubeUid,
      projectId,
      kind: 'ticket',
      title: '申请开具增值税专用发票',
      status: '已受理',
      createdAt: beijingTime(now, 1, 16, 40),
      productLine: '笔记本电脑',
      description:
        '商城订单购买的小新 Pro 16 2025 需要开具增值税专用发票，开票信息已在工单中提交。',
      attachments: [],
    },
  ];
}

// ---------------------------------------------------------------------------------------------

function putAll<T>(table: { put(row: T): void }, rows: T[]): number {
  for (const row of rows) table.put(row);
  return rows.length;
}

/** Fills `store` with the demo support centre. Counts are of rows written, so tests catch id clashes. */
export function seedSupportCentre(store: Store, clock: Clock): SeedSummary {
  const now = clock.now();
  const articles = [...ARTICLES_ZH, ...ARTICLES_EN];
  const visitor: Visitor = { ...DEMO_VISITOR, ...VISITOR_PROFILE, createdAt: now - 40 * DAY };
  store.visitors.put(visitor);

  const engineers = new Map(ENGINEERS.map((engineer) => [engineer.code, engineer]));
  const robot = new Robot(articles);
  const plans = historyPlans(now, robot, engineers);
  const tickets = demoTickets(now, visitor.cubeUid, visitor.projectId);

  return {
    counts: {
      projects: putAll(store.projects, PROJECTS),
      productLines: putAll(store.productLines, PRODUCT_LINES),
      engineers: putAll(store.engineers, ENGINEERS),
      articles: putAll(store.articles, articles),
      fastEntries: putAll(store.fastEntries, FAST_ENTRIES),
      products: putAll(store.products, PRODUCTS),
      visitors: 1,
      sessions: plans.length,
      messages: plans.reduce((sum, plan) => sum + writeHistory(store, visitor, plan), 0),
      tickets: putAll(store.tickets, tickets),
    },
    visitor: { ...DEMO_VISITOR, projectId: visitor.projectId },
    engineers: ENGINEERS.map(({ code, account, password, name, simulated }) => ({
      code,
      account,
      password,
      name,
      simulated,
    })),
  };
}
