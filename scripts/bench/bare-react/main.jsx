// The reference of `npm run bench`: the smallest React 19 page, built and served like the app.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Hello</h1>);
