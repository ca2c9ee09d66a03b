#!/bin/sh
# `npm start -w @app/api`. In development the Auth emulator is the identity provider: default its address
# (the API waits for it). In production the variable must stay unset (the API refuses to start otherwise).
if [ "${NODE_ENV:-development}" != "production" ]; then
  export FIREBASE_AUTH_EMULATOR_HOST="${FIREBASE_AUTH_EMULATOR_HOST:-127.0.0.1:9099}"
fi
cd "$(dirname "$0")/.." && exec tsx src/main.ts
