// Data, the demo support centre (projects, engineers, queues, fast entries,
// visitors' history).
import { tokenDigest } from '../core/tokens';
import type { Clock } from '../core/clock';
import { DEMO_PASSWORD_HASH } from '../core/passwords';
import { Robot, ROBOT_NAME } from '../core/robot';
import { ARTICLES_EN, ARTICLES_ZH } from './seed-articles';
import { avatar, SVG_NS, svgUri } from '../core/avatars';
import { DEMO_ENGINEER, DEMO_VISITOR } from '../core/demo-identities';
import type { Store } from '../core/store';
import type {
  Engineer,
  FastEntry,
  Product,
  ProductLine,
  Project,
  Session,
  StoredMessage,
  Ticket,
  Visitor,
} from '../core/types';

/**
 * Demo data for a computer maker's after-sales support centre: the mocks, the demo build and the
 * reference server all start from it, so a fresh install already has queues with engineers on
 * duty, an FAQ the robot can answer from, and a returning visitor with history and open tickets.
 * The names are invented; attachments live in public/static/demo (scripts/generate-demo-images.mjs).
 */

export { DEMO_ENGINEER, DEMO_VISITOR };
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
  /** The demo visitor (with a token everyone can read): only in a demo support centre. */
  visitor?: { cubeUid: string; token: string; projectId: string };
  /** The demo's engineers and their one password: none outside a demo. */
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

function logo(letters: string, background: string): string {
  const size = letters.length > 2 ? 20 : 26;
  return svgUri(
    `<svg ${SVG_NS} width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>` +
      `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text></svg>`,
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
    translations: { en: { name: 'Lenovo Service Centre', companyName: 'Lenovo Service' } },
  },
  {
    id: 'ThinkPad',
    name: 'ThinkPad 商务服务',
    companyName: 'ThinkPad 服务',
    companyLogo: logo('TP', '#1f1f1f'),
    perProjectLogin: true,
    emojiReduced: false,
    translations: { en: { name: 'ThinkPad Business Service', companyName: 'ThinkPad Service' } },
    // Business customers say who they are and call from where before a person answers.
    preChat: {
      fields: [
        { name: 'name', required: true },
        { name: 'phone', required: true },
        { name: 'product', required: false },
      ],
    },
  },
  {
    id: 'Legion',
    name: '拯救者 Legion',
    companyName: '拯救者电竞服务',
    companyLogo: logo('LGN', '#3a2a8c'),
    perProjectLogin: false,
    emojiReduced: true,
    // A gaming brand served by chat alone: no service orders, repair, calls or VIP here.
    serviceCloud: false,
    translations: { en: { name: 'Legion', companyName: 'Legion Gaming Service' } },
    // Its engineers answer from 09:00 to 21:00 Beijing time every day, but not on public holidays.
    serviceHours: {
      timeZone: 'Asia/Shanghai',
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '21:00' })),
      holidays: [
        ...daysFrom('2024-10-01', 7),
        '2025-01-01',
        ...daysFrom('2025-01-28', 8),
        ...daysFrom('2025-10-01', 8),
        '2026-01-01',
        ...daysFrom('2026-02-15', 9),
        ...daysFrom('2026-10-01', 7),
        '2027-01-01',
      ],
    },
  },
];

/** `count` consecutive calendar days from `first` (yyyy-MM-dd). */
function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

