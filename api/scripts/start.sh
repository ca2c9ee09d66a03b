#!/bin/sh
# `npm start -w @app/api`. Settings come from the environment only (api/README.md): local mode (the Auth
# emulator as identity provider, the development webhook key) is API_LOCAL_MODE=true, which the root
# `npm start`, the e2e stack and the tests set. Nothing is inferred from NODE_ENV (fail closed).
cd "$(dirname "$0")/.." && exec tsx src/main.ts
