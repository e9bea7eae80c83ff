export { LoginScreen } from './components/login-screen';
export { safeRedirect } from './model/redirect';
