// Remotes are built with `experiments.externalRuntime`: they take the federation runtime-core from the
// global `_FEDERATION_RUNTIME_CORE` instead of carrying their own copy. This module sets that global to
// the very runtime-core instance the shell's federation runtime uses (same ESM module, one copy), and
// must run before any remoteEntry.js executes: registry.ts imports it first.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
