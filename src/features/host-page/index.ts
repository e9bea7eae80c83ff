export { TestScreen } from './components/test-screen';
export { TestSaasScreen } from './components/test-saas-screen';
