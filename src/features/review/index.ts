export { ReviewScreen } from './components/review-screen';
