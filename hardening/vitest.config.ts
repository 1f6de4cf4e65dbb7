import { defineConfig } from 'vitest/config';

// `npm run test:hardening`: attacks, faults, fuzzing and load against the real proxy and real processes.
const shared = {
  testTimeout: 120_000,
  hookTimeout: 60_000,
  // expect.poll waits up to 1 s by default: a verdict on the machine's speed. A generous bound instead; it returns as soon as the value is right.
  expect: { poll: { timeout: 30_000 } },
};

// Two groups, one after the other. The attacks and the fuzzing each watch only the processes and sockets they
// start themselves (by pid, by port), and most of their time is spent waiting on a real proxy or server: two files at
// a time keep both cores busy. The faults and the load run then, one file at a time and alone, because they
// measure the machine (a proxy's memory under load, a process tree's end, a spawn limit), not each other.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'attacks and fuzzing',
          include: ['hardening/attack/**/*.test.ts', 'hardening/fuzz/**/*.test.ts', 'hardening/*.test.ts'],
          exclude: ['**/node_modules/**'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'faults and load',
          include: ['hardening/fault/**/*.test.ts', 'hardening/load/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