const PRODUCT_LINES: ProductLine[] = [
  {
    id: 'pl-nb',
    name: '笔记本电脑',
    queueCode: 'NB',
    icon: lineIcon('laptop', '#e2231a'),
    description: 'ThinkPad、拯救者、小新、YOGA 等笔记本电脑的故障咨询与维修服务',
    translations: {
      en: {
        name: 'Laptops',
        description: 'Troubleshooting and repair for ThinkPad, Legion, IdeaPad and Yoga laptops',
      },
    },
  },
  {
    id: 'pl-dt',
    name: '台式机',
    queueCode: 'DT',
    icon: lineIcon('desktop', '#1677ff'),
    description: '家用与商用台式机、一体机的使用咨询、硬件检测与上门服务',
    translations: {
      en: {
        name: 'Desktops',
        description:
          'Home and business desktops and all-in-ones: advice, diagnostics, on-site service',
      },
    },
  },
  {
    id: 'pl-tab',
    name: '平板电脑',
    queueCode: 'TAB',
    icon: lineIcon('tablet', '#13a8a8'),
    description: '平板电脑的充电、系统升级、触控与配件问题',
    translations: {
      en: { name: 'Tablets', description: 'Charging, system updates, touch and accessories' },
    },
  },
  {
    id: 'pl-mon',
    name: '显示器',
    queueCode: 'MON',
    icon: lineIcon('monitor', '#fa8c16'),
    description: 'ThinkVision、拯救者电竞显示器的无信号、亮点坏点与连接问题',
    translations: {
      en: {
        name: 'Monitors',
        description:
          'ThinkVision and Legion monitors: no signal, bright or dead pixels, connections',
      },
    },
  },
  {
    id: 'pl-srv',
    name: '服务器',
    queueCode: 'SRV',
    icon: lineIcon('server', '#52616b'),
    description: 'ThinkSystem 服务器的硬件告警、RAID 阵列与备件更换，由服务器专席工程师处理',
    translations: {
      en: {
        name: 'Servers',
        description:
          'ThinkSystem hardware alerts, RAID arrays and spare parts, handled by server specialists',
      },
    },
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
    passwordHash: DEMO_PASSWORD_HASH,
    name: `${surname}工程师`,
    nickname: `小${surname}`,
    avatar: avatar(surname, colour),
    skills,
    capacity,
    status,
    // 王 leads the team: a supervisor who can review, watch and whisper (#19).
    ...(code === 'E1001' ? { role: 'supervisor' as const } : {}),
    simulated: true,
  };
}

