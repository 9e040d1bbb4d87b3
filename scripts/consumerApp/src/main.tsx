import { createRoot } from 'react-dom/client';
import { App, newQueryClient } from './App.js';

const info = await (await fetch('/__dev/info')).json();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App config={info} queryClient={newQueryClient()} />);
