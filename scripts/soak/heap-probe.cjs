// Preloaded into the server (node --require) by the soak, so its heap can be read without changing the
// server: every second it writes process.memoryUsage() to the file named by SOAK_HEAP_FILE. The timer is
// unref'd, so it never keeps the process alive or delays its shutdown.
'use strict';
const { renameSync, writeFileSync } = require('node:fs');

const file = process.env.SOAK_HEAP_FILE;
// Processes the server might start inherit NODE_OPTIONS, not this file name: only the server reports.
delete process.env.SOAK_HEAP_FILE;

if (file) {
  const write = () => {
    try {
      // Write then rename, so the reader never sees half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
      renameSync(`${file}.tmp`, file);
    } catch {
      // A missing temporary folder at shutdown is not the server's problem.
    }
  };
  write();
  setInterval(write, 1000).unref();
}
