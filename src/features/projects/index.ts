import { registerTexts } from '@/lib/i18n';
import { projectsEn, projectsZh } from '@/lib/i18n/locales/features/projects';

// This screen's texts load with it, not with the visitor's chat.
registerTexts('projects', { 'zh-CN': projectsZh, en: projectsEn });

export { ProjectsScreen } from './components/projects-screen';
