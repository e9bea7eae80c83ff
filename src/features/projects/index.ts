export { ProjectsScreen } from './components/projects-screen';
