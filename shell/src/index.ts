import { applyTheme, initialTheme } from './theme/theme-preference';

// Before anything else: the remembered or system theme, so the page never flashes the wrong one.
applyTheme(initialTheme());

// The async boundary: shared singletons are negotiated before any application code runs.
import('./bootstrap');