const ENGINEERS: Engineer[] = [
  ...ENGINEER_ROWS.map(engineerFromRow),
  {
    code: DEMO_ENGINEER.code,
    account: DEMO_ENGINEER.account,
    passwordHash: DEMO_PASSWORD_HASH,
    // The demo's one person: answers visitors in the console and reviews at /review.
    role: 'supervisor',
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

/** A question chip: its title and the question it asks, in Chinese and in English. */
const question = (id: string, zh: [string, string], en: [string, string]): FastEntry => ({
  id,
  title: zh[0],
  kind: 'question',
  value: zh[1],
  translations: { en: { title: en[0], value: en[1] } },
});

const FAST_ENTRIES: FastEntry[] = [
  question(
    'fe-no-power',
    ['电脑开不了机', '电脑开不了机怎么办'],
    ["Won't turn on", "My laptop won't turn on"],
  ),
  question(
    'fe-battery',
    ['电池充不进电', '插着电源充不进电'],
    ['Not charging', 'The battery is not charging'],
  ),
  question(
    'fe-warranty',
    ['查询保修期', '怎么查询保修期'],
    ['Warranty status', 'How do I check my warranty?'],
  ),
  question(
    'fe-progress',
    ['维修进度查询', '怎么查询维修进度'],
    ['Repair status', 'How do I track my repair?'],
  ),
  question(
    'fe-invoice',
    ['申请发票', '怎么开电子发票'],
    ['Invoice', 'How do I get an electronic invoice?'],
  ),
  {
    id: 'fe-work-order',
    title: '自助报修',
    kind: 'work_order',
    translations: { en: { title: 'Book a repair' } },
  },
  {
    id: 'fe-policy',
    title: '保修政策',
    kind: 'link',
    value: 'https://support.example.com/warranty/policy',
    translations: { en: { title: 'Warranty policy' } },
  },
  {
    id: 'fe-transfer',
    title: '转人工',
    kind: 'transfer',
    translations: { en: { title: 'Talk to an engineer' } },
  },
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
async function writeTranscript(
  store: Store,
  session: Session,
  speakers: Record<Line[0], Speaker>,
  lines: Line[],
  startAt: number,
): Promise<number> {
  for (const old of await store.messages.query({ sessionId: session.id }))
    await store.messages.delete(old.id);
  let sentAt = startAt;
  for (const [index, [who, content]] of lines.entries()) {
    const seq = await store.nextSeq();
    const body: Content = typeof content === 'string' ? { kind: 'Text', text: content } : content;
    await store.messages.put({
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
  }
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

/** Every plan's history, one after another (seq follows the plans' order); the lines written. */
async function writeAll(store: Store, visitor: Visitor, plans: HistoryPlan[]): Promise<number> {
  let written = 0;
  for (const plan of plans) written += await writeHistory(store, visitor, plan);
  return written;
}

async function writeHistory(store: Store, visitor: Visitor, plan: HistoryPlan): Promise<number> {
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
  const count = await writeTranscript(store, session, speakers, plan.lines, firstMessageAt);
  const last = (await store.messages.query({ sessionId: session.id })).at(-1);
  session.closedAt = (last?.sentAt ?? firstMessageAt) + 90_000;
  await store.sessions.put(session);
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

async function putAll<T>(table: { put(row: T): Promise<void> }, rows: T[]): Promise<number> {
  for (const row of rows) await table.put(row);
  return rows.length;
}

/** Fills `store` with the demo support centre. Counts are of rows written, so tests catch id clashes. */
export async function seedSupportCentre(
  store: Store,
  clock: Clock,
  options: { demo?: boolean } = {},
): Promise<SeedSummary> {
  const now = clock.now();
  const articles = [...ARTICLES_ZH, ...ARTICLES_EN.map((a) => ({ ...a, locale: 'en' as const }))];
  // A real support centre starts with its content and no people: no one signs in with the demo
  // password or the demo visitor's token. Engineers come from `npm run engineer:add`.
  if (options.demo === false)
    return {
      counts: {
        projects: await putAll(store.projects, PROJECTS),
        productLines: await putAll(store.productLines, PRODUCT_LINES),
        engineers: 0,
        articles: await putAll(store.articles, articles),
        fastEntries: await putAll(store.fastEntries, FAST_ENTRIES),
        products: await putAll(store.products, PRODUCTS),
        visitors: 0,
        sessions: 0,
        messages: 0,
        tickets: 0,
      },
      engineers: [],
    };
  const visitor: Visitor = {
    cubeUid: DEMO_VISITOR.cubeUid,
    ...VISITOR_PROFILE,
    createdAt: now - 40 * DAY,
  };
  await store.visitors.put(visitor);
  // The store keeps the token's digest (tokens.ts); the demo's pages present the token itself.
  await store.credentials.put({
    id: tokenDigest(DEMO_VISITOR.token),
    cubeUid: visitor.cubeUid,
    issuedAt: now,
  });

  const engineers = new Map(ENGINEERS.map((engineer) => [engineer.code, engineer]));
  const robot = new Robot(articles);
  const plans = historyPlans(now, robot, engineers);
  const tickets = demoTickets(now, visitor.cubeUid, visitor.projectId);

  return {
    counts: {
      projects: await putAll(store.projects, PROJECTS),
      productLines: await putAll(store.productLines, PRODUCT_LINES),
      engineers: await putAll(store.engineers, ENGINEERS),
      articles: await putAll(store.articles, articles),
      fastEntries: await putAll(store.fastEntries, FAST_ENTRIES),
      products: await putAll(store.products, PRODUCTS),
      visitors: 1,
      sessions: plans.length,
      messages: await writeAll(store, visitor, plans),
      tickets: await putAll(store.tickets, tickets),
    },
    visitor: { ...DEMO_VISITOR, projectId: visitor.projectId },
    // The demo's sign-in, to print and show; the store holds only its hash.
    engineers: ENGINEERS.map(({ code, account, name, simulated }) => ({
      code,
      account,
      password: DEMO_ENGINEER.password,
      name,
      simulated,
    })),
  };
}
