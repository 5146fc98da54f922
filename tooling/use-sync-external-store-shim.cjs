// What `use-sync-external-store/shim` becomes in the browser builds. The package back-fills
// useSyncExternalStore for React before 18; the portal's one React (a shared singleton, 18.3) has
// it, so the back-fill is dead weight in @portal/shared (react-i18next's useTranslation imports
// it) and in the console's editor (@tiptap/react's selector builds on it).
const { useSyncExternalStore } = require('react');

module.exports = { useSyncExternalStore };
