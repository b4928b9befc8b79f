#!/usr/bin/env node
// Thin launcher kept in source so package managers can link the bin before the first build.
import('../dist/cli.js').then((m) => m.main(process.argv.slice(2)));
