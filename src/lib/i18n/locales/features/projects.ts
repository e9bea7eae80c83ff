import type { Widen } from '../widen';

/** UI text of the projects feature. Chinese first; English must have the same keys. */
export const projectsZh = {
  title: '项目列表',
  intro: '请选择您要咨询的服务项目',
  loading: '正在加载项目…',
  listLabel: '可选择的项目',
  searchLabel: '搜索项目',
  searchPlaceholder: '输入项目名称或编号',
  count: '共 {{count}} 个项目',
  matches: '找到 {{count}} 个项目',
  noMatch: '没有与“{{query}}”匹配的项目',
  clearSearch: '清除搜索',
  empty: '暂无可选择的项目',
  emptyBody: '您可以直接进入在线咨询。',
  errorTitle: '项目列表加载失败',
  retry: '重试',
  current: '当前项目',
  projectId: '编号 {{id}}',
} as const;

export const projectsEn: Widen<typeof projectsZh> = {
  title: 'Projects',
  intro: 'Choose the service you need help with',
  loading: 'Loading projects…',
  listLabel: 'Available projects',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Project name or id',
  count: '{{count}} projects',
  matches: '{{count}} projects found',
  noMatch: 'No project matches “{{query}}”',
  clearSearch: 'Clear search',
  empty: 'No projects to choose from',
  emptyBody: 'You can go straight to online support.',
  errorTitle: 'The project list could not be loaded',
  retry: 'Retry',
  current: 'Current project',
  projectId: 'ID {{id}}',
};
