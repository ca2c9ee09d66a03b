// Remotes are built with `experiments.externalRuntime`: they take the federation runtime-core from the
// global `_FEDERATION_RUNTIME_CORE` instead of carrying their own copy. This module sets that global to
// the very runtime-core instance the shell's federation runtime uses (same ESM module, one copy), and
// must run before any remoteEntry.js executes: registry.ts imports it first. For the same reason it registers
// the plugins every remote's runtime must have from its start (a global plugin joins each runtime instance
// created after it).
import * as runtimeCore from '@module-federation/runtime-core';
import { sharedVersionsPlugin } from './sharedVersions';

(globalThis as { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore })._FEDERATION_RUNTIME_CORE = runtimeCore;
// Once per page (the runtime warns about a second registration, e.g. when tests load this module again).
const registered = runtimeCore.helpers.global.getGlobalHostPlugins();
if (!registered.some((plugin) => plugin.name === sharedVersionsPlugin.name))
  runtimeCore.registerGlobalPlugins([sharedVersionsPlugin]);
