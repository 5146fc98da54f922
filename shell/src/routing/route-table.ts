import type { PortalRoute } from './types';
import { shellRoutes } from './routes/shell';
import { proceduresRoutes } from './routes/procedures';
import { blogRoutes } from './routes/blog';
import { contactRoutes } from './routes/contact';
import { templateRoutes } from './routes/template';

/** Every route of spec section 2 that a page serves today, with its owner. */
export const routeTable: PortalRoute[] = [...shellRoutes, ...proceduresRoutes, ...blogRoutes, ...contactRoutes, ...templateRoutes];
