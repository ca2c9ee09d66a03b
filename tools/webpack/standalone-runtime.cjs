// Remotes are built with the federation runtime-core externalised (the shell provides it: one copy per
// page instead of one per area). A remote opened on its own has no shell, so its standalone page loads
// this tiny bundle first to provide the same global.
globalThis._FEDERATION_RUNTIME_CORE = require('@module-federation/runtime-core');
