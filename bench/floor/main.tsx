// The floor of the bundle report: the smallest React 19 page the same Vite config can build.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<p>floor</p>);
