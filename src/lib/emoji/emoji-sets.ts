// Data table (exempt from the ~150-line limit). This file must stay free of runtime imports:
// scripts/generate-emoji.mjs transpiles and loads it on its own to render the PNGs.

/** SPEC §3 emoji entry: en name (image file name), char code and cn label. */
export interface EmojiEntry {
  /** Lowercase ascii; the image is `<name>.png` under /static/emoji/. */
  readonly name: string;
  /** The classic face code, '/:' plus 1 to 11 characters, e.g. '/::)'. */
  readonly code: string;
  /** 1 to 3 characters; `[label]` in message text is the same face. */
  readonly label: string;
}

/** Just what emojiSet reads from the configuration's permission tree (SPEC §6). */
export interface EmojiPermissions {
  readonly cube_diy?: { readonly emoji?: boolean } | undefined;
}

// The classic WeChat/QQ face table, in its traditional order (the picker shows this order).
const TABLE: ReadonlyArray<readonly [name: string, code: string, label: string]> = [
  ['smile', '/::)', '微笑'],
  ['grimace', '/::~', '撇嘴'],
  ['drool', '/::B', '色'],
  ['scowl', '/::|', '发呆'],
  ['coolguy', '/:8-)', '得意'],
  ['sob', '/::<', '流泪'],
  ['shy', '/::$', '害羞'],
  ['silent', '/::X', '闭嘴'],
  ['sleep', '/::Z', '睡'],
  ['cry', "/::'(", '大哭'],
  ['awkward', '/::-|', '尴尬'],
  ['angry', '/::@', '发怒'],
  ['tongue', '/::P', '调皮'],
  ['grin', '/::D', '呲牙'],
  ['surprise', '/::O', '惊讶'],
  ['frown', '/::(', '难过'],
  ['cool', '/::+', '酷'],
  ['blush', '/:--b', '冷汗'],
  ['scream', '/::Q', '抓狂'],
  ['puke', '/::T', '吐'],
  ['chuckle', '/:,@P', '偷笑'],
  ['joyful', '/:,@-D', '愉快'],
  ['slight', '/::d', '白眼'],
  ['smug', '/:,@o', '傲慢'],
  ['hungry', '/::g', '饥饿'],
  ['drowsy', '/:|-)', '困'],
  ['panic', '/::!', '惊恐'],
  ['sweat', '/::L', '流汗'],
  ['laugh', '/::>', '憨笑'],
  ['commando', '/::,@', '悠闲'],
  ['determined', '/:,@f', '奋斗'],
  ['scold', '/::-S', '咒骂'],
  ['question', '/:?', '疑问'],
  ['shhh', '/:,@x', '嘘'],
  ['dizzy', '/:,@@', '晕'],
  ['tormented', '/::8', '疯了'],
  ['toasted', '/:,@!', '衰'],
  ['skull', '/:!!!', '骷髅'],
  ['hammer', '/:xx', '敲打'],
  ['wave', '/:bye', '再见'],
  ['wipe', '/:wipe', '擦汗'],
  ['nosepick', '/:dig', '抠鼻'],
  ['clap', '/:handclap', '鼓掌'],
  ['shame', '/:&-(', '糗大了'],
  ['trick', '/:B-)', '坏笑'],
  ['bahl', '/:<@', '左哼哼'],
  ['bahr', '/:@>', '右哼哼'],
  ['yawn', '/::-O', '哈欠'],
  ['lookdown', '/:>-|', '鄙视'],
  ['wronged', '/:P-(', '委屈'],
  ['tearingup', "/::'|", '快哭了'],
  ['sly', '/:X-)', '阴险'],
  ['kiss', '/::*', '亲亲'],
  ['scared', '/:@x', '吓'],
  ['whimper', '/:8*', '可怜'],
  ['cleaver', '/:pd', '菜刀'],
  ['watermelon', '/:<W>', '西瓜'],
  ['beer', '/:beer', '啤酒'],
  ['basketball', '/:basketb', '篮球'],
  ['pingpong', '/:oo', '乒乓'],
  ['coffee', '/:coffee', '咖啡'],
  ['rice', '/:eat', '饭'],
  ['pig', '/:pig', '猪头'],
  ['rose', '/:rose', '玫瑰'],
  ['wilt', '/:fade', '凋谢'],
  ['lips', '/:showlove', '嘴唇'],
  ['heart', '/:heart', '爱心'],
  ['brokenheart', '/:break', '心碎'],
  ['cake', '/:cake', '蛋糕'],
  ['lightning', '/:li', '闪电'],
  ['bomb', '/:bome', '炸弹'],
  ['dagger', '/:kn', '刀'],
  ['soccer', '/:footb', '足球'],
  ['ladybug', '/:ladybug', '瓢虫'],
  ['poop', '/:shit', '便便'],
  ['moon', '/:moon', '月亮'],
  ['sun', '/:sun', '太阳'],
  ['gift', '/:gift', '礼物'],
  ['hug', '/:hug', '拥抱'],
  ['thumbsup', '/:strong', '强'],
  ['thumbsdown', '/:weak', '弱'],
  ['handshake', '/:share', '握手'],
  ['victory', '/:v', '胜利'],
  ['salute', '/:@)', '抱拳'],
  ['beckon', '/:jj', '勾引'],
  ['fist', '/:@@', '拳头'],
  ['pinky', '/:bad', '差劲'],
  ['loveyou', '/:lvu', '爱你'],
  ['no', '/:no', 'NO'],
  ['ok', '/:ok', 'OK'],
  ['love', '/:love', '爱情'],
  ['blowkiss', '/:<L>', '飞吻'],
  ['jump', '/:jump', '跳跳'],
  ['tremble', '/:shake', '发抖'],
  ['furious', '/:<O>', '怄火'],
  ['twirl', '/:circle', '转圈'],
  ['kotow', '/:kotow', '磕头'],
  ['lookback', '/:turn', '回头'],
  ['jumprope', '/:skip', '跳绳'],
  ['surrender', '/:oY', '投降'],
  ['excited', '/:#-0', '激动'],
  ['dance', '/:hiphot', '乱舞'],
  ['smooch', '/:kiss', '献吻'],
  ['taichil', '/:<&', '左太极'],
  ['taichir', '/:&>', '右太极'],
];

