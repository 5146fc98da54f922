import { createRoot } from 'react-dom/client';
import { readBoot, registerRegistry } from '@portal/shared';
import { App } from './App';

registerRegistry(readBoot().registry);
createRoot(document.getElementById('root')!).render(<App />);
