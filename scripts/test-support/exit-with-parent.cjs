// Preloaded into test servers (node --require): exits when the process that started it is gone,
// so a crashed or killed test run never leaves a server behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