/** The full face table (SPEC §3: about 105 entries), in picker order. */
export const EMOJI_FULL: readonly EmojiEntry[] = Object.freeze(
  TABLE.map(([name, code, label]) => Object.freeze({ name, code, label })),
);

// The faces a support conversation actually uses: everyday expressions plus greetings,
// thanks and agreement; food, sport and weapon pictures are left to the full set.
const REDUCED_NAMES: ReadonlySet<string> = new Set([
  ...['smile', 'grin', 'laugh', 'joyful', 'chuckle', 'shy', 'drool', 'kiss', 'coolguy'],
  ...['tongue', 'trick', 'surprise', 'question', 'awkward', 'blush', 'sweat', 'wipe', 'shame'],
  ...['frown', 'sob', 'cry', 'tearingup', 'wronged', 'whimper', 'angry', 'scold', 'panic'],
  ...['dizzy', 'sleep', 'drowsy', 'yawn', 'silent', 'shhh', 'slight', 'smug', 'sly'],
  ...['wave', 'clap', 'hug', 'thumbsup', 'thumbsdown', 'handshake', 'victory', 'salute', 'ok'],
  ...['rose', 'heart', 'brokenheart'],
]);

/** The reduced 48-entry set (SPEC §6 cube_diy.emoji): a subset of EMOJI_FULL, same order. */
export const EMOJI_REDUCED: readonly EmojiEntry[] = Object.freeze(
  EMOJI_FULL.filter((entry) => REDUCED_NAMES.has(entry.name)),
);

/** Full-set lookup by char code, e.g. EMOJI_BY_CODE.get('/::)') is 'smile'. */
export const EMOJI_BY_CODE: ReadonlyMap<string, EmojiEntry> = new Map(
  EMOJI_FULL.map((entry) => [entry.code, entry]),
);

/** Full-set lookup by cn label (without brackets), e.g. EMOJI_BY_LABEL.get('微笑'). */
export const EMOJI_BY_LABEL: ReadonlyMap<string, EmojiEntry> = new Map(
  EMOJI_FULL.map((entry) => [entry.label, entry]),
);

/**
 * The emoji set a project may use: the reduced 48 when permission cube_diy.emoji is set
 * (SPEC §6), otherwise the full set. Accepts a missing permission tree.
 */
export function emojiSet(permissions: EmojiPermissions | undefined): readonly EmojiEntry[] {
  return permissions?.cube_diy?.emoji === true ? EMOJI_REDUCED : EMOJI_FULL;
}

/**
 * Image URL of an entry (SPEC §3: served from /static/emoji/ as .png). Pass `base` when the
 * app runs under a base path, e.g. `${import.meta.env.BASE_URL}static/emoji/`.
 */
export function emojiImageUrl(entry: Pick<EmojiEntry, 'name'>, base = '/static/emoji/'): string {
  const dir = base.endsWith('/') ? base : `${base}/`;
  return `${dir}${entry.name}.png`;
}
